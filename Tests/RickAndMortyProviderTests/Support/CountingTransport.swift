import ExploreCore
import Foundation

/// Passes requests to another transport and records their URLs.
struct CountingTransport: HTTPTransport {
  let upstream: any HTTPTransport
  let log = RequestLog()

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    await log.begin(request.url.absoluteString)
    do {
      let response = try await upstream.send(request)
      await log.end()
      return response
    } catch {
      await log.end()
      throw error
    }
  }
}
