#if os(Linux)
import ExploreURLSessionInterface
import Foundation

/// The numbers of libcurl's options, informations and result codes that
/// ``CurlTransfer`` uses, as `include/curl/curl.h` declares them (part of
/// libcurl's stable ABI; explore builds without its headers).
enum CurlCode {
  // MARK: Options (CURLOPT_*): a long from 0, a pointer from 10,000, a
  // function from 20,000, a curl_off_t from 30,000.
  static let writeData: Int32 = 10_001
  static let url: Int32 = 10_002
  static let errorBuffer: Int32 = 10_010
  static let writeFunction: Int32 = 20_011
  static let lowSpeedLimit: Int32 = 19
  static let lowSpeedTime: Int32 = 20
  static let httpHeader: Int32 = 10_023
  static let headerData: Int32 = 10_029
  static let customRequest: Int32 = 10_036
  static let noProgress: Int32 = 43
  static let noBody: Int32 = 44
  static let post: Int32 = 47
  static let followLocation: Int32 = 52
  static let caInfo: Int32 = 10_065
  static let headerFunction: Int32 = 20_079
  static let httpGet: Int32 = 80
  static let noSignal: Int32 = 99
  static let acceptEncoding: Int32 = 10_102
  static let postFieldSizeLarge: Int32 = 30_120
  static let timeoutMilliseconds: Int32 = 155
  static let connectTimeoutMilliseconds: Int32 = 156
  static let httpContentDecoding: Int32 = 158
  static let copyPostFields: Int32 = 10_165
  /// A bit mask (`CURLPROTO_HTTP | CURLPROTO_HTTPS` is 3); deprecated in
  /// 7.85.0 for ``protocolsText``, which older versions lack.
  static let protocols: Int32 = 181
  static let redirectProtocols: Int32 = 182
  static let protocolsText: Int32 = 10_318
  static let redirectProtocolsText: Int32 = 10_319

  // MARK: Informations (CURLINFO_*)
  static let osErrno: Int32 = 0x200000 + 25
  /// The bytes of the request sent so far.
  static let requestSize: Int32 = 0x200000 + 12
  /// The default CA bundle (7.84.0 and later).
  static let caInfoDefault: Int32 = 0x100000 + 61

  // MARK: Results (CURLcode)
  static let ok: Int32 = 0
  static let unsupportedProtocol: Int32 = 1
  static let urlMalformed: Int32 = 3
  static let couldNotResolveProxy: Int32 = 5
  static let couldNotResolveHost: Int32 = 6
  static let couldNotConnect: Int32 = 7
  static let weirdServerReply: Int32 = 8
  static let http2: Int32 = 16
  static let partialFile: Int32 = 18
  static let outOfMemory: Int32 = 27
  static let operationTimedOut: Int32 = 28
  static let sslConnectError: Int32 = 35
  static let tooManyRedirects: Int32 = 47
  static let gotNothing: Int32 = 52
  static let sendError: Int32 = 55
  static let receiveError: Int32 = 56
  static let peerFailedVerification: Int32 = 60
  static let badContentEncoding: Int32 = 61
  static let caCertificateBadFile: Int32 = 77
  static let http2Stream: Int32 = 92
  /// `CURLE_TOO_LARGE` (8.6.0 and later): a header over libcurl's limits, among others.
  static let tooLarge: Int32 = 100

  /// The size of `CURLOPT_ERRORBUFFER`'s buffer (`CURL_ERROR_SIZE`).
  static let errorBufferSize = 256

  /// The `NSURLErrorDomain` code a failed transfer stands for, as
  /// FoundationNetworking reports it, so that the client reads both alike
  /// (a refused connection is -1004), and TLS failures as such.
  ///
  /// NB: what the server sent wrong is told apart from a network that
  /// failed: a body that ends before its `Content-Length` (the server closed
  /// the connection cleanly: partial file), a malformed chunked encoding
  /// (a receive error that names the chunks), an answer that is not HTTP,
  /// a body not in its encoding, are `NSURLErrorCannotParseResponse`; a
  /// reset connection stays a lost one.
  static func urlErrorCode(for result: Int32, osErrno: Int32, message: String = "") -> Int {
    switch result {
    case couldNotConnect where osErrno == ETIMEDOUT: NSURLErrorTimedOut
    case couldNotConnect: NSURLErrorCannotConnectToHost
    case unsupportedProtocol: NSURLErrorUnsupportedURL
    case urlMalformed: NSURLErrorBadURL
    case couldNotResolveHost, couldNotResolveProxy: NSURLErrorCannotFindHost
    case partialFile, weirdServerReply: NSURLErrorCannotParseResponse
    case receiveError where message.lowercased().contains("chunk"): NSURLErrorCannotParseResponse
    case sendError, receiveError, http2, http2Stream: NSURLErrorNetworkConnectionLost
    case gotNothing: NSURLErrorBadServerResponse
    case operationTimedOut: NSURLErrorTimedOut
    case sslConnectError, caCertificateBadFile: NSURLErrorSecureConnectionFailed
    case peerFailedVerification: NSURLErrorServerCertificateUntrusted
    case badContentEncoding: NSURLErrorCannotDecodeContentData
    case tooManyRedirects: NSURLErrorHTTPTooManyRedirects
    default: NSURLErrorUnknown
    }
  }
}
#endif
