import ExploreCore
import ExploreTestSupport
import Foundation

/// The shared ``StubTransport`` answering Rick and Morty paths (relative to
/// ``StubTransport/rickAndMortyBase``) with JSON text.
extension StubTransport {
  /// What the stub answers: a status and a JSON text body.
  struct Answer: Sendable {
    var status: Int
    var json: String
  }

  static let rickAndMortyBase = URL(string: "https://rickandmortyapi.com/api")!

  /// A stub answering `path`s (relative to ``rickAndMortyBase``) from
  /// `answer`; a path it has no answer for throws ``UnexpectedRequest``.
  static func answeringPaths(_ answer: @escaping @Sendable (_ path: String) -> Answer?) -> StubTransport {
    StubTransport { request in
      let path = relativePath(of: request.url)
      guard let answer = answer(path) else { throw UnexpectedRequest(request: path) }
      return HTTPResponse(
        status: answer.status,
        headers: ["content-type": "application/json; charset=utf-8"],
        body: Data(answer.json.utf8),
        url: request.url
      )
    }
  }

  /// A stub answering exactly the paths in `answers`.
  static func answering(_ answers: [String: Answer]) -> StubTransport {
    answeringPaths { answers[$0] }
  }

  /// The paths requested so far (relative to ``rickAndMortyBase``), in order.
  var paths: [String] { requests.map { Self.relativePath(of: $0.url) } }

  private static func relativePath(of url: URL) -> String {
    String(url.absoluteString.dropFirst(rickAndMortyBase.absoluteString.count))
  }
}

extension StubTransport.Answer {
  static func ok(_ json: String) -> Self { Self(status: 200, json: json) }
  static let nothingHere = Self(status: 404, json: #"{"error":"There is nothing here"}"#)
  static func notFound(_ kind: String) -> Self { Self(status: 404, json: #"{"error":"\#(kind) not found"}"#) }
}
