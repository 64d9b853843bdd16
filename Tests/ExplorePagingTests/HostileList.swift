import ExploreCore
import ExplorePaging
import Foundation

/// A list server that a test scripts page by page, as a hostile server
/// would answer: each page holds its own number as its one item, and says
/// what `info(number, cursor)` says. It counts requests.
struct HostileList: Sendable {
  let requests = Counter()
  let info: @Sendable (_ number: Int, _ cursor: PageCursor) -> PageInfo
  /// The page number a cursor loads; by default its own, else 1 (as Rick
  /// and Morty's loader once read a URL without a page number).
  var number: @Sendable (PageCursor) -> Int = { $0.pageNumber ?? 1 }

  init(info: @escaping @Sendable (_ number: Int, _ cursor: PageCursor) -> PageInfo) {
    self.info = info
  }

  func load(_ cursor: PageCursor) async throws -> Page<Int> {
    await requests.increment()
    let number = number(cursor)
    return Page(items: [number], info: info(number, cursor))
  }

  static func url(_ page: Int) -> URL {
    URL(string: "https://api.example.com/items?per_page=1&page=\(page)")!
  }

  static func url(after name: String) -> URL {
    URL(string: "https://api.example.com/items?after=\(name)")!
  }
}

/// What a consumer of a page stream saw: the first item of each page, and
/// the error that ended it, if any.
struct Drained {
  var pages: [Int] = []
  var error: (any Error)?

  static func drain(_ stream: PageStream<Page<Int>>, taking limit: Int = .max) async -> Drained {
    var drained = Drained()
    do {
      for try await page in stream {
        drained.pages += page.items.prefix(1)
        if drained.pages.count >= limit { break }
      }
    } catch {
      drained.error = error
    }
    return drained
  }
}

/// The ways a hostile server's next pages loop, each with what a consumer
/// should see: the pages before the loop, and the link named in the error.
enum HostileLoop: String, CaseIterable, Sendable {
  /// Next links 1 → 2 → 3 → 1.
  case backToTheFirstPage
  /// Page 2's next link is page 2.
  case toItself
  /// Next links 1 → 2 → 3 → 2.
  case alternatingPageNumbers
  /// Cursors without page numbers: first → a → b → a.
  case alternatingCursors
  /// A list of 5 numbered pages whose page 3 names page 2 next, inside the
  /// plan of pages loading concurrently.
  case backInsideAPlan

  var list: HostileList {
    switch self {
    case .backToTheFirstPage:
      return HostileList { number, cursor in .linked(next: HostileList.url(number < 3 ? number + 1 : 1), current: cursor) }
    case .toItself:
      return HostileList { number, cursor in .linked(next: HostileList.url(number < 2 ? number + 1 : 2), current: cursor) }
    case .alternatingPageNumbers:
      return HostileList { number, cursor in .linked(next: HostileList.url(number < 3 ? number + 1 : 2), current: cursor) }
    case .alternatingCursors:
      var list = HostileList { number, _ in
        PageInfo(next: .url(HostileList.url(after: number == 2 ? "b" : "a")))
      }
      list.number = { cursor in
        switch cursor {
        case .url(HostileList.url(after: "a")): 2
        case .url(HostileList.url(after: "b")): 3
        default: 1
        }
      }
      return list
    case .backInsideAPlan:
      return HostileList { number, _ in
        PageInfo(number: number, totalPages: 5, totalCount: 5, next: .number(number == 3 ? 2 : number + 1))
      }
    }
  }

  /// The pages emitted before the error.
  var pagesBefore: [Int] { self == .toItself ? [1, 2] : [1, 2, 3] }

  /// The link the error names.
  var loopingLink: PageCursor {
    switch self {
    case .backToTheFirstPage: .url(HostileList.url(1))
    case .toItself, .alternatingPageNumbers: .url(HostileList.url(2))
    case .alternatingCursors: .url(HostileList.url(after: "a"))
    case .backInsideAPlan: .number(2)
    }
  }
}
