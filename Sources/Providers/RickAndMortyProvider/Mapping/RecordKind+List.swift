package import ExploreTables
import ExploreCore
import ExploreNetworking

extension RecordKind {
  /// The list of this kind, as a table the engine runs: `/character?page=N`
  /// and the filters (the page asked for by number from 1, and first, as the
  /// API writes its `info.next` links), 20 records a page under `results`,
  /// the next page's URL at `info.next` and the totals at `info.count` and
  /// `info.pages`. `--search` is the `name` filter.
  ///
  /// The API's 404 "There is nothing here" is an empty page: on page 1 the
  /// filters match nothing (a total of 0), on a later page the page is past
  /// the end.
  package var list: ListEndpoint {
    ListEndpoint(
      [endpoint], mapping, in: "results",
      paging: .pageNumbers(
        pageSize: RickAndMorty.pageSize, total: ["info", "count"], next: ["info", "next"], pages: ["info", "pages"], askFirstPage: true),
      search: "name", title: listTitle, name: listName, emptyNote: "There are no \(listName).", subject: "page {page} of \(listName)",
      filteredNote: "No \(listName) match these filters.", emptyAnswer: EmptyAnswer(at: ["error"], equals: ErrorBody.nothingHere))
  }
}
