import ExploreCore
@testable import ExploreLiveLists
import Foundation
import Testing

/// `--watch` and `-i` decode a page once per answer: ``PageKeeper`` keeps
/// each page that one answer with an `ETag` made, and ``RefreshTransport``
/// cuts short a later load whose answer has that tag, so the provider never
/// decodes its body again.
@Suite struct PageKeeperTests {
  /// A server whose page carries the tag it is told, answered from the
  /// cache as a 304 would be once it was seen.
  final class TaggedPage: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var tag = "\"v1\""
    private var seen: Set<String> = []

    func retag(_ tag: String) {
      lock.withLock { self.tag = tag }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      let (current, origin) = lock.withLock { () -> (String, HTTPResponse.Origin) in
        (tag, seen.insert(tag).inserted ? .network : .revalidatedCache)
      }
      var headers = HTTPHeaders()
      headers["etag"] = current
      return HTTPResponse(status: 200, headers: headers, body: Data("[\(current)]".utf8), url: request.url, origin: origin)
    }
  }

  /// A provider's load: one request through `transport`, then a decode it counts.
  final class Decoder: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var decodes = 0
    let transport: RefreshTransport
    /// Whether the provider wraps what the transport throws in an error of its own.
    let wraps: Bool

    struct Wrapped: Error {}

    init(transport: RefreshTransport, wraps: Bool = false) {
      self.transport = transport
      self.wraps = wraps
    }

    func load(_ cursor: PageCursor) async throws -> ResourcePage {
      let response: HTTPResponse
      do {
        response = try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1/items")!))
      } catch {
        throw wraps ? Wrapped() : error
      }
      lock.withLock { decodes += 1 }
      let item = Item(id: String(decoding: response.body, as: UTF8.self), kind: "item", title: "one")
      return .list(id: "items", title: "Items", items: [item], paging: .single)
    }
  }

  @Test(arguments: [false, true])
  func anUnchangedAnswerIsNotDecodedAgain(providerWrapsErrors: Bool) async throws {
    let server = TaggedPage()
    let decoder = Decoder(transport: RefreshTransport(upstream: server, now: { Date() }), wraps: providerWrapsErrors)
    let keeper = PageKeeper()

    keeper.startRound()
    let first = try await keeper.load(.first, with: decoder.load)
    keeper.endRound()
    keeper.startRound()
    let second = try await keeper.load(.first, with: decoder.load)
    keeper.endRound()
    #expect(second == first, "the kept page, whatever the provider threw on its way up")
    #expect(decoder.decodes == 1)
    let costs = keeper.takeCosts()
    #expect(costs.pagesDecoded == 1 && costs.pagesKept == 1, "\(costs)")
    #expect(decoder.transport.takeCosts().notModified == 1)

    server.retag("\"v2\"")
    let changed = try await keeper.load(.first, with: decoder.load)
    #expect(changed != first && decoder.decodes == 2, "a new tag is a new page")
  }

  @Test func aPageTheLastRoundDidNotLoadIsForgotten() async throws {
    let server = TaggedPage()
    let decoder = Decoder(transport: RefreshTransport(upstream: server, now: { Date() }))
    let keeper = PageKeeper()
    _ = try await keeper.load(.first, with: decoder.load)
    keeper.startRound()
    keeper.endRound()
    _ = try await keeper.load(.first, with: decoder.load)
    #expect(decoder.decodes == 2, "a list that got shorter keeps no page it no longer has")
  }

  @Test func aLoadOutsideTheKeeperIsNeverCutShort() async throws {
    let server = TaggedPage()
    let decoder = Decoder(transport: RefreshTransport(upstream: server, now: { Date() }))
    _ = try await decoder.load(.first)
    _ = try await decoder.load(.first)
    #expect(decoder.decodes == 2)
  }
}
