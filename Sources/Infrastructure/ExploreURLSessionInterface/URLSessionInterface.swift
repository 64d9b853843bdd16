public import Foundation

/// What crosses between explore and its URLSession library
/// (`ExploreURLSession`): plain standard-library and Foundation values
/// only, so that the library, loaded with `dlopen` on Linux, and the
/// binary that loads it share no type of their own.
///
/// NB: the binary links Foundation but not FoundationNetworking, whose
/// libcurl and TLS libraries take longer to load than `explore --version`
/// takes to run; the library links both, and is loaded at the first
/// request. Errors cross as `NSError` (a Foundation class) or
/// `CancellationError`, never as a type either side declares.
public enum URLSessionInterface {
  /// One request: its method, URL, header fields in order, and body.
  public typealias Request = (method: String, url: URL, headers: [(name: String, value: String)], body: Data?)
  /// The bounds of one exchange: the seconds it has for the whole response,
  /// the most bytes of body it accepts, and whether a body is expected
  /// (not for `HEAD`).
  public typealias Limits = (timeout: Double, maximumBytes: Int, expectsBody: Bool)
  /// A whole response: its status, its URL, its header fields (names
  /// lowercased) and its body.
  public typealias Response = (status: Int, url: URL?, headers: [String: String], body: Data)
  /// One exchange on a session: never follows a redirect (a 3xx is the
  /// response), and throws at once when its task is cancelled.
  ///
  /// - Throws: `CancellationError`; an `NSError` in ``errorDomain`` with
  ///   an ``Interruption`` code (and, for ``Interruption/headersTooLarge``,
  ///   the bound that was passed as its description); an `NSError` in
  ///   `NSURLErrorDomain` for a failed connection.
  public typealias Exchange = @Sendable (Request, Limits) async throws -> Response
  /// A session: its exchange, and the number of its tasks that have not
  /// completed yet (for tests that check nothing is left running).
  public typealias Session = (exchange: Exchange, pendingCount: @Sendable () -> Int)
  /// Makes a session whose transfers may pause at most `idleTimeout`
  /// seconds between two bytes.
  public typealias MakeSession = @Sendable (_ idleTimeout: Double) -> Session

  /// The library's file name, looked for beside the binary and in
  /// `../lib/explore` from it.
  public static let libraryFileName = "libExploreURLSession.so"
  /// The C symbol that stores the library's ``MakeSession`` at the address
  /// it is given; its version changes with any change to these types.
  public static let entryPoint = "explore_url_session_make_v2"
  /// The `NSError` domain of an exchange cut short by its own bounds.
  public static let errorDomain = "ExploreURLSession"

  /// Why an exchange was cut short by its own bounds: thrown inside the
  /// library, and the code of an `NSError` in ``errorDomain`` across.
  public enum Interruption: Int, Error, Sendable {
    /// The body is larger than ``Limits`` allows.
    case tooLarge = 1
    /// No whole response within the exchange's time.
    case deadline = 2
    /// The response's header fields are more or larger than
    /// ``ResponseHead`` reads, or than libcurl reads (a line over 100 KB);
    /// the `NSError`'s description says which.
    case headersTooLarge = 3
  }

  /// The number a `Content-Length` value states: `Int.max` for a number too
  /// large for `Int`, `nil` when absent or not a number.
  public static func contentLength(_ value: String?) -> Int? {
    guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text) ?? .max
  }
}
