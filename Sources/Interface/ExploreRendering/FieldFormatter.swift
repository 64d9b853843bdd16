package import ExploreCore
import ExploreTerminal
package import Foundation

/// Turns field values into the text each output shows.
///
/// Three styles, one per place a value appears:
/// - ``row(_:now:)`` for a list row on a terminal: short (`1.2k`, `3 days ago`,
///   `github.blog` without the scheme);
/// - ``detail(_:now:)`` for the detail layout: complete (`1,234`,
///   `Jan 2011, 15 years ago`);
/// - ``plain(_:)`` for piped rows: exact and machine-readable (`1234`,
///   `2011-01-25T18:44:36Z`), as `gh` prints when piped.
///
/// Dates use the Gregorian calendar in UTC and English month names, so output
/// never depends on the machine's locale or time zone.
package enum FieldFormatter {
  /// A value as a list row shows it: compact integers, relative dates, "—"
  /// for `.none`.
  package static func row(_ value: FieldValue, now: Date) -> String {
    switch value {
    case .integer(let number): compact(number)
    case .date(let date): relative(date, now: now)
    case .url(let url): withoutScheme(url)
    default: common(value)
    }
  }

  /// A value as the detail layout shows it: grouped integers, a month and
  /// year with the relative time, "—" for `.none`.
  package static func detail(_ value: FieldValue, now: Date) -> String {
    switch value {
    case .integer(let number): grouped(number)
    case .date(let date): "\(monthAndYear(date)), \(relative(date, now: now))"
    default: common(value)
    }
  }

  /// A value as piped output shows it: exact, with no decoration; "" for
  /// `.none`.
  package static func plain(_ value: FieldValue) -> String {
    switch value {
    case .integer(let number): String(number)
    case .date(let date): ISO8601Timestamp.string(from: date)
    case .list(let values): values.joined(separator: ",")
    case .bool(let flag): flag ? "true" : "false"
    case .none: ""
    default: common(value)
    }
  }

  private static func common(_ value: FieldValue) -> String {
    switch value {
    case .text(let text): text
    case .integer(let number): String(number)
    case .number(let number): decimal(number)
    case .bool(let flag): flag ? "yes" : "no"
    case .date(let date): ISO8601Timestamp.string(from: date)
    case .url(let url): url.absoluteString
    case .list(let values): values.isEmpty ? "—" : values.joined(separator: ", ")
    case .none: "—"
    }
  }

  /// A web address as a row shows it, without `https://`: `github.blog/x`.
  package static func withoutScheme(_ url: URL) -> String {
    let text = url.absoluteString
    if text.hasPrefix("https://") { return String(text.dropFirst(8)) }
    if text.hasPrefix("http://") { return String(text.dropFirst(7)) }
    return text
  }

  /// `1234` as `1,234`.
  package static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }

  /// `1234` as `1.2k`, `2350000` as `2.3M`: one decimal below 100 of a unit,
  /// none above. Digits are cut, not rounded, so a count is never overstated
  /// (`999,999` is `999k`, not `1000k`).
  package static func compact(_ number: Int) -> String {
    let magnitude = number.magnitude
    guard let (unit, suffix) = compactUnits.first(where: { magnitude >= $0.0 }) else { return String(number) }
    let whole = magnitude / unit
    let tenth = whole >= 100 ? 0 : (magnitude % unit) / (unit / 10)
    var text = ShortASCII()
    if number < 0 { text.append(UInt8(ascii: "-")) }
    text.append(whole)
    if tenth != 0 {
      text.append(UInt8(ascii: "."))
      text.append(tenth)
    }
    text.append(suffix)
    return text.string
  }

  private static let compactUnits: [(UInt, UInt8)] = [
    (1_000_000_000, UInt8(ascii: "B")), (1_000_000, UInt8(ascii: "M")), (1_000, UInt8(ascii: "k")),
  ]

  /// A number with at most two decimals and no trailing zeros: `4.5`, `3`.
  package static func decimal(_ number: Double) -> String {
    guard number.isFinite else { return number.isNaN ? "—" : (number < 0 ? "-∞" : "∞") }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    // NB: hundredths by arithmetic, rounded half to even as `%.2f` rounds
    // them. Near half a hundredth the binary value decides: an exact
    // product (`residual` is 0) is rounded right here, and anything else
    // goes to `String(format:)` (slow on Linux: 1 µs), which rounds the exact
    // value.
    let hundredths = number * 100
    let residual = (-hundredths).addingProduct(number, 100)
    let rounded = hundredths.rounded(.toNearestOrEven)
    let nearHalf = abs(abs(hundredths - rounded) - 0.5) <= 1e-6
    if abs(hundredths) < 1e12, !nearHalf || residual == 0 {
      let whole = Int(rounded.magnitude) / 100
      let fraction = Int(rounded.magnitude) % 100
      var text = ShortASCII()
      if number < 0 { text.append(UInt8(ascii: "-")) }
      text.append(UInt(whole))
      if fraction != 0 {
        text.append(UInt8(ascii: "."))
        if fraction % 10 == 0 {
          text.append(UInt(fraction / 10))
        } else {
          if fraction < 10 { text.append(UInt8(ascii: "0")) }
          text.append(UInt(fraction))
        }
      }
      return text.string
    }
    var text = String(format: "%.2f", number)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// How long ago (or how far ahead) `date` is: "just now", "5 minutes ago",
  /// "3 days ago", "in 2 hours", "15 years ago".
  package static func relative(_ date: Date, now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date).rounded(.towardZero))
    let magnitude = abs(seconds)
    let amount: (Int, StaticString)
    switch magnitude {
    case ..<60: return "just now"
    case ..<3_600: amount = (magnitude / 60, "minute")
    case ..<86_400: amount = (magnitude / 3_600, "hour")
    case ..<(30 * 86_400): amount = (magnitude / 86_400, "day")
    case ..<(365 * 86_400): amount = (magnitude / (30 * 86_400), "month")
    default: amount = (magnitude / (365 * 86_400), "year")
    }
    var text = ShortASCII()
    if seconds < 0 { text.append("in ") }
    text.append(UInt(amount.0))
    text.append(UInt8(ascii: " "))
    text.append(amount.1)
    if amount.0 != 1 { text.append(UInt8(ascii: "s")) }
    if seconds >= 0 { text.append(" ago") }
    return text.string
  }

  /// `Jan 2011`, in UTC.
  package static func monthAndYear(_ date: Date) -> String {
    let (year, month) = yearAndMonth(daysSince1970: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    return "\(monthNames[month - 1]) \(year)"
  }

  /// The proleptic Gregorian year and month (1–12) of a day counted from
  /// 1970-01-01.
  static func yearAndMonth(daysSince1970 days: Int) -> (year: Int, month: Int) {
    let date = ISO8601Timestamp.civilDate(daysSince1970: days)
    return (date.year, date.month)
  }

  private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
