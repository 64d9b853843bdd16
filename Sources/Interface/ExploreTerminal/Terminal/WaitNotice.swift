package import ExploreCore
package import Foundation

/// Says on standard error what a command waits for, once a request has
/// been out for a second: `waiting for api.github.com · 4 s · retry 2 of 4`,
/// rewritten in place as the seconds pass, and erased when the request
/// ends, before its answer is printed.
///
/// ```swift
/// let notice = WaitNotice(width: 80) { FileHandle.standardError.write(Data($0.utf8)) }
/// configuration.observeRequest = { notice.observe($0) }
/// // before anything else is written to standard error:
/// notice.erase()
/// // before the first output, after which it says nothing more:
/// notice.stop()
/// ```
///
/// Several requests at once are said by the oldest of them. Make one only
/// when both standard output and standard error are a terminal (as `gh`
/// shows its spinner): a pipe never gets it. The interactive browser makes
/// one that hands the text to its status line instead
/// (``init(delay:interval:show:)``).
///
/// Safe from any thread: the requests and the line are kept under one
/// lock, so that a line is never drawn after the request it names ended.
// NB: `@unchecked Sendable` because the mutable state is guarded by `lock`,
// as in ``ProgressLine``.
package final class WaitNotice: @unchecked Sendable {
  /// Shows the text, or erases it (`nil`).
  private let show: @Sendable (String?) -> Void
  private let delay: Duration
  private let interval: Duration
  private let lock = NSLock()
  private var waits: [Wait] = []
  private var shown: String?
  private var isStopped = false
  private var ticker: Task<Void, Never>?

  /// A notice on a line of its own on standard error.
  ///
  /// - Parameters:
  ///   - width: The terminal's width; a longer line is cut with `…`.
  ///   - delay: How long a request is out before the notice shows.
  ///   - interval: How often the line is brought up to date.
  ///   - write: Writes raw text to standard error.
  package convenience init(
    width: Int, delay: Duration = .seconds(1), interval: Duration = .milliseconds(250), write: @escaping @Sendable (String) -> Void
  ) {
    self.init(delay: delay, interval: interval) { text in
      guard let text else { return write("\r\u{1B}[K") }
      write("\r" + DisplayWidth.truncate(text, to: max(width - 1, 1)) + "\u{1B}[K")
    }
  }

  /// A notice that hands its text to `show`, and `nil` when it is to go.
  ///
  /// - Parameters:
  ///   - delay: How long a request is out before the notice shows.
  ///   - interval: How often the text is brought up to date.
  ///   - show: Shows the text (one line, already cleaned of control
  ///     characters), or erases it; called with the notice's lock held, so
  ///     it must not call the notice back.
  package init(delay: Duration = .seconds(1), interval: Duration = .milliseconds(250), show: @escaping @Sendable (String?) -> Void) {
    self.delay = delay
    self.interval = interval
    self.show = show
  }

  /// Follows a request to `url` from now until it ends.
  package func observe(_ url: URL) -> any RequestObserver {
    let wait = Wait(notice: self, host: Self.host(of: url))
    lock.withLock {
      waits.append(wait)
      // NB: starting a task is no call out; the lock is held only for that.
      if ticker == nil, !isStopped { ticker = Task { [weak self] in await self?.tick() } }
    }
    return wait
  }

  /// Erases the line, if it shows, so that other text can be written on
  /// standard error; it shows again at the next update if still waiting.
  package func erase() {
    lock.withLock { clearLine() }
  }

  /// Erases the line for good: output has started, and the notice would
  /// be in its way.
  package func stop() {
    let task = lock.withLock {
      isStopped = true
      clearLine()
      defer { ticker = nil }
      return ticker
    }
    task?.cancel()
  }

  /// "api.github.com", or "127.0.0.1:8080" with a port.
  static func host(of url: URL) -> String {
    let host = url.host ?? url.absoluteString
    return url.port.map { "\(host):\($0)" } ?? host
  }

  /// "waiting for api.github.com · 4 s · retry 2 of 4".
  static func text(host: String, waited: Duration, retry: (Int, Int)?) -> String {
    var text = "waiting for \(host) · \(waited.components.seconds) s"
    if let (retry, maximum) = retry { text += " · retry \(retry) of \(maximum)" }
    return text
  }

  private func tick() async {
    while !Task.isCancelled {
      do { try await Task.sleep(for: interval) } catch { return }
      guard update() else { return }
    }
  }

  /// Draws the line for the oldest request once it has waited ``delay``;
  /// `false` when nothing waits any more.
  private func update() -> Bool {
    lock.withLock {
      guard !isStopped, let oldest = waits.first else {
        ticker = nil
        return false
      }
      let waited = ContinuousClock.now - oldest.started
      guard waited >= delay else { return true }
      let line = TerminalText.line(Self.text(host: oldest.host, waited: waited, retry: oldest.retry))
      if line != shown {
        shown = line
        show(line)
      }
      return true
    }
  }

  /// Under the lock.
  private func clearLine() {
    guard shown != nil else { return }
    shown = nil
    show(nil)
  }

  fileprivate func retrying(_ wait: Wait, _ retry: Int, of maximum: Int) {
    lock.withLock { wait.retry = (retry, maximum) }
  }

  fileprivate func ended(_ wait: Wait) {
    let task: Task<Void, Never>? = lock.withLock {
      waits.removeAll { $0 === wait }
      guard waits.isEmpty else { return nil }
      // NB: before the caller gets its answer and prints it.
      clearLine()
      defer { ticker = nil }
      return ticker
    }
    task?.cancel()
  }

  /// One request being followed.
  fileprivate final class Wait: RequestObserver, @unchecked Sendable {
    let host: String
    let started = ContinuousClock.now
    /// Guarded by the notice's lock.
    var retry: (Int, Int)?
    private weak var notice: WaitNotice?

    init(notice: WaitNotice, host: String) {
      self.notice = notice
      self.host = host
    }

    func retrying(_ retry: Int, of maximum: Int) {
      notice?.retrying(self, retry, of: maximum)
    }

    func ended() {
      notice?.ended(self)
    }
  }
}
