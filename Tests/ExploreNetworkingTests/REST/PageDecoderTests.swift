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

  @Test func aNextURLInTheBodyBecomesAPageNumberEvenUnencoded() {
    let info = PageDecoder.nextURL("https://rickandmortyapi.com/api/character?page=3&name=rick sanchez", page: 2, totalCount: 45, totalPages: 3)
    #expect(info == PageInfo(number: 2, totalPages: 3, totalCount: 45, next: .number(3)))
    #expect(PageDecoder.nextURL(nil, page: 3, totalCount: 45, totalPages: 3).next == nil)
    #expect(PageDecoder.nextURL("https://x.invalid/items?cursor=abc", page: 1).next == .url(URL(string: "https://x.invalid/items?cursor=abc")!))
  }

  @Test func offsetAndLimit() {
    #expect(PageDecoder.offset(of: .first, limit: 25) == 0)
    #expect(PageDecoder.offset(of: .number(3), limit: 25) == 50)
    #expect(PageDecoder.offsetLimit(offset: 50, limit: 25, itemCount: 25, totalCount: 80) == PageInfo(number: 3, totalPages: 4, totalCount: 80, next: .number(4)))
    #expect(PageDecoder.offsetLimit(offset: 75, limit: 25, itemCount: 5, totalCount: 80).next == nil)
    #expect(PageDecoder.offsetLimit(offset: 0, limit: 25, itemCount: 25, totalCount: nil).next == .number(2))
  }
}
