import ExploreCore
import ExploreNetworking
import Foundation
import Testing

@Suite struct PageDecoderTests {
  @Test(arguments: [
    (1, 45, PageInfo(number: 1, totalPages: 3, totalCount: 45, next: .number(2))),
    (3, 45, PageInfo(number: 3, totalPages: 3, totalCount: 45, next: nil)),
    (1, 0, PageInfo(number: 1, totalPages: 0, totalCount: 0, next: nil)),
  ])
  func pageNumbersWithATotal(page: Int, total: Int, expected: PageInfo) {
    #expect(PageDecoder.pageNumbers(page: page, pageSize: 20, itemCount: 20, totalCount: total) == expected)
  }

  @Test func pageNumbersWithoutATotalEndOnAShortPage() {
    #expect(PageDecoder.pageNumbers(page: 2, pageSize: 20, itemCount: 20, totalCount: nil).next == .number(3))
    #expect(PageDecoder.pageNumbers(page: 2, pageSize: 20, itemCount: 7, totalCount: nil) == PageInfo(number: 2, totalPages: 2, next: nil))
  }

  @Test func linkHeadersNameTheNextAndLastPages() throws {
    let url = try #require(URL(string: "https://api.github.com/user/1/followers"))
    let headers: HTTPHeaders = ["Link": #"<https://api.github.com/user/1/followers?page=2>; rel="next", <https://api.github.com/user/1/followers?page=5>; rel="last""#]
    let info = PageDecoder.linkHeader(of: HTTPResponse(status: 200, headers: headers, url: url), at: .first)
    #expect(info.number == 1)
    #expect(info.totalPages == 5)
    #expect(info.next == .url(try #require(URL(string: "https://api.github.com/user/1/followers?page=2"))))
    let last = PageDecoder.linkHeader(of: HTTPResponse(status: 200, url: url), at: .number(5))
    #expect(last == PageInfo(number: 5, totalPages: 5, next: nil))
  }

  @Test func aNextURLInTheBodyIsKeptEvenUnencodedAndNamesItsPage() throws {
    let info = PageDecoder.nextURL("https://rickandmortyapi.com/api/character?page=3&name=rick sanchez", page: 2, totalCount: 45, totalPages: 3)
    let next = try #require(URL(string: "https://rickandmortyapi.com/api/character?page=3&name=rick%20sanchez"))
    #expect(info == PageInfo(number: 2, totalPages: 3, totalCount: 45, next: .url(next)))
    #expect(info.next?.pageNumber == 3)
    #expect(PageDecoder.nextURL(nil, page: 3, totalCount: 45, totalPages: 3).next == nil)
    #expect(PageDecoder.nextURL("https://x.invalid/items?cursor=abc", page: 1).next == .url(URL(string: "https://x.invalid/items?cursor=abc")!))
  }

  /// A link back to this page or an earlier one stays what it is, so that
  /// the paging guards name it; it never becomes the page after this one.
  @Test(arguments: [1, 2, 0, -3, Int.max, Int.min])
  func aNextURLThatPointsBackOrFarStaysItsOwnPage(number: Int) {
    let info = PageDecoder.nextURL("https://rickandmortyapi.com/api/episode?page=\(number)", page: 2, totalCount: 60, totalPages: 3)
    #expect(info.next?.pageNumber == number)
    #expect(info.next?.description == "https://rickandmortyapi.com/api/episode?page=\(number)")
  }

  @Test(arguments: [Int.max, Int.max - 1, -1, Int.min])
  func countsFromTheServerNeverOverflow(count: Int) {
    let numbered = PageDecoder.pageNumbers(page: 1, pageSize: 20, itemCount: 20, totalCount: count)
    let offsets = PageDecoder.offsetLimit(offset: Int.max, limit: 1, itemCount: 1, totalCount: count)
    let body = PageDecoder.nextURL(nil, page: 1, totalCount: count, totalPages: count)
    if count < 0 {
      #expect(numbered == PageInfo(number: 1, totalPages: nil, totalCount: nil, next: .number(2)))
      #expect(body == PageInfo(number: 1))
      #expect(offsets.totalCount == nil)
    } else {
      #expect(numbered.totalPages == count / 20 + 1)
      #expect(numbered.next == .number(2))
      #expect(body.totalPages == count)
      #expect(offsets.next == nil)
    }
    #expect(offsets.number == Int.max)
  }

  @Test func aPageNumberTooLargeForAnOffsetGivesTheLargestOffset() {
    #expect(PageDecoder.offset(of: .number(Int.max), limit: 100) == Int.max)
    #expect(PageDecoder.offset(of: .number(Int.min), limit: 100) == 0)
    #expect(PageDecoder.pageNumbers(page: Int.max, pageSize: 20, itemCount: 20, totalCount: nil).next == nil)
  }

  @Test func offsetAndLimit() {
    #expect(PageDecoder.offset(of: .first, limit: 25) == 0)
    #expect(PageDecoder.offset(of: .number(3), limit: 25) == 50)
    #expect(PageDecoder.offsetLimit(offset: 50, limit: 25, itemCount: 25, totalCount: 80) == PageInfo(number: 3, totalPages: 4, totalCount: 80, next: .number(4)))
    #expect(PageDecoder.offsetLimit(offset: 75, limit: 25, itemCount: 5, totalCount: 80).next == nil)
    #expect(PageDecoder.offsetLimit(offset: 0, limit: 25, itemCount: 25, totalCount: nil).next == .number(2))
  }

  @Test func aCappedListNamesNoPagePastTheCap() {
    // 2,500 matches, 1,000 reachable in pages of 100: page 10 is the last, and says the rest were cut.
    let middle = PageDecoder.capped(
      PageInfo(number: 4, next: .number(5)), resultCap: 1_000, pageSize: 100, itemCount: 100, totalCount: 2_500, pagesByNumber: false
    )
    #expect(middle.page == PageInfo(number: 4, totalPages: 10, next: .number(5)))
    #expect(!middle.isCut)
    let last = PageDecoder.capped(
      PageInfo(number: 10, next: .number(11)), resultCap: 1_000, pageSize: 100, itemCount: 100, totalCount: 2_500, pagesByNumber: false
    )
    #expect(last.page == PageInfo(number: 10, totalPages: 10, next: nil))
    #expect(last.isCut)
  }

  @Test func aCappedListWithoutLinksPagesByNumberUpToItsMatches() {
    let withoutLinks = PageDecoder.capped(
      PageInfo(number: 1), resultCap: 1_000, pageSize: 100, itemCount: 100, totalCount: 250, pagesByNumber: true
    )
    #expect(withoutLinks.page == PageInfo(number: 1, totalPages: 3, next: .number(2)))
    let lastOfThree = PageDecoder.capped(
      PageInfo(number: 3), resultCap: 1_000, pageSize: 100, itemCount: 50, totalCount: 250, pagesByNumber: true
    )
    #expect(lastOfThree.page.next == nil)
    #expect(!lastOfThree.isCut)
    let hostile = PageDecoder.capped(
      PageInfo(number: 1), resultCap: 1_000, pageSize: 100, itemCount: 100, totalCount: -5, pagesByNumber: true
    )
    #expect(hostile.page == PageInfo(number: 1), "a negative count is no count")
  }
}
