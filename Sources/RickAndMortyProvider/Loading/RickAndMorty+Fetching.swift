import ExploreCore
import ExploreNetworking
import Foundation

extension RickAndMorty {
  /// Sends a GET for `url` and decodes a `Value`, telling the API's two
  /// kinds of 404 apart; any other failure throws ``APIError``.
  ///
  /// - Parameter what: names the thing asked for, for error messages:
  ///   "character 42", "page 3 of characters".
  func fetch<Value: Decodable & Sendable>(_ type: Value.Type, from url: URL, what: String) async throws -> FetchResult<Value> {
    let response = try await transport.send(HTTPRequest(method: .get, url: url))
    if response.status == 404, let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body) {
      if body.isNothingHere { return .nothingHere }
      if body.isNotFound { return .notFound }
    }
    let value = try response.requireSuccess(what).decode(Value.self, endpoint: endpoints.relativePath(of: url))
    return .value(value)
  }

  /// The records of `kind` with `ids`, keyed by id, from the multiple-ids
  /// endpoint: duplicates removed, ids ascending, split into as few URLs
  /// as ``IDBatches/maximumURLLength`` allows, at most
  /// ``batchConcurrency`` requests at once. Ids the API does not know are
  /// left out, as the API itself does.
  ///
  /// - Complexity: ⌈total URL length / 2,000⌉ requests.
  func fetchItems(_ kind: RecordKind, ids: some Sequence<String>) async throws -> [String: Item] {
    switch kind {
    case .character: try await fetchItems(CharacterRecord.self, kind, ids: ids)
    case .location: try await fetchItems(LocationRecord.self, kind, ids: ids)
    case .episode: try await fetchItems(EpisodeRecord.self, kind, ids: ids)
    }
  }

  private func fetchItems<Record: APIRecord>(
    _ type: Record.Type, _ kind: RecordKind, ids: some Sequence<String>
  ) async throws -> [String: Item] {
    let batches = IDBatches.split(IDBatches.canonical(ids), prefixLength: endpoints.recordsPrefix(kind).count)
    let endpoints = self.endpoints
    let answers = try await Self.boundedMap(batches, width: Self.batchConcurrency) { batch in
      let url = try endpoints.records(kind, ids: batch)
      switch try await self.fetch(OneOrMany<Record>.self, from: url, what: "\(batch.count) \(kind.listName) by id") {
      case .value(let answer): return answer.records.map(\.item)
      // NB: a one-id batch is the single-record URL, which answers 404 for
      // an unknown id where a list of ids would leave it out.
      case .nothingHere, .notFound: return []
      }
    }
    var items: [String: Item] = [:]
    for item in answers.joined() { items[item.id] = item }
    return items
  }

  /// `body` applied to each of `inputs`, at most `width` at once, results
  /// in the order of `inputs`.
  static func boundedMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input],
    width: Int,
    _ body: @escaping @Sendable (Input) async throws -> Output
  ) async throws -> [Output] {
    precondition(width > 0, "boundedMap needs a width of at least 1")
    if inputs.count == 1 { return [try await body(inputs[0])] }
    return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
      var results = [Output?](repeating: nil, count: inputs.count)
      var nextIndex = 0
      func startNext() {
        guard nextIndex < inputs.count else { return }
        let index = nextIndex
        let input = inputs[index]
        nextIndex += 1
        group.addTask { (index, try await body(input)) }
      }
      for _ in 0..<min(width, inputs.count) { startNext() }
      while let (index, output) = try await group.next() {
        results[index] = output
        startNext()
      }
      return results.map { $0! }
    }
  }
}
