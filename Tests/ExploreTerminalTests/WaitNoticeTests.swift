import ExploreCore
@testable import ExploreTerminal
import Foundation
import Synchronization
import Testing

/// The notice of a long wait: nothing for a quick request, the host, the
/// seconds and the retries after the delay, erased when the request ends,
/// and nothing at all once stopped.
@Suite struct WaitNoticeTests {
  final class Recorder: Sendable {
    let written = Mutex<[String]>([])
    func write(_ text: String) { written.withLock { $0.append(text) } }
    var all: [String] { written.withLock { $0 } }
  }

  static let url = URL(string: "http://127.0.0.1:8080/users/midsize")!

  /// Waits, at most 5 s, until `condition` holds.
  static func eventually(_ what: String, _ condition: () -> Bool) async throws {
    for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    #expect(condition(), "\(what)")
  }

  @Test func theTextSaysTheHostTheSecondsAndTheRetry() {
    #expect(WaitNotice.text(host: "api.github.com", waited: .milliseconds(4_900), retry: (2, 4)) == "waiting for api.github.com · 4 s · retry 2 of 4")
    #expect(WaitNotice.text(host: "api.github.com", waited: .seconds(1), retry: nil) == "waiting for api.github.com · 1 s")
    #expect(WaitNotice.host(of: Self.url) == "127.0.0.1:8080")
    #expect(WaitNotice.host(of: URL(string: "https://api.github.com/users")!) == "api.github.com")
  }

  @Test func aQuickRequestSaysNothing() async throws {
    let recorder = Recorder()
    let notice = WaitNotice(width: 80, delay: .seconds(5), interval: .milliseconds(10)) { recorder.write($0) }
    let request = notice.observe(Self.url)
    try await Task.sleep(for: .milliseconds(100))
    request.ended()
    try await Task.sleep(for: .milliseconds(100))
    #expect(recorder.all.isEmpty)
  }

  @Test func aLongWaitIsSaidWithItsRetryAndErasedWhenItEnds() async throws {
    let recorder = Recorder()
    let notice = WaitNotice(width: 80, delay: .milliseconds(50), interval: .milliseconds(10)) { recorder.write($0) }
    let request = notice.observe(Self.url)
    // NB: "0 s" on a quiet machine; a busy one may draw it later.
    try await Self.eventually("the notice") { recorder.all.last?.hasPrefix("\rwaiting for 127.0.0.1:8080 · ") == true }
    #expect(recorder.all.allSatisfy { $0.hasSuffix(" s\u{1B}[K") && !$0.contains("retry") })
    request.retrying(2, of: 4)
    try await Self.eventually("the retry: \(recorder.all.suffix(3))") { recorder.all.last?.hasSuffix(" s · retry 2 of 4\u{1B}[K") == true }
    request.ended()
    // NB: erased before `ended()` returns, so before the caller prints.
    #expect(recorder.all.last == "\r\u{1B}[K")
    let count = recorder.all.count
    try await Task.sleep(for: .milliseconds(100))
    #expect(recorder.all.count == count, "nothing after the end")
  }

  @Test func theOldestOfSeveralRequestsIsSaidAndTheLineGoesWithTheLast() async throws {
    let recorder = Recorder()
    let notice = WaitNotice(width: 80, delay: .milliseconds(50), interval: .milliseconds(10)) { recorder.write($0) }
    let first = notice.observe(URL(string: "https://one.example/a")!)
    let second = notice.observe(URL(string: "https://two.example/b")!)
    try await Self.eventually("the first host") { recorder.all.last?.contains("waiting for one.example") == true }
    first.ended()
    #expect(recorder.all.last != "\r\u{1B}[K", "another request still waits")
    try await Self.eventually("the second host") { recorder.all.last?.contains("waiting for two.example") == true }
    second.ended()
    #expect(recorder.all.last == "\r\u{1B}[K")
  }

  @Test func eraseMakesRoomAndStopEndsItForGood() async throws {
    let recorder = Recorder()
    let notice = WaitNotice(width: 80, delay: .milliseconds(20), interval: .milliseconds(10)) { recorder.write($0) }
    let request = notice.observe(Self.url)
    try await Self.eventually("the notice") { recorder.all.last?.hasPrefix("\rwaiting for") == true }
    notice.erase()
    #expect(recorder.all.last == "\r\u{1B}[K")
    try await Self.eventually("drawn again") { recorder.all.last?.hasPrefix("\rwaiting for") == true }
    notice.stop()
    #expect(recorder.all.last == "\r\u{1B}[K")
    let count = recorder.all.count
    _ = notice.observe(Self.url)
    try await Task.sleep(for: .milliseconds(100))
    request.ended()
    #expect(recorder.all.count == count, "nothing once stopped")
  }

  /// The browser's notice hands the text over, and `nil` when it goes.
  @Test func aNoticeWithoutALineHandsItsTextOver() async throws {
    let shown = Mutex<[String?]>([])
    let notice = WaitNotice(delay: .milliseconds(20), interval: .milliseconds(10)) { text in shown.withLock { $0.append(text) } }
    let request = notice.observe(Self.url)
    try await Self.eventually("the text") { shown.withLock { $0.last??.hasPrefix("waiting for 127.0.0.1:8080 · ") == true } }
    request.ended()
    #expect(shown.withLock { $0.last } == .some(nil))
  }

  @Test func theLineIsCutToTheWidth() async throws {
    let recorder = Recorder()
    let notice = WaitNotice(width: 20, delay: .milliseconds(20), interval: .milliseconds(10)) { recorder.write($0) }
    let request = notice.observe(Self.url)
    try await Self.eventually("the notice") { recorder.all.last == "\rwaiting for 127.0.…\u{1B}[K" }
    request.ended()
  }
}
