/// Splits ids for the multiple-ids endpoint (`/character/1,2,3`) into as
/// few requests as a safe URL length allows.
///
/// ```swift
/// IDBatches.split(ids, prefixLength: "https://rickandmortyapi.com/api/character/".count)
/// ```
public enum IDBatches {
  /// The longest URL the provider sends, in characters.
  ///
  /// NB: 2,000 is the conventional safe limit for URLs across browsers,
  /// proxies and servers (the real API's server accepts more, but proxies and
  /// caches in between may not). With ids of three digits, one request holds
  /// about 490 ids, so all 826 characters take two.
  public static let maximumURLLength = 2_000

  /// `ids` in order, cut into runs whose URL — `prefixLength` characters
  /// followed by the ids joined by commas — stays within `maximumLength`.
  ///
  /// A single id longer than the bound still gets a batch of its own.
  ///
  /// - Complexity: O(*n*) in the total length of the ids.
  public static func split(
    _ ids: [String],
    prefixLength: Int,
    maximumLength: Int = maximumURLLength
  ) -> [[String]] {
    var batches: [[String]] = []
    var current: [String] = []
    var length = prefixLength
    for id in ids {
      let added = current.isEmpty ? id.count : id.count + 1
      if !current.isEmpty && length + added > maximumLength {
        batches.append(current)
        current = []
        length = prefixLength
      }
      length += current.isEmpty ? id.count : id.count + 1
      current.append(id)
    }
    if !current.isEmpty { batches.append(current) }
    return batches
  }

  /// `ids` without repeats, as numbers ascending (ids that are not numbers
  /// last, as text), so that the same set always gives the same URLs.
  ///
  /// - Complexity: O(*n* log *n*).
  public static func canonical(_ ids: some Sequence<String>) -> [String] {
    Set(ids).sorted { lhs, rhs in
      switch (Int(lhs), Int(rhs)) {
      case let (left?, right?): left < right
      case (.some, nil): true
      case (nil, .some): false
      case (nil, nil): lhs < rhs
      }
    }
  }
}
