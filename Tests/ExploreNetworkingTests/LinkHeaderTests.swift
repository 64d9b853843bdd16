import ExploreCore
import ExploreNetworking
import Foundation
import Testing

@Suite struct LinkHeaderTests {
  @Test func readsGitHubPagingLinks() throws {
    let header = LinkHeader(
      #"<https://api.github.com/user/583231/followers?per_page=100&page=2>; rel="next", <https://api.github.com/user/583231/followers?per_page=100&page=24>; rel="last", <https://api.github.com/user/583231/followers?per_page=100&page=1>; rel="first", <https://api.github.com/user/583231/followers?per_page=100&page=1>; rel="prev""#)
    #expect(header.next?.absoluteString == "https://api.github.com/user/583231/followers?per_page=100&page=2")
    #expect(header.last?.absoluteString == "https://api.github.com/user/583231/followers?per_page=100&page=24")
    #expect(header.first?.absoluteString == "https://api.github.com/user/583231/followers?per_page=100&page=1")
    #expect(header.prev?.absoluteString == "https://api.github.com/user/583231/followers?per_page=100&page=1")
    #expect(header.links.count == 4)
  }

  @Test func keepsCommasAndSemicolonsInsideTheURL() {
    let header = LinkHeader(#"<https://example.com/search?q=a,b;c&page=2>; rel="next", <https://example.com/x;y,z?page=9>; rel=last"#)
    #expect(header.next?.absoluteString == "https://example.com/search?q=a,b;c&page=2")
    #expect(header.last?.absoluteString == "https://example.com/x;y,z?page=9")
  }

  @Test func readsSeveralRelationsInOneParameter() {
    let header = LinkHeader(#"<https://example.com/items?page=5>; rel="next last""#)
    #expect(header.next?.absoluteString == "https://example.com/items?page=5")
    #expect(header.last?.absoluteString == "https://example.com/items?page=5")
    #expect(header.first == nil)
    #expect(header.links.first?.relations == ["next", "last"])
  }

  @Test func readsUnquotedAndOddlySpacedValues() {
    let header = LinkHeader(" <https://example.com/a?page=3> ;REL = Next ; title=\"a, b; c\" ,<https://example.com/a?page=1>;rel=\"first\"")
    #expect(header.next?.absoluteString == "https://example.com/a?page=3")
    #expect(header["NEXT"]?.absoluteString == "https://example.com/a?page=3")
    #expect(header.first?.absoluteString == "https://example.com/a?page=1")
    #expect(header.links.first?.parameters["title"] == "a, b; c")
  }

  @Test func readsOtherRelationsThroughTheSubscript() {
    let header = LinkHeader(#"<https://example.com/docs>; rel="help", <https://example.com/p2>; rel="next""#)
    #expect(header["help"]?.absoluteString == "https://example.com/docs")
    #expect(header["missing"] == nil)
  }

  @Test func followsTheURLExactlyAsGivenAndEncodesRawSpaces() {
    let header = LinkHeader(#"<https://rickandmortyapi.com/api/character?page=2&name=rick sanchez>; rel="next""#)
    #expect(header.next?.absoluteString == "https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez")
    let escaped = LinkHeader(#"<https://api.github.com/search/users?q=location%3ABerlin&page=2>; rel="next""#)
    #expect(escaped.next?.absoluteString == "https://api.github.com/search/users?q=location%3ABerlin&page=2")
  }

  @Test func resolvesRelativeTargetsAgainstTheResponseURL() throws {
    let url = try #require(URL(string: "https://api.github.com/users/octocat/followers"))
    let response = HTTPResponse(status: 200, headers: ["Link": #"</user/583231/followers?page=2>; rel="next""#], url: url)
    #expect(response.linkHeader?.next?.absoluteString == "https://api.github.com/user/583231/followers?page=2")
    #expect(HTTPResponse(status: 200, url: url).linkHeader == nil)
  }

  @Test(arguments: ["", "garbage", "<unterminated; rel=next", "; rel=next", ",,,"])
  func toleratesMalformedHeaders(_ value: String) {
    let header = LinkHeader(value)
    #expect(header.next == nil)
  }

  @Test func keepsTheFirstLinkForARepeatedRelation() {
    let header = LinkHeader(#"<https://example.com/1>; rel="next", <https://example.com/2>; rel="next""#)
    #expect(header.next?.absoluteString == "https://example.com/1")
    #expect(header.links.count == 2)
  }
}
