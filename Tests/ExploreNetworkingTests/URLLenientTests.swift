import ExploreNetworking
import Foundation
import Testing

@Suite struct URLLenientTests {
  @Test(arguments: [
    ("https://rickandmortyapi.com/api/character?page=2&name=rick sanchez",
     "https://rickandmortyapi.com/api/character?page=2&name=rick%20sanchez"),
    ("https://api.github.com/search/users?q=location%3ABerlin", "https://api.github.com/search/users?q=location%3ABerlin"),
    ("https://example.com/a?q=100%", "https://example.com/a?q=100%25"),
    ("https://example.com/Sánchez?x=\"y\"", "https://example.com/S%C3%A1nchez?x=%22y%22"),
    ("  https://example.com/a  ", "https://example.com/a"),
  ])
  func encodesOnlyWhatTheAPILeftRaw(_ input: String, _ expected: String) {
    #expect(URL(lenient: input)?.absoluteString == expected)
  }

  @Test func rejectsEmptyText() {
    #expect(URL(lenient: "") == nil)
    #expect(URL(lenient: "   ") == nil)
  }
}
