import ExploreCore
import Foundation

/// An in-process transport that answers from a closure and records every
/// request, with the most requests it saw in flight at once.
struct StubTransport: HTTPTransport {
  /// What the stub answers: a status and a JSON text body.
  struct Answer: Sendable {
    var status: Int
    var json: String
  }

  /// A request no answer was given for.
  struct UnexpectedRequest: Error, CustomStringConvertible {
    var path: String
    var description: String { "the stub has no answer for \(path)" }
  }

  static let base = URL(string: "https://rickandmortyapi.com/api")!

  let log = RequestLog()
  let answer: @Sendable (_ path: String) -> Answer?

  /// A stub answering `path`s (relative to ``base``) from `answer`.
  init(_ answer: @escaping @Sendable (_ path: String) -> Answer?) {
    self.answer = answer
  }

  /// A stub answering exactly the paths in `answers`.
  init(answers: [String: Answer]) {
    self.init { answers[$0] }
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let path = String(request.url.absoluteString.dropFirst(Self.base.absoluteString.count))
    await log.begin(path)
    // NB: yielding lets other requests of a concurrent batch start, so the
    // in-flight count shows whether the provider bounds its concurrency.
    for _ in 0..<5 { await Task.yield() }
    await log.end()
    guard let answer = answer(path) else { throw UnexpectedRequest(path: path) }
    return HTTPResponse(
      status: answer.status,
      headers: ["content-type": "application/json; charset=utf-8"],
      body: Data(answer.json.utf8),
      url: request.url
    )
  }
}

/// The requests a ``StubTransport`` received.
actor RequestLog {
  private(set) var paths: [String] = []
  private(set) var maximumInFlight = 0
  private var inFlight = 0

  func begin(_ path: String) {
    paths.append(path)
    inFlight += 1
    maximumInFlight = max(maximumInFlight, inFlight)
  }

  func end() {
    inFlight -= 1
  }
}

extension StubTransport.Answer {
  static func ok(_ json: String) -> Self { Self(status: 200, json: json) }
  static let nothingHere = Self(status: 404, json: #"{"error":"There is nothing here"}"#)
  static func notFound(_ kind: String) -> Self { Self(status: 404, json: #"{"error":"\#(kind) not found"}"#) }
}
