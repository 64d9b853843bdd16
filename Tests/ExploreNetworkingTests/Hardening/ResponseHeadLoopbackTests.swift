import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import ExploreURLSessionInterface
import Foundation
import Testing

/// A response's header fields are bounded in number and size (issue 34,
/// items 8 and 10): 10,000 of them, a 1 MB line or a `Link` of 10,000 pages
/// are refused at once, as the server's doing, never as "Out of memory"
/// from the network.
@Suite(.serialized) struct ResponseHeadLoopbackTests {
  @Test func tenThousandHeaderFieldsAreRefusedAsTheServersDoing() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let error = try await #require(throws: APIError.self) {
      try await hostile.client().send(HTTPRequest(url: hostile.url("/many-headers/10000")))
    }
    #expect(error.kind == .responseHeadersTooLarge(reason: "more than 1,000 header fields"))
    #expect(!error.isTransient)
    #expect(error.description == """
      The server of 127.0.0.1 answered \(hostile.endpoint("/many-headers/10000")) with response headers larger than explore reads \
      (more than 1,000 header fields). This is the server's answer, not a network failure: explore reads at most 1,000 header fields \
      and 256 KB of them, each line at most 100 KB. Try again later; if it goes on, report it to the API's maintainers.
      """)
    #expect(!error.description.contains("network connection"))
    #expect(try await hostile.server.requestCount() == 1)
  }

  @Test func headerFieldsUpToTheBoundArrive() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let response = try await hostile.client().send(HTTPRequest(url: hostile.url("/many-headers/900")))
    #expect(response.status == 200)
    #expect(response.headers["x-field-0"] == "0")
    #expect(response.headers["X-Field-899"] == "899")
  }

  @Test(arguments: [
    ("/long-header/\(1 << 20)", "a header line longer than libcurl reads (100 KB)"),
    ("/long-link/10000", "a header line longer than libcurl reads (100 KB)"),
    ("/long-header/\(90 * 1024)", nil),
  ])
  func aLongHeaderLineIsRefusedAsTheServersDoing(path: String, reason: String?) async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let client = hostile.client()
    guard let reason else {
      // NB: a long line under libcurl's limit, and under the total, arrives whole.
      let response = try await client.send(HTTPRequest(url: hostile.url(path)))
      #expect(response.headers["x-long"]?.count == 90 * 1024)
      return
    }
    let error = try await #require(throws: APIError.self) { try await client.send(HTTPRequest(url: hostile.url(path))) }
    #expect(error.kind == .responseHeadersTooLarge(reason: reason))
    #expect(error.description.contains("with response headers larger than explore reads (\(reason))"))
    #expect(!error.description.contains("Out of memory"))
  }

  @Test func headersOverTheTotalBoundAreRefused() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    // NB: 700 fields of about 400 bytes: under the count, over 256 KB.
    let error = try await #require(throws: APIError.self) {
      try await hostile.client().send(HTTPRequest(url: hostile.url("/headers?status=200&" + (0..<700).map { "x-\($0)=\(String(repeating: "v", count: 400))" }.joined(separator: "&"))))
    }
    #expect(error.kind == .responseHeadersTooLarge(reason: "more than 256 KB of header fields"))
  }

  @Test func aLinkHeaderOfManyPagesIsReadUpToItsBound() {
    let value = (1...5_000).map { "<https://api.example.com/items?page=\($0)>; rel=\"page\($0)\"" }.joined(separator: ", ")
      + ", <https://api.example.com/items?page=2>; rel=\"next\""
    let links = LinkHeader(value)
    #expect(links.links.count == LinkHeader.maximumLinks)
    #expect(links.next == nil, "a link past the bound is not read")
    #expect(LinkHeader(#"<https://api.example.com/items?page=2>; rel="next""#).next?.absoluteString == "https://api.example.com/items?page=2")
  }
}

/// ``ResponseHead`` reads a response's head line by line, as libcurl hands
/// it over.
@Suite struct ResponseHeadTests {
  func read(_ lines: [String]) -> (ResponseHead, ResponseHead.Progress) {
    var head = ResponseHead()
    var progress = ResponseHead.Progress.more
    for line in lines {
      progress = head.read(Array((line + "\r\n").utf8))
      if progress != .more { break }
    }
    return (head, progress)
  }

  @Test func aHeadIsCompleteAtTheBlankLineAfterAFinalStatus() {
    let (head, progress) = read(["HTTP/1.1 200 OK", "Content-Type: application/json", "ETag:  \"abc\" ", ""])
    #expect(progress == .complete)
    #expect(head.status == 200)
    #expect(head.fields == ["content-type": "application/json", "etag": "\"abc\""])
  }

  @Test func anInterimResponseLeavesNothingBehind() {
    let (head, progress) = read(["HTTP/1.1 100 Continue", "X-Interim: yes", "", "HTTP/2 404", "x-final: yes", ""])
    #expect(progress == .complete)
    #expect(head.status == 404)
    #expect(head.fields == ["x-final": "yes"])
  }

  @Test func repeatedFieldsJoinAndFoldedLinesContinue() {
    let (head, _) = read(["HTTP/1.1 200 OK", "Vary: Accept", "vary: Accept-Encoding", "X-Long: first", "\tsecond", ""])
    #expect(head.fields["vary"] == "Accept, Accept-Encoding")
    #expect(head.fields["x-long"] == "first second")
  }

  @Test func theBoundsAreCountedAndNamed() {
    let many = read(["HTTP/1.1 200 OK"] + (0...ResponseHead.maximumFieldCount).map { "x-\($0): 1" })
    #expect(many.1 == .tooLarge(ResponseHead.tooManyFields))
    #expect(ResponseHead.maximumFieldCount == 1_000 && ResponseHead.tooManyFields.contains("1,000"))
    let large = read(["HTTP/1.1 200 OK"] + (0..<300).map { "x-\($0): " + String(repeating: "v", count: 1_000) })
    #expect(large.1 == .tooLarge(ResponseHead.tooManyBytes))
    #expect(ResponseHead.maximumByteCount == 256 * 1024 && ResponseHead.tooManyBytes.contains("256 KB"))
    #expect(ResponseHead.bounds == "1,000 header fields and 256 KB of them")
    let fine = read(["HTTP/1.1 200 OK"] + (0..<ResponseHead.maximumFieldCount).map { "x-\($0): 1" } + [""])
    #expect(fine.1 == .complete)
  }

  @Test func manyHeaderFieldsBecomeHeadersInLinearTime() {
    // NB: HTTPHeaders(_:) from a response's fields; setting them one by one
    // compared every name with every other (10,000 took seconds).
    var fields: [String: String] = [:]
    for index in 0..<20_000 { fields["x-field-\(index)"] = String(index) }
    let headers = HTTPHeaders(fields)
    #expect(headers.fields.count == 20_000)
    #expect(headers["X-FIELD-19999"] == "19999")
    #expect(HTTPHeaders(["Accept": "a", "accept": "b"]).fields.map(\.value) == ["b"])
  }
}
