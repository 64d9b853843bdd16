package import Foundation

/// Parses ISO 8601 timestamps with or without fractional seconds, and
/// dates alone (`1999-03-30`, as many APIs send a release or birth date),
/// which stand for midnight UTC, the zone the formatters show dates in.
package enum ISO8601Parsing {
  package static func date(from text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = fractional.date(from: text) { return date }
    guard text.utf8.count == 10 else { return nil }
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate, .withDashSeparatorInDate]
    return day.date(from: text)
  }
}
