import ExploreURLSessionInterface
import Foundation

/// The URLSession of one ``HTTPClient`` (and its copies), made in the
/// URLSession library at the client's first exchange, so that a client
/// that sends nothing loads nothing; the session is invalidated when the
/// last copy goes.
final class ClientSession: @unchecked Sendable {
  // NB: @unchecked Sendable because `session` is read and written only while
  // holding `lock`; the one call made under it creates the session, which
  // calls nothing back.
  private let lock = NSLock()
  private var session: URLSessionInterface.Session?
  /// The longest pause between two bytes of a response.
  let idleTimeout: Duration

  init(idleTimeout: Duration) {
    self.idleTimeout = idleTimeout
  }

  /// The session's exchange, the session made on the first call.
  ///
  /// - Throws: ``URLSessionLibraryError`` when the library cannot be loaded.
  func exchange() throws -> URLSessionInterface.Exchange {
    try made().exchange
  }

  /// How many of the session's tasks have not completed yet: 0 before the
  /// first exchange. For tests that check nothing is left running.
  var pendingCount: Int {
    lock.withLock { session }?.pendingCount() ?? 0
  }

  private func made() throws -> URLSessionInterface.Session {
    try lock.withLock {
      if let session { return session }
      let made = try URLSessionLoader.makeSession.get()(idleTimeout.inSeconds)
      session = made
      return made
    }
  }
}
