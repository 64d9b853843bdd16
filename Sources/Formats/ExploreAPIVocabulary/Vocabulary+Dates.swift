package import ExploreOpenAPI
import Foundation

/// What a property's name says of a date: that it is one, and how much
/// it says of the record.
extension Vocabulary {
  /// Which dates a row keeps first: those that say something of the
  /// record (a token's `expiresAt`, a budget's `start`), then when it was
  /// made, then when it was last changed (bookkeeping every record has).
  package static func dateRank(_ name: String) -> Int {
    // NB: Slack writes the date first (`date_create`, `date_delete`).
    var spelled = Substring(normalized(name))
    if spelled.hasPrefix("date"), spelled.count > 4 { spelled = spelled.dropFirst(4) }
    // NB: when a record was deleted is most often never, and when it was
    // checked or synced is bookkeeping: after when it changed. So is when a
    // file's inode changed or was read (`ctimeMs`, `atimeMs`).
    if ["delet", "ctime", "atime"].contains(where: spelled.hasPrefix) { return 3 }
    // NB: so is when part of it was (a repository's `size_updated`).
    if ["checked", "synced", "indexed", "edited", "mtime"].contains(where: spelled.hasPrefix) || spelled.contains("updat") || spelled.contains("modif") {
      return 2
    }
    if spelled.hasPrefix("creat") || spelled.hasPrefix("birth") { return 1 }
    return 0
  }

  /// Where a date comes in a span: its start first, its end last.
  package static func spanRank(_ name: String) -> Int {
    let spelled = normalized(name)
    if ["start", "begin", "from"].contains(where: { spelled.hasPrefix($0) }) { return 0 }
    if ["end", "until", "to", "stop"].contains(where: { spelled.hasPrefix($0) }) { return 2 }
    return 1
  }

  /// Whether a property's name says it holds a date: `published_date`,
  /// `created_at`, `updatedAt`, `modified`, `timestamp`.
  package static func isDateName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return ["date", "_at", "_time", "timestamp"].contains { lower.hasSuffix($0) } || ["At", "Time"].contains { name.hasSuffix($0) }
      || ["created", "updated", "modified", "published"].contains(lower)
  }

  /// Whether a number is a time since 1970 (Unix time), which a row shows
  /// as a date: its format says so (`unixtime`, `timestamp`), or its
  /// description does ("Unix timestamp", "seconds since the epoch"), or its
  /// name names a moment (`created_at`, `createdAt`, `updated`,
  /// `start_time`, Slack's `date_create`, a file's `mtimeMs`). Never a
  /// duration (`response_time`, `runtime`, `timeout`), a day of the month
  /// (`billing_anchor_date`), or a number whose example is too small to be
  /// a time since 1970.
  package static func isTimestamp(_ name: String, _ shape: SchemaShape, in record: SchemaShape? = nil) -> Bool {
    guard ["integer", "number"].contains(shape.type ?? ""), shape.enumValues.isEmpty else { return false }
    if let example = shape.example?.number, example != 0, example < 100_000_000 { return false }
    let spelled = normalized(name)
    let durations = ["duration", "interval", "minutes", "seconds", "hours", "days", "anchor", "offset", "timeout", "ttl", "elapsed"]
    if durations.contains(where: spelled.hasSuffix) || spelled.contains("duration") { return false }
    let format = shape.format.map(normalized) ?? ""
    if ["unixtime", "unixtimestamp", "timestamp", "epoch", "epochseconds", "epochmillis", "datetime", "date"].contains(format) { return true }
    let description = shape.description?.lowercased() ?? ""
    let saysUnixTime = ["unix", "epoch", "since 1970", "timestamp"].contains { description.contains($0) }
    if saysUnixTime, !description.contains("duration") { return true }
    let lower = name.lowercased()
    // NB: Slack's `complete_ts` and `date_create`.
    if lower.hasSuffix("_at") || name.hasSuffix("At") || spelled.hasSuffix("timestamp") || lower.hasPrefix("date_") || lower.hasSuffix("_ts") {
      return true
    }
    // NB: when part of it changed (a Gitness repository's `size_updated`).
    if ["created", "updated", "modified"].contains(where: spelled.hasSuffix) { return true }
    // NB: the times of a file's stat, in milliseconds (Audiobookshelf's `mtimeMs`).
    if ["birthtimems", "mtimems", "ctimems", "atimems"].contains(spelled) { return true }
    if ["created", "updated", "modified", "published", "started", "finished", "ended", "deleted", "expires", "expired", "time", "lastupdate",
      "lastupdated", "lastmodified", "lastseen"].contains(spelled)
    {
      return true
    }
    // NB: beside when the record was made, written the same way, what else
    // befell it: a Gitness comment's `edited` and `resolved`.
    if let record, lifecycleWords.contains(spelled),
      record.properties.contains(where: { ["created", "updated"].contains($0.name) && ["integer", "number"].contains($0.schema["type"]?.string ?? "") })
    {
      return true
    }
    // NB: a `_time` is a moment only after a word that names one (`start_time`, not `response_time`).
    if lower.hasSuffix("_time") || name.hasSuffix("Time") {
      let moments = ["start", "end", "begin", "stop", "created", "creation", "updated", "update", "modified", "expiration", "expiry", "last",
        "first", "event", "capture", "fix", "device", "server"]
      let before = spelled.dropLast(4)
      return moments.contains { before.hasSuffix($0) }
    }
    return false
  }

  /// What befalls a record, said as a bare past participle (`merged`), a
  /// moment when the record's `created` is written as a number too.
  package static let lifecycleWords: Set<String> = [
    "edited", "resolved", "merged", "closed", "archived", "approved", "verified", "deleted", "completed", "cancelled", "canceled", "expired",
    "accepted", "rejected", "revoked", "reviewed", "submitted", "opened", "reopened", "locked", "unlocked", "published", "confirmed",
  ]
}
