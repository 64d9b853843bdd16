/// The ids seen in the last few pages of a streamed list, so that an item
/// that moved across a page boundary while the list was read (an insertion
/// before it pushes it onto the next page) is shown once.
///
/// NB: only the last `pages` pages are remembered, so memory does not grow
/// with the list; a list that shifts by more than that many pages while it
/// is read can show an item twice.
struct RecentIDs {
  private var generations: [Set<String>]

  /// Remembers the ids of the last `pages` pages; at least 1.
  init(pages: Int) {
    precondition(pages >= 1, "RecentIDs needs at least one page, got \(pages)")
    generations = Array(repeating: [], count: pages)
  }

  /// Starts a new page; the ids of the oldest remembered page are forgotten.
  mutating func startPage() {
    generations.removeFirst()
    generations.append([])
  }

  /// Whether `id` (of section `section`) is new; it is remembered if so.
  ///
  /// - Complexity: O(*pages*).
  mutating func insert(_ id: String, in section: String) -> Bool {
    let key = section + "\u{0}" + id
    guard !generations.contains(where: { $0.contains(key) }) else { return false }
    generations[generations.count - 1].insert(key)
    return true
  }
}
