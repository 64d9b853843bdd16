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
    case NSURLErrorNetworkConnectionLost, NSURLErrorBadServerResponse, NSURLErrorZeroByteResource,
      NSURLErrorCannotDecodeRawData, NSURLErrorCannotDecodeContentData, NSURLErrorCannotParseResponse:
      self = .connectionLost
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateUntrusted,
      NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorServerCertificateNotYetValid,
      NSURLErrorClientCertificateRejected, NSURLErrorClientCertificateRequired:
      self = .secureConnectionFailed
    case NSURLErrorHTTPTooManyRedirects, NSURLErrorRedirectToNonExistentLocation:
      self = .tooManyRedirects
    default:
      // NB: FoundationNetworking reports a body cut short ("transfer closed
      // with N bytes remaining to read", curl's partial file) as code -1
      // (unknown); that is a dropped connection.
      if description.contains("transfer closed") || description.contains("remaining to read") {
        self = .connectionLost
      } else {
        self = .other(description)
      }
    }
  }

  /// Whether retrying could help.
  package var isRetryable: Bool {
    switch self {
    case .notConnected, .cannotFindHost, .cannotConnect, .timedOut, .connectionLost, .deadlineExceeded: true
    case .secureConnectionFailed, .tooManyRedirects, .other: false
    }
  }
}

extension APIError {
  /// The error for a URL-loading failure of a request to `url`, or `nil`
  /// when `error` is not one (such as cancellation).
  package static func transport(_ error: any Error, url: URL, what: String?) -> APIError? {
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else { return nil }
    if nsError.code == NSURLErrorCancelled { return nil }
    // NB: the system's description may quote the URL; it never holds a
    // credential because credentials travel only in headers.
    let reason = TransportFailure(urlErrorCode: nsError.code, description: nsError.localizedDescription)
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
