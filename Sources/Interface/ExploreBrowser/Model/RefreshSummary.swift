package import Foundation

/// What a level's last refresh did: when it ran and how many rows it
/// added, changed and removed. A refresh that changed nothing leaves the
/// marks of the last one that did.
package struct RefreshSummary: Sendable, Hashable {
  /// When the answer arrived, if the runtime said.
  package var at: Date?
  package var inserted = 0
  package var updated = 0
  package var removed = 0

  package init(at: Date?, marks: [RowPath: RowMark]) {
    self.at = at
    for mark in marks.values {
      switch mark {
      case .inserted: inserted += 1
      case .updated: updated += 1
      case .removed: removed += 1
      }
    }
  }

  /// Whether the refresh changed any row.
  package var changedRows: Bool { inserted + updated + removed > 0 }

  /// "−9 +5 ~2", in the order text `--watch` heads its refreshes, or
  /// "no changes".
  package var counts: String {
    guard changedRows else { return "no changes" }
    var parts: [String] = []
    if removed > 0 { parts.append("−\(removed)") }
    if inserted > 0 { parts.append("+\(inserted)") }
    if updated > 0 { parts.append("~\(updated)") }
    return parts.joined(separator: " ")
  }
}
