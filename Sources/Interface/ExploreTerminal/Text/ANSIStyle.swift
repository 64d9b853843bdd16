/// The few terminal styles explore uses, applied only when colour is on.
///
/// Styles are SGR escape sequences that end with a full reset, so a styled
/// span never leaks into the text after it, and ``DisplayWidth`` measures a
/// styled span like its plain text.
package enum ANSIStyle: String, Sendable, CaseIterable {
  case bold = "1"
  case dim = "2"
  case red = "31"
  case green = "32"
  case yellow = "33"
  case cyan = "36"
  case boldCyan = "1;36"
  /// Reverse video: the interactive list's selected row.
  case reverse = "7"

  /// `text` in this style when `enabled`, else `text` unchanged. Empty text
  /// stays empty.
  package func apply(_ text: String, enabled: Bool) -> String {
    guard enabled, !text.isEmpty else { return text }
    return "\u{1B}[\(rawValue)m\(text)\u{1B}[0m"
  }
}
