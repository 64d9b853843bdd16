package import ExploreTerminal

/// One row of the browser's key table: the keys, how the help names them,
/// what they do, and the handler that does it.
///
/// The table (``all``) is the one place a key of the list is declared: the
/// reducer finds a key's handler in it (``BrowserState/handle(_:)``), the
/// help screen is written from it, and a test holds the README's key table
/// to it, as lazygit's controllers give their bindings and help from one
/// list.
///
/// ```swift
/// BrowserKeyBinding.binding(for: .enter, style: style)?.summary   // "open the row's detail …"
/// ```
///
/// Keys that another state takes first never reach the table: the search
/// being typed, `G`'s question, the keys that wait for a page, Esc while
/// loading to the end, and Ctrl-C, which always quits.
package struct BrowserKeyBinding: Sendable {
  /// The keys that do this.
  package let keys: [Key]
  /// The keys as the help and the README name them: "Enter", "↑ ↓  j k".
  package let label: String
  /// What the keys do, in a few words, for the help screen.
  package let summary: String
  /// Whether the keys do anything with this style: `f` only where the
  /// provider keeps favorites.
  let isAvailable: @Sendable (BrowserStyle) -> Bool
  /// The effects of the key, or `nil` when it is a move past the loaded
  /// rows that waits for the next page.
  let perform: @Sendable (inout BrowserState, Key) -> [BrowserEffect]?

  init(
    _ keys: [Key], _ label: String, _ summary: String, when isAvailable: @escaping @Sendable (BrowserStyle) -> Bool = { _ in true },
    perform: @escaping @Sendable (inout BrowserState, Key) -> [BrowserEffect]?
  ) {
    self.keys = keys
    self.label = label
    self.summary = summary
    self.isAvailable = isAvailable
    self.perform = perform
  }

  /// The binding `key` has with `style`, if any.
  ///
  /// - Complexity: O(1).
  static func binding(for key: Key, style: BrowserStyle) -> BrowserKeyBinding? {
    guard let index = index[key], all[index].isAvailable(style) else { return nil }
    return all[index]
  }

  /// The bindings the help shows with `style`, in the table's order.
  package static func shown(with style: BrowserStyle) -> [BrowserKeyBinding] {
    all.filter { $0.isAvailable(style) }
  }

  private static let index: [Key: Int] = {
    var index: [Key: Int] = [:]
    for (position, binding) in all.enumerated() {
      for key in binding.keys {
        precondition(index[key] == nil, "\(key) is bound twice in the browser's key table")
        index[key] = position
      }
    }
    return index
  }()

  /// Every key of the list, in the order the help lists them.
  package static let all: [BrowserKeyBinding] = [
    BrowserKeyBinding([.up, .down, .character("k"), .character("j")], "↑ ↓  j k", "move") { state, key in
      guard key == .down || key == .character("j") else {
        state.moveCursor(by: -1)
        return []
      }
      guard !state.waitsForRows(to: state.current.cursor + 1) else { return nil }
      state.moveCursor(by: 1)
      return []
    },
    BrowserKeyBinding([.pageUp, .pageDown], "PgUp PgDn", "move a screen") { state, key in
      let step = max(state.bodyHeight - 1, 1)
      guard key == .pageDown else {
        state.moveCursor(by: -step)
        return []
      }
      guard !state.waitsForRows(to: state.current.cursor + step) else { return nil }
      state.moveCursor(by: step)
      return []
    },
    BrowserKeyBinding(
      [.home, .character("g"), .end, .character("G")], "Home End  g G", "first, last row (G offers to load every page to the end)"
    ) { state, key in
      guard key == .end || key == .character("G") else {
        state.moveCursor(to: 0)
        return []
      }
      return state.goToEnd()
    },
    BrowserKeyBinding([.enter], "Enter", "open the row's detail (a profile, a character); else expand or collapse") { state, _ in
      state.openSelected()
    },
    BrowserKeyBinding([.character(" ")], "Space", "expand or collapse (children load when first opened)") { state, _ in
      state.toggleExpansion()
    },
    BrowserKeyBinding([.right], "→", "expand") { state, _ in state.expandSelected() },
    BrowserKeyBinding([.left], "←", "collapse, or go to the parent row") { state, _ in
      state.collapseOrGoToParent()
      return []
    },
    BrowserKeyBinding([.character("/")], "/", "search (the API where it searches, else what is loaded); Esc clears") { state, _ in
      state.setEditingSearch(true)
      return []
    },
    BrowserKeyBinding([.character("d")], "d", "drill into the row: the list it leads to, such as a user's followers") { state, _ in
      state.drillDown()
    },
    BrowserKeyBinding([.escape, .backspace], "Esc  Backspace", "back to the list you came from (Esc clears a search first)") {
      state, key in
      if key == .escape, !state.current.searchText.isEmpty || state.current.searchList != nil { return state.clearSearch() }
      return state.goBack()
    },
    BrowserKeyBinding([.character("f")], "f", "add the row to your favorites, or remove it (★ marks them)", when: \.favoritesEnabled) {
      state, _ in
      state.toggleFavorite()
    },
    BrowserKeyBinding([.character("o")], "o", "open the row's page in the web browser") { state, _ in state.openWebPage() },
    BrowserKeyBinding([.character("r")], "r", "refresh: load the pages again, marking rows + added, ~ changed, - removed") {
      state, _ in
      state.refresh()
    },
    BrowserKeyBinding([.character("?")], "?", "this help") { state, _ in
      state.setShowsHelp(true)
      return []
    },
    BrowserKeyBinding([.character("q"), .interrupt], "q  Ctrl-C", "quit") { _, _ in [.quit] },
  ]
}
