package import Foundation

/// Dates as HTTP headers carry them (`Retry-After`, `Date`).
///
/// ```swift
/// HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT")   // 784,111,777 s after 1970
/// HTTPDate.parse("soon")                            // nil
/// ```
package enum HTTPDate {
  /// An HTTP date in its one current form (RFC 9110's IMF-fixdate:
  /// `Sun, 06 Nov 1994 08:49:37 GMT`), else `nil`.
  ///
  /// NB: read by hand: Foundation's `DateFormatter.date(from:)` leaked three
  /// character sets per call on Linux (found by the `response-headers`
  /// fuzz target), and a formatter per header was slow anyway.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func parse(_ text: String) -> Date? {
    let parts = text.split(separator: " ")
    guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","), parts[5] == "GMT",
      let day = Int(parts[1]), parts[1].count == 2, (1...31).contains(day),
      let month = Self.months.firstIndex(of: String(parts[2])),
      let year = Int(parts[3]), parts[3].count == 4, (1970...9999).contains(year)
    else { return nil }
    let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
      let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    let days = daysSince1970(year: year, month: month + 1, day: day)
    return Date(timeIntervalSince1970: TimeInterval(((days * 24 + hour) * 60 + minute) * 60 + second))
  }

  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// The days from 1970-01-01 to a date of the proleptic Gregorian calendar
  /// (the civil-from-days inverse in its usual form).
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
