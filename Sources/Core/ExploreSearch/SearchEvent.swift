/// What a ``SearchModel`` tells its observer, in the order things happen.
public enum SearchEvent<Results: Sendable>: Sendable {
  /// There is no query: show the unfiltered list or nothing.
  case idle
  /// The query cannot be searched; `reason` says why, in a sentence.
  case invalid(reason: String)
  /// The query is being searched.
  case searching(query: String)
  /// The results of the newest query.
  case results(query: String, Results)
  /// The search for the newest query failed; `description` says why.
  case failed(query: String, description: String)
}

extension SearchEvent: Equatable where Results: Equatable {}

extension SearchEvent: Hashable where Results: Hashable {}
