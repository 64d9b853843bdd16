import ExploreCore
import Foundation
import Testing

@Suite struct PageInfoStylesTests {
  @Test(arguments: [
    (page: 1, totalPages: 3, next: PageCursor?.some(.number(2))),
    (page: 2, totalPages: 3, next: .number(3)),
    (page: 3, totalPages: 3, next: nil),
    (page: 1, totalPages: 1, next: nil),
    (page: 1, totalPages: 0, next: nil),
  ])
  func numberedWithTotal(page: Int, totalPages: Int, next: PageCursor?) {
    let info = PageInfo.numbered(page: page, totalPages: totalPages, totalCount: 51)
    #expect(info.number == page)
    #expect(info.totalPages == totalPages)
    #expect(info.totalCount == 51)
    #expect(info.next == next)
    #expect(info.hasMore == (next != nil))
  }

  @Test(arguments: [
    (page: 1, itemCount: 100, hasMore: true, totalPages: Int?.none),
    (page: 3, itemCount: 99, hasMore: false, totalPages: 3),
    (page: 4, itemCount: 0, hasMore: false, totalPages: 4),
  ])
  func numberedShortPageEnds(page: Int, itemCount: Int, hasMore: Bool, totalPages: Int?) {
    let info = PageInfo.numbered(page: page, itemCount: itemCount, pageSize: 100)
    #expect(info.number == page)
    #expect(info.hasMore == hasMore)
    #expect(info.next == (hasMore ? .number(page + 1) : nil))
    #expect(info.totalPages == totalPages)
  }

  @Test func linkedTakesTheTotalFromTheLastLink() throws {
    let next = try #require(URL(string: "https://api.github.com/user/583231/followers?per_page=100&page=2"))
    let last = try #require(URL(string: "https://api.github.com/user/583231/followers?per_page=100&page=24"))
    let info = PageInfo.linked(next: next, last: last)
    #expect(info.number == 1)
    #expect(info.totalPages == 24)
    #expect(info.next == .url(next))
    #expect(info.hasMore)
  }

  @Test func linkedLastPageKnowsItsNumberFromTheCurrentCursor() throws {
    let current = try #require(URL(string: "https://api.github.com/user/583231/followers?per_page=100&page=24"))
    let info = PageInfo.linked(next: nil, last: nil, current: .url(current))
    #expect(info.number == 24)
    #expect(info.totalPages == 24)
    #expect(!info.hasMore)
  }

  @Test func linkedBodyNextWithoutPageNumbers() throws {
    let next = try #require(URL(string: "https://example.com/items?after=abc"))
    let info = PageInfo.linked(next: next)
    #expect(info.number == nil)
    #expect(info.totalPages == nil)
    #expect(info.hasMore)
  }

  @Test func cursorWithPageNumberKeepsTheRestOfTheURL() throws {
    let url = try #require(URL(string: "https://api.github.com/search/users?q=tom%20smith&per_page=100&page=2"))
    let cursor = try #require(PageCursor.url(url).withPageNumber(7))
    #expect(cursor == .url(try #require(URL(string: "https://api.github.com/search/users?q=tom%20smith&per_page=100&page=7"))))
    #expect(PageCursor.number(2).withPageNumber(5) == .number(5))
    #expect(PageCursor.url(try #require(URL(string: "https://example.com/items?after=abc"))).withPageNumber(3) == nil)
  }
}
