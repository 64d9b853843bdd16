import ExploreCore
import ExploreNetworking
import Foundation
import Testing

@Suite struct PageItemsTests {
  /// A page's items with a bound of 3, under `results`.
  struct SmallPage: Decodable {
    var results: [Int]

    enum CodingKeys: String, CodingKey { case results }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      results = try PageItems<Int>(from: container.superDecoder(forKey: .results), limit: 3).wrappedValue
    }
  }

  struct Page: Decodable {
    @PageItems var results: [Int]
  }

  @Test(arguments: [0, 1, 3])
  func upToTheLimitEveryItemIsRead(count: Int) throws {
    let body = #"{"results":[\#((0..<count).map(String.init).joined(separator: ","))]}"#
    #expect(try JSONDecoder().decode(SmallPage.self, from: Data(body.utf8)).results == Array(0..<count))
  }

  @Test(arguments: [4, 1_000])
  func pastTheLimitThePageIsRefusedNamingTheLimitAndThePath(count: Int) throws {
    let body = #"{"results":[\#((0..<count).map(String.init).joined(separator: ","))]}"#
    let error = #expect(throws: PageTooLargeError.self) {
      try JSONDecoder().decode(SmallPage.self, from: Data(body.utf8))
    }
    #expect(error == PageTooLargeError(limit: 3, jsonPath: "results"))
    #expect(error?.description.contains("more than 3 items (at `results`)") == true)
  }

  @Test func theWrapperUsesTheSharedLimit() throws {
    let fine = #"{"results":[\#(Array(repeating: "7", count: PagingLimits.maxItemsPerPage).joined(separator: ","))]}"#
    #expect(try JSONDecoder().decode(Page.self, from: Data(fine.utf8)).results.count == PagingLimits.maxItemsPerPage)
    let tooMany = #"{"results":[\#(Array(repeating: "7", count: PagingLimits.maxItemsPerPage + 1).joined(separator: ","))]}"#
    #expect(throws: PageTooLargeError(limit: PagingLimits.maxItemsPerPage, jsonPath: "results")) {
      try JSONDecoder().decode(Page.self, from: Data(tooMany.utf8))
    }
  }

  @Test func aBadItemKeepsItsPath() throws {
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SmallPage.self, from: Data(#"{"results":[1,"two"]}"#.utf8))
    }
    guard case .typeMismatch(_, let context) = error else {
      Issue.record("expected a type mismatch, got \(String(describing: error))")
      return
    }
    #expect(DecodingErrorDescription.path(context.codingPath) == "results[1]")
  }
}
