import ExploreTerminal
import ExploreTestSupport
import Foundation
import Testing

/// The hand-written ISO 8601 formatter against Foundation's, which it
/// replaces for speed and must match byte for byte.
@Suite struct ISO8601TimestampTests {
  static let foundation = Date.ISO8601FormatStyle()

  @Test(arguments: [
    0.0,  // the epoch
    -1, 1, 86_399, 86_400, -86_400, -86_401,
    951_782_400,  // 2000-02-29, a leap day in a century leap year
    -2_203_891_200,  // 1900-03-01, after the 28th February of a century non-leap year
    -2_203_977_600,  // 1900-02-28
    68_256_000,  // 1972-02-29
    -11_676_096_000,  // 1600-01-01, the first second written by hand
    -11_676_096_001,  // one second before: Foundation's
    253_402_300_799,  // 9999-12-31T23:59:59Z, the last
    253_402_300_800,  // 10000-01-01: Foundation's
    -62_135_596_800,  // 0001-01-01 proleptic, which Foundation writes in the Julian calendar
    1_795_132_800,  // 2026-11-21
    4_102_444_800,  // 2100-01-01
    0.5, -0.5, 59.999_999_99, 1_295_981_076.25,  // fractions: Foundation's
  ])
  func matchesFoundation(seconds: Double) {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(ISO8601Timestamp.string(from: date) == date.formatted(Self.foundation), "\(seconds)")
  }

  @Test func matchesFoundationOnRandomDates() {
    var random = SeededRandom(seed: 14)
    for _ in 0..<20_000 {
      // NB: from before 1600 to after 9999, so both sides of each limit.
      let seconds = Double(Int64.random(in: -13_000_000_000...260_000_000_000, using: &random))
      let date = Date(timeIntervalSince1970: seconds)
      #expect(ISO8601Timestamp.string(from: date) == date.formatted(Self.foundation), "\(seconds)")
    }
  }

  @Test func matchesFoundationAroundEveryNewYearAndLeapDay() {
    // The last and first second of every year from 1598 to 2402, and the
    // 28th and 29th of February and 1st of March.
    var failures: [Double] = []
    for year in 1_598...2_402 {
      guard let newYear = DateComponents(calendar: Self.gregorian, year: year).date else { continue }
      let start = newYear.timeIntervalSince1970
      var probes = [start - 1, start, start + 58 * 86_400, start + 59 * 86_400, start + 60 * 86_400]
      probes += [start + 59 * 86_400 - 1]
      for seconds in probes {
        let date = Date(timeIntervalSince1970: seconds)
        if ISO8601Timestamp.string(from: date) != date.formatted(Self.foundation) { failures.append(seconds) }
      }
    }
    #expect(failures.isEmpty, "differs from Foundation at \(failures.prefix(5))")
  }

  static let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}
