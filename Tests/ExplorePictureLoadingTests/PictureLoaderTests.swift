import ExploreCore
import ExplorePictureLoading
import ExplorePictures
import ExploreTestSupport
import Foundation
import Testing

@Suite struct PictureLoaderTests {
  /// The fetch timeout of tests that are not about time. NB: the stubs
  /// answer at once, but a full run on 2 cores can keep the cooperative
  /// pool busy past the loader's 15 s, and the picture was then left out
  /// as late (seen twice under load).
  static let patient: Duration = .seconds(600)

  static let portrait = Portrait.png()

  /// A transport that serves the portrait at every address, counting requests.
  static func serving(_ body: [UInt8] = portrait, status: Int = 200) -> StubTransport {
    StubTransport { request in
      HTTPResponse(status: status, headers: ["content-type": "image/jpeg"], body: Data(body), url: request.url)
    }
  }

  @Test func eachAddressIsFetchedOnceAndWithoutACredential() async throws {
    let transport = Self.serving()
    let loader = PictureLoader(transport: transport, timeout: Self.patient)
    let first = URL(string: "https://images.example/1.png")!, second = URL(string: "https://images.example/2.png")!
    let fetched = await loader.bytes(for: [first, first, second])
    #expect(fetched[first] == Self.portrait)
    #expect(fetched[second] == Self.portrait)
    let again = await loader.bytes(for: [second, first])
    #expect(again.count == 2)
    #expect(transport.requests.map(\.url) == [first, second] || transport.requests.map(\.url) == [second, first])
    for request in transport.requests {
      #expect(request.credential == nil)
      #expect(request.headers["authorization"] == nil)
      #expect(request.method == .get)
    }
  }

  struct Failure: Sendable, CustomStringConvertible {
    var name: String
    var transport: @Sendable () -> any HTTPTransport
    var said: String
    var description: String { name }
  }

  struct Unreachable: UserFacingError {
    var description: String { "Could not connect to images.example: the connection was refused." }
  }

  static let failures: [Failure] = [
    Failure(name: "404", transport: { serving(Array("Not Found".utf8), status: 404) }, said: "the server answered HTTP 404"),
    Failure(name: "not a picture", transport: { serving(Array("<html>hello</html>".utf8)) }, said: "not a picture explore can show"),
    Failure(name: "too large", transport: { serving([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 2_000)) }, said: "more than the 1000 a picture may have"),
    Failure(name: "unreachable", transport: { StubTransport { _ in throw Unreachable() } }, said: "the connection was refused"),
    Failure(name: "damaged", transport: { serving(Array(portrait.prefix(60))) }, said: "The PNG picture"),
  ]

  @Test(arguments: failures) func aFailedPictureIsLeftOutWithANote(_ failure: Failure) async throws {
    let notes = Locked<[String]>([])
    let limits = PictureLimits(maxInputBytes: 1_000, maxWidth: 4_096, maxHeight: 4_096, maxDecodedBytes: 1 << 20)
    let loader = PictureLoader(
      transport: failure.transport(), limits: limits, timeout: Self.patient, note: { note in notes.withLock { $0.append(note) } })
    let url = URL(string: "https://images.example/a.jpeg?api_key=hidden")!
    let fetched = await loader.bytes(for: [url])
    if let bytes = fetched[url] {
      // NB: a damaged picture passes the fetch and fails its decode.
      #expect(await loader.decode(bytes, from: url) == nil)
    }
    let said = notes.withLock { $0 }
    #expect(said.count == 1)
    #expect(said.first?.contains(failure.said) == true, "\(said)")
    #expect(said.first?.hasPrefix("picture left out: https://images.example/a.jpeg?api_key=REDACTED") == true, "\(said)")
    // A failure is remembered, not fetched again.
    _ = await loader.bytes(for: [url])
    #expect(notes.withLock { $0.count } == 1)
  }

  @Test func aPictureThatTakesTooLongIsLeftOut() async throws {
    let notes = Locked<[String]>([])
    let slow = SlowTransport()
    let loader = PictureLoader(transport: slow, timeout: .milliseconds(50), note: { note in notes.withLock { $0.append(note) } })
    let url = URL(string: "https://images.example/slow.png")!
    let fetched = await loader.bytes(for: [url])
    #expect(fetched.isEmpty)
    #expect(notes.withLock { $0 } == ["picture left out: https://images.example/slow.png: it did not arrive within 50 ms"])
  }

  @Test func picturesUnderTheDefaultBaseAreFetchedUnderTheConfiguredOne() async throws {
    let transport = Self.serving()
    let loader = PictureLoader(
      transport: transport, timeout: Self.patient, defaultBaseURL: URL(string: "https://rickandmortyapi.com/api")!,
      baseURL: URL(string: "http://127.0.0.1:9/rickmorty")!)
    let declared = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")!
    let elsewhere = URL(string: "https://rickandmortyapi.com/apiary/1.jpeg")!
    let fetched = await loader.bytes(for: [declared, elsewhere])
    #expect(fetched.keys.sorted { $0.absoluteString < $1.absoluteString } == [declared, elsewhere])
    #expect(
      Set(transport.requests.map(\.url.absoluteString))
        == ["http://127.0.0.1:9/rickmorty/character/avatar/1.jpeg", "https://rickandmortyapi.com/apiary/1.jpeg"])
  }

  @Test func theKeptBytesAreBoundedOldestFirst() async throws {
    let transport = Self.serving()
    let loader = PictureLoader(transport: transport, timeout: Self.patient, keptBytes: Self.portrait.count * 2)
    let urls = (1...3).map { URL(string: "https://images.example/\($0).png")! }
    _ = await loader.bytes(for: urls)
    #expect(transport.requests.count == 3)
    // The first was given up to keep the bytes within two pictures; the last two are still kept.
    _ = await loader.bytes(for: [urls[1], urls[2]])
    #expect(transport.requests.count == 3)
    _ = await loader.bytes(for: [urls[0]])
    #expect(transport.requests.count == 4)
  }
}

/// A transport that answers only after a minute, unless cancelled.
struct SlowTransport: HTTPTransport {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await Task.sleep(for: .seconds(60))
    return HTTPResponse(status: 200, url: request.url)
  }
}
