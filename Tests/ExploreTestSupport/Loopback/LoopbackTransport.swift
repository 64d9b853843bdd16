public import ExploreCore
public import Foundation

/// An ``HTTPTransport`` that answers from a ``LoopbackResponder`` in this
/// process, with no socket: the same routes, fixtures and faults as the
/// loopback server, for tests that do not need a real connection.
///
/// ```swift
/// let service = LoopbackService(mounts: [zoo.mount], fixtures: nil)
/// let transport = LoopbackTransport(service)
/// let response = try await transport.send(HTTPRequest(url: transport.baseURL(for: "zoo").appendingPathComponent("animals")))
/// ```
///
/// A `closeMidBody` fault throws `URLError(.networkConnectionLost)`, as a socket would.
public struct LoopbackTransport: HTTPTransport {
  /// What answers.
  public let responder: any LoopbackResponder
  /// The origin requests are addressed to: `http://127.0.0.1:1` unless given.
  public let origin: URL

  public init(_ responder: any LoopbackResponder, origin: URL = URL(string: "http://127.0.0.1:1")!) {
    self.responder = responder
    self.origin = origin
  }

  /// `<origin>/<mount>`.
  public func baseURL(for mount: String) -> URL {
    origin.appendingPathComponent(mount)
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var sent = request.headers
    let url = request.credential?.authorizing(request.url, headers: &sent) ?? request.url
    let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    let headers = sent.lowercasedDictionary
    let loopbackRequest = LoopbackRequest(
      method: request.method.rawValue, path: components?.percentEncodedPath ?? "/",
      query: components?.percentEncodedQuery ?? "", headers: headers, body: request.body ?? Data())
    let response = responder.respond(to: loopbackRequest, origin: origin)
    // NB: as libcurl reports them: a reset connection is lost, a clean close
    // before the announced length or a broken chunk is the server's answer.
    if response.resetsConnection { throw URLError(.networkConnectionLost) }
    if response.closesMidBody || response.hasMalformedChunks {
      throw NSError(
        domain: NSURLErrorDomain, code: NSURLErrorCannotParseResponse,
        userInfo: [NSLocalizedDescriptionKey: response.hasMalformedChunks ? "Malformed encoding found in chunked-encoding" : "transfer closed with outstanding read data remaining"])
    }
    if response.isSilent {
      // NB: a silent server answers nothing; only cancelling the task ends the wait.
      while true { try await Task.sleep(for: .seconds(3600)) }
    }
    var fields = HTTPHeaders()
    for header in response.headers { fields[header.name] = header.value }
    return HTTPResponse(status: response.status, headers: fields, body: response.statusForbidsBody ? Data() : response.body, url: request.url)
  }
}
