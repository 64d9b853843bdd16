package import ExploreCore
package import Foundation

extension APIError.TransportFailure {
  /// The failure a URL-loading error stands for, such as -1004 (could not
  /// connect: refused) or -1001 (timed out).
  package init(urlErrorCode code: Int, description: String) {
    switch code {
    case NSURLErrorNotConnectedToInternet, NSURLErrorDataNotAllowed, NSURLErrorInternationalRoamingOff:
      self = .notConnected
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
      self = .cannotFindHost
    case NSURLErrorCannotConnectToHost:
      self = .cannotConnect
    case NSURLErrorTimedOut:
      self = .timedOut
    case NSURLErrorNetworkConnectionLost, NSURLErrorBadServerResponse, NSURLErrorZeroByteResource:
      self = .connectionLost
    case NSURLErrorCannotDecodeRawData, NSURLErrorCannotDecodeContentData, NSURLErrorCannotParseResponse:
      self = .malformedResponse(description)
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateUntrusted,
      NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorServerCertificateNotYetValid,
      NSURLErrorClientCertificateRejected, NSURLErrorClientCertificateRequired:
      self = .secureConnectionFailed
    case NSURLErrorHTTPTooManyRedirects, NSURLErrorRedirectToNonExistentLocation:
      self = .tooManyRedirects
    default:
      // NB: FoundationNetworking reports a body cut short ("transfer closed
      // with N bytes remaining to read", curl's partial file) as code -1
      // (unknown): the server closed the connection before the end of the
      // answer it announced.
      if description.contains("transfer closed") || description.contains("remaining to read") {
        self = .malformedResponse(description)
      } else {
        self = .other(description)
      }
    }
  }

  /// Whether retrying could help.
  package var isRetryable: Bool {
    switch self {
    case .notConnected, .cannotFindHost, .cannotConnect, .timedOut, .connectionLost, .deadlineExceeded, .malformedResponse: true
    case .secureConnectionFailed, .tooManyRedirects, .other: false
    }
  }

  /// The most retries this failure earns, when fewer than the policy's:
  /// a malformed answer is retried once (a server restarting mid-answer
  /// answers again; one that lies about its length lies again), not as
  /// often as a network that may come back.
  package var retryLimit: Int? {
    if case .malformedResponse = self { return 1 }
    return nil
  }
}

extension APIError {
  /// The error for a URL-loading failure of a request to `url`, or `nil`
  /// when `error` is not one (such as cancellation).
  package static func transport(_ error: any Error, url: URL, what: String?, credential: Credential? = nil) -> APIError? {
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else { return nil }
    if nsError.code == NSURLErrorCancelled { return nil }
    // NB: the system's description may quote the URL that was sent, which
    // holds a query credential: it is scrubbed of the secret.
    let description = Redaction.scrub(
      Redaction.scrub(nsError.localizedDescription, secret: credential?.secret), secret: credential?.secret.percentEncodedUnreserved)
    let reason = TransportFailure(urlErrorCode: nsError.code, description: description)
    return APIError(.transport(reason: reason), what: what, url: url)
  }
}

extension APIError {
  /// The transport reason, for log lines.
  var transportReason: TransportFailure {
    if case .transport(let reason) = kind { return reason }
    return .other("unknown")
  }
}
