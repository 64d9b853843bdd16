import ExploreCore
@testable import ExploreHTTPCache
import Foundation
import Testing

/// When a stored response may answer without asking the server: `max-age`,
/// `Expires` less `Date`, `immutable`, and the response's age (RFC 9111 §4.2).
@Suite struct HTTPCacheFreshnessTests {
  static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
  static let url = URL(string: "https://avatars.githubusercontent.com/u/1?v=4&s=140")!

  static func entry(_ headers: [String: String]) -> HTTPCache.Entry {
    HTTPCache.Entry(url: url, response: HTTPResponse(status: 200, headers: HTTPHeaders(headers), url: url), storedAt: storedAt)
  }

  /// An HTTP date `offset` seconds from when the entry was stored.
  static func date(_ offset: TimeInterval) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: storedAt.addingTimeInterval(offset))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var headers: [String: String]
    /// Seconds after storing, and whether the entry is fresh then.
    var checks: [(TimeInterval, Bool)]
    var testDescription: String { headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ") }
  }

  static let cases: [Case] = [
    // GitHub's avatars.
    Case(headers: ["cache-control": "max-age=300"], checks: [(0, true), (299, true), (300, false)]),
    Case(headers: ["cache-control": "public, max-age=\"60\", immutable"], checks: [(59, true), (60, false)]),
    Case(headers: ["cache-control": "private, max-age=60", "age": "50"], checks: [(9, true), (10, false)]),
    // A copy that waited in a shared cache: its Date is older than when it arrived.
    Case(headers: ["cache-control": "max-age=60", "date": date(-40)], checks: [(19, true), (20, false)]),
    Case(headers: ["expires": date(120), "date": date(0)], checks: [(119, true), (120, false)]),
    Case(headers: ["expires": "0"], checks: [(0, false)]),
    Case(headers: ["expires": date(120), "cache-control": "max-age=10"], checks: [(10, false)]),
    Case(headers: ["cache-control": "immutable"], checks: [(86_400 * 300, true), (HTTPCache.Entry.immutableLifetime, false)]),
    Case(headers: ["cache-control": "max-age=300, no-cache"], checks: [(0, false)]),
    Case(headers: ["cache-control": "no-store"], checks: [(0, false)]),
    Case(headers: ["cache-control": "max-age=0"], checks: [(0, false)]),
    Case(headers: ["cache-control": "max-age=soon"], checks: [(0, false)]),
    Case(headers: ["etag": "\"abc\""], checks: [(0, false)]),
    // A server's number, bounded: more digits than an Int holds is 2³¹ s.
    Case(headers: ["cache-control": "max-age=99999999999999999999999"], checks: [(86_400 * 365 * 60, true), (Double(1 << 31), false)]),
  ]

  @Test(arguments: cases) func freshnessFollowsTheHeaders(_ example: Case) {
    let entry = Self.entry(example.headers)
    for (offset, fresh) in example.checks {
      #expect(entry.isFresh(at: Self.storedAt.addingTimeInterval(offset)) == fresh, "\(offset) s after storing")
    }
  }

  @Test func aClockSetBackCountsNoTimeStored() {
    let entry = Self.entry(["cache-control": "max-age=60", "age": "30"])
    #expect(entry.age(at: Self.storedAt.addingTimeInterval(-3_600)) == 30)
    #expect(entry.isFresh(at: Self.storedAt.addingTimeInterval(-3_600)))
  }

  @Test func directivesAreReadWhateverTheirCaseAndSpacing() {
    let directives = CacheControl(" Public ,MAX-AGE=300 , Immutable,no-transform")
    #expect(directives.maxAge == 300)
    #expect(directives.isImmutable)
    #expect(!directives.noCache && !directives.noStore)
    #expect(CacheControl(nil) == CacheControl(""))
    #expect(CacheControl("max-age=-5").maxAge == nil)
  }
}
