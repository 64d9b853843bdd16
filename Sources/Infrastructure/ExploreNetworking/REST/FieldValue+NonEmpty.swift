public import ExploreCore
import Foundation

extension FieldValue {
  /// `.text(text)`, or ``none`` when `text` is absent or blank: the value
  /// of a display field that a tolerant model may lack.
  ///
  /// ```swift
  /// ItemField(key: "bio", label: "Bio", value: .nonEmpty(profile.bio))
  /// ```
  public static func nonEmpty(_ text: String?) -> FieldValue {
    guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return .none }
    return .text(text)
  }
}
