import ExploreCore
import ExploreRendering
import ExploreTestSupport
import Foundation
import Testing

extension RenderingTests {
  @Suite struct FieldFormatterTests {
    @Test(arguments: [
      (0, "0"), (999, "999"), (1_000, "1k"), (1_234, "1.2k"), (1_999, "1.9k"), (12_345, "12.3k"),
      (99_999, "99.9k"), (100_000, "100k"), (999_999, "999k"), (1_000_000, "1M"), (2_350_000, "2.3M"),
      (1_500_000_000, "1.5B"), (-1_234, "-1.2k"),
    ])
    func compactIntegers(_ number: Int, _ expected: String) {
      #expect(FieldFormatter.compact(number) == expected)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1_234, "1,234"), (1_234_567, "1,234,567"), (-21_480, "-21,480")])
    func groupedIntegers(_ number: Int, _ expected: String) {
      #expect(FieldFormatter.grouped(number) == expected)
    }

    @Test(arguments: [(4.5, "4.5"), (3.0, "3"), (3.14159, "3.14"), (0.05, "0.05"), (0.125, "0.12"), (-0.001, "-0"), (-2.999, "-3")])
    func decimals(_ number: Double, _ expected: String) {
      #expect(FieldFormatter.decimal(number) == expected)
    }

    /// The arithmetic rounding of ``FieldFormatter/decimal(_:)`` against
    /// `%.2f` with its trailing zeros trimmed, on random values of every
    /// magnitude and on the exact halves of a hundredth.
    @Test func decimalsMatchPrintf() {
      func printf(_ number: Double) -> String {
        var text = String(format: "%.2f", number)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
      }
      var random = SeededRandom(seed: 14)
      var values = (0..<5_000).map { _ in
        Double.random(in: -1..<1, using: &random) * pow(10, Double(Int.random(in: -3...13, using: &random)))
      }
      values += (0..<2_000).map { Double($0) / 200 + 0.005 }  // x.xx5: ties in decimal
      values += (0..<1_000).map { Double($0) / 8 }  // exact binary halves and quarters
      for value in values where value != value.rounded() {
        #expect(FieldFormatter.decimal(value) == printf(value), "\(value)")
      }
    }

    @Test func relativeTimes() {
      let now = SampleDocuments.now
      #expect(FieldFormatter.relative(now, now: now) == "just now")
      #expect(FieldFormatter.relative(now.addingTimeInterval(-59), now: now) == "just now")
      #expect(FieldFormatter.relative(now.addingTimeInterval(-60), now: now) == "1 minute ago")
      #expect(FieldFormatter.relative(now.addingTimeInterval(-5 * 3_600), now: now) == "5 hours ago")
      #expect(FieldFormatter.relative(SampleDocuments.ago(days: 3), now: now) == "3 days ago")
      #expect(FieldFormatter.relative(SampleDocuments.ago(days: 45), now: now) == "1 month ago")
      #expect(FieldFormatter.relative(SampleDocuments.ago(days: 800), now: now) == "2 years ago")
      #expect(FieldFormatter.relative(now.addingTimeInterval(2 * 86_400), now: now) == "in 2 days")
    }

    @Test func eachPlaceFormatsValuesItsOwnWay() {
      let now = SampleDocuments.now
      let joined = FieldValue.date(Date(timeIntervalSince1970: 1_295_981_076))  // 2011-01-25T18:44:36Z
      #expect(FieldFormatter.row(joined, now: now) == "15 years ago")
      #expect(FieldFormatter.detail(joined, now: now) == "Jan 2011, 15 years ago")
      #expect(FieldFormatter.plain(joined) == "2011-01-25T18:44:36Z")

      #expect(FieldFormatter.row(.integer(21_480), now: now) == "21.4k")
      #expect(FieldFormatter.detail(.integer(21_480), now: now) == "21,480")
      #expect(FieldFormatter.plain(.integer(21_480)) == "21480")

      #expect(FieldFormatter.row(.none, now: now) == "—")
      #expect(FieldFormatter.detail(.none, now: now) == "—")
      #expect(FieldFormatter.plain(.none) == "")

      #expect(FieldFormatter.detail(.list(["github", "octo-org"]), now: now) == "github, octo-org")
      #expect(FieldFormatter.plain(.list(["github", "octo-org"])) == "github,octo-org")
      #expect(FieldFormatter.detail(.url(URL(string: "https://github.blog")!), now: now) == "https://github.blog")
      #expect(FieldFormatter.row(.url(URL(string: "https://github.blog/changelog")!), now: now) == "github.blog/changelog")
      #expect(FieldFormatter.plain(.url(URL(string: "https://github.blog")!)) == "https://github.blog")
      #expect(FieldFormatter.detail(.bool(true), now: now) == "yes")
      #expect(FieldFormatter.plain(.bool(true)) == "true")
      #expect(FieldFormatter.detail(.number(4.25), now: now) == "4.25")
      #expect(FieldFormatter.detail(.number(3), now: now) == "3")
      #expect(FieldFormatter.detail(.number(0.1 + 0.2), now: now) == "0.3")
    }

    @Test func monthAndYearMatchesTheCalendar() throws {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
      let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
      // Every 13 days from 1900 to 2100, plus the edges of months and leap days.
      var seconds = -2_208_988_800.0
      while seconds < 4_102_444_800 {
        for offset in [0.0, 86_399] {
          let date = Date(timeIntervalSince1970: seconds + offset)
          let parts = calendar.dateComponents([.year, .month], from: date)
          let expected = "\(names[parts.month! - 1]) \(parts.year!)"
          #expect(FieldFormatter.monthAndYear(date) == expected, "\(date)")
        }
        seconds += 13 * 86_400
      }
      #expect(FieldFormatter.monthAndYear(Date(timeIntervalSince1970: 951_782_400)) == "Feb 2000")  // 2000-02-29
      #expect(FieldFormatter.monthAndYear(Date(timeIntervalSince1970: -1)) == "Dec 1969")
    }
  }
}
