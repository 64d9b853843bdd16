package import Foundation

/// A date as `Date.ISO8601FormatStyle()` writes it by default,
/// `2011-01-25T18:44:36Z` (UTC, whole seconds), computed by arithmetic.
///
/// Foundation's formatter took about 1 µs a date on Linux, a fifth of the
/// time of `--json` for 10,000 rows. This one writes whole seconds from
/// 1600 through 9999 itself, where the proleptic Gregorian calendar and
/// Foundation's agree, and hands every other date to Foundation: dates
/// with a fraction of a second (Foundation rounds them its own way), dates
/// before 1600 (Foundation switches to the Julian calendar before October
/// 1582) and years of five digits.
package enum ISO8601Timestamp {
  /// `date` as `date.formatted(.iso8601)` writes it.
  package static func string(from date: Date) -> String {
    var bytes: (UInt64, UInt64, UInt64) = (0, 0, 0)
    let written = withUnsafeMutableBytes(of: &bytes) { write(date, into: $0) }
    guard written else { return date.formatted(.iso8601) }
    return withUnsafeBytes(of: &bytes) { String(decoding: $0[..<20], as: UTF8.self) }
  }

  /// Appends `date` as `date.formatted(.iso8601)` writes it to `output`.
  package static func append(_ date: Date, to output: inout [UInt8]) {
    var bytes: (UInt64, UInt64, UInt64) = (0, 0, 0)
    let written = withUnsafeMutableBytes(of: &bytes) { write(date, into: $0) }
    if written {
      withUnsafeBytes(of: &bytes) { output.append(contentsOf: $0[..<20]) }
    } else {
      output.append(contentsOf: date.formatted(.iso8601).utf8)
    }
  }

  /// 1600-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds from 1970.
  package static let firstSecond: Double = -11_676_096_000
  package static let endSecond: Double = 253_402_300_800

  /// Writes the 20 bytes of `date` into `buffer` (at least 20 bytes), or
  /// returns `false` when the date is one this type leaves to Foundation.
  private static func write(_ date: Date, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
    let interval = date.timeIntervalSince1970
    guard interval >= firstSecond, interval < endSecond, interval == interval.rounded(.down) else { return false }
    let seconds = Int(interval)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilDate(daysSince1970: days)
    func put(_ value: Int, at offset: Int, digits: Int) {
      var value = value
      for index in stride(from: offset + digits - 1, through: offset, by: -1) {
        buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
        value /= 10
      }
    }
    put(year, at: 0, digits: 4)
    buffer[4] = UInt8(ascii: "-")
    put(month, at: 5, digits: 2)
    buffer[7] = UInt8(ascii: "-")
    put(day, at: 8, digits: 2)
    buffer[10] = UInt8(ascii: "T")
    put(secondOfDay / 3_600, at: 11, digits: 2)
    buffer[13] = UInt8(ascii: ":")
    put(secondOfDay / 60 % 60, at: 14, digits: 2)
    buffer[16] = UInt8(ascii: ":")
    put(secondOfDay % 60, at: 17, digits: 2)
    buffer[19] = UInt8(ascii: "Z")
    return true
  }

  /// The proleptic Gregorian year, month (1–12) and day (1–31) of a day
  /// counted from 1970-01-01, by Howard Hinnant's `civil_from_days`.
  // NB: Arithmetic instead of `Calendar.dateComponents`, which cost more on
  // Linux than the rest of the detail layout, and never depends on a locale.
  package static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
