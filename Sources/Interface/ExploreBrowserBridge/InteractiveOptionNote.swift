package import ExploreArguments
import ExploreCore

/// The sentence the browser shows first when the command line gave
/// options that interactive mode leaves aside, and why, so that none is
/// ignored in silence:
///
/// ```text
/// -i leaves out --all and --max-pages: pages load as you scroll, and G loads every page; and --layout grid: it shows a list.
/// ```
package enum InteractiveOptionNote {
  /// The note for `command`, or `nil` when it gave no option `-i` leaves aside.
  package static func note(for command: ResolvedCommand) -> String? {
    let options = command.options
    var clauses: [String] = []
    let paging = [
      options.all ? "--all" : nil,
      options.maxPages.map { _ in "--max-pages" },
      options.limit.map { _ in "--limit" },
      options.page.map { _ in "--page" },
    ].compactMap { $0 }
    if !paging.isEmpty {
      clauses.append("\(listed(paging)): pages load as you scroll, and G loads every page")
    }
    if let layout = options.layout, layout != .list {
      clauses.append("--layout \(layout.rawValue): it shows a list")
    }
    if options.expand != nil {
      clauses.append("--expand: Enter expands the selected row")
    }
    guard !clauses.isEmpty else { return nil }
    return "-i leaves out " + clauses.joined(separator: "; and ") + "."
  }

  /// "--a", "--a and --b", "--a, --b and --c".
  private static func listed(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
