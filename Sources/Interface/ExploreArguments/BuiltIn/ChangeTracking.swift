package import ExploreCore
package import Foundation

/// Wording for `--changes`, from the descriptors alone.
package enum ChangeTracking {
  /// Why `--changes` was refused, naming the lists that track changes.
  package static func notTrackableReason(_ provider: ProviderDescriptor) -> String {
    let trackable = provider.resources.filter { $0.isTrackable && $0.kind == .list }.map { "'\($0.name)'" }
    guard !trackable.isEmpty else { return "no \(provider.name) list tracks changes" }
    let list = trackable.count == 1 ? trackable[0] : trackable.dropLast().joined(separator: ", ") + " and " + trackable.last!
    return "only \(list) track changes"
  }

  /// The section titles without counts: the descriptor's, or the generic
  /// "New <resource>" and "No longer in <resource>".
  package static func titles(for resource: ResourceDescriptor) -> ChangeTitles {
    resource.changeTitles ?? ChangeTitles(added: "New \(resource.name)", removed: "No longer in \(resource.name)")
  }

  /// "Nov 20, 14:02" (with the year when it is not this year's), in the
  /// local time zone.
  package static func timestamp(_ date: Date, now: Date, timeZone: TimeZone = .current) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: now)
    formatter.dateFormat = sameYear ? "MMM d, HH:mm" : "MMM d yyyy, HH:mm"
    return formatter.string(from: date)
  }
}
