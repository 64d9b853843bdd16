import ExploreCore
import ExploreTerminal
import Foundation

/// Lays an ``OutputDocument`` out as text for stdout.
///
/// On a terminal (``RenderOptions/isTerminal``) the output is for people:
/// ```
/// Followers · 2,350 · page 2 of 42
/// note: results are incomplete
/// mojombo    defunkt    pjhyett    wycats
/// More: explore github followers octocat --page 2
/// ```
/// - Each section starts with a header line: its title, the count (the total
///   when the API says, else the number shown), and "page 2 of 42" or "more
///   available". A single section that is empty, or a single unpaged section
///   in the detail layout, has no header.
/// - The document's notices follow the first header as "note:" lines,
///   wrapped to the width; the next-page hint ends the output as a "More:"
///   line, never cut, so the command can be copied whole.
/// - Rows fit ``RenderOptions/width``: text is cut with `…`, widest columns
///   first, measured with ``DisplayWidth``.
/// - Expanded children hang under their parent with `├─`/`└─` guides.
/// - With ``RenderOptions/useColor``: bold titles, dim secondary text, a
///   coloured section title, yellow "note:".
///
/// Piped, the output is for scripts, as `gh` prints it: rows only, one per
/// line, columns separated by tabs, values exact (`1234`, ISO-8601 dates),
/// nothing cut, no headers, notices or hints (the command prints those on
/// stderr, see ``stderrNotes(for:options:)``). The grid prints one name per
/// line; the detail layout prints `key<TAB>value` lines. Children follow
/// their parent, their title prefixed with the same tree guides.
///
/// The result has no trailing newline (print it with `print`), and is empty
/// when there is nothing to print.
package enum TextRenderer {
  /// The text of `document` laid out as `options` say.
  ///
  /// - Complexity: O(*n*) in the number of items and fields, plus O(*n*²)
  ///   for choosing the columns of the grid layout.
  package static func render(_ document: OutputDocument, options: RenderOptions) -> String {
    renderLines(document, options: options).lines.joined(separator: "\n")
  }

  /// The lines of `document` laid out as `options` say, and where the
  /// pictures go in them: the index of the first line of each block of
  /// lines ``RenderOptions/pictures`` gave (a grid, the lines above a
  /// detail), in the order it gave them, for blocks that are not empty.
  ///
  /// A run that prints its text before its pictures arrive lays the
  /// document out with room kept for them, then draws each into its place
  /// (`PictureReservation` in ExplorePictureLoading).
  ///
  /// - Complexity: as ``render(_:options:)``.
  package static func renderLines(_ document: OutputDocument, options: RenderOptions) -> (lines: [String], pictureAnchors: [Int]) {
    var context = Context(options: options)
    if options.isTerminal {
      context.renderForTerminal(document)
    } else {
      context.renderPiped(document)
    }
    return (context.lines, context.pictureAnchors)
  }

  /// The lines a piped command prints on stderr, because piped stdout holds
  /// only rows: the notices, the empty notes of empty sections, and the
  /// next-page hint. Empty on a terminal, where ``render(_:options:)``
  /// prints them itself.
  package static func stderrNotes(for document: OutputDocument, options: RenderOptions) -> [String] {
    guard !options.isTerminal else { return [] }
    var notes = document.notices.map { "note: \(Context.clean($0))" }
    for section in document.sections where section.items.isEmpty {
      notes.append(Context.emptyNote(of: section))
    }
    if let hint = document.nextPageHint { notes.append("More: \(Context.clean(hint))") }
    return notes
  }
}

extension TextRenderer {
  /// The state of one rendering: the options and the lines so far.
  package struct Context {
    let options: RenderOptions
    var lines: [String] = []
    /// Where each block of lines the pictures gave begins (``renderLines(_:options:)``).
    var pictureAnchors: [Int] = []

    init(options: RenderOptions) {
      self.options = options
    }

    var width: Int { max(options.width, 1) }

    func paint(_ text: String, _ style: ANSIStyle) -> String {
      style.apply(text, enabled: options.useColor)
    }

    // MARK: Terminal

    mutating func renderForTerminal(_ document: OutputDocument) {
      if let heading = document.heading {
        lines.append(paint(DisplayWidth.truncate(Self.clean(heading), to: width), .bold))
      }
      if let message = document.message {
        lines.append(Self.clean(message))
      }
      var noticesPending = !document.notices.isEmpty
      let isAlone = document.sections.count == 1
      for (index, section) in document.sections.enumerated() {
        if index > 0 { lines.append("") }
        if showsHeader(section, isAlone: isAlone) { lines.append(header(of: section)) }
        if noticesPending {
          appendNotices(document.notices)
          noticesPending = false
        }
        guard !section.items.isEmpty else {
          lines.append(paint(DisplayWidth.truncate(Self.emptyNote(of: section), to: width), .dim))
          continue
        }
        switch options.layout {
        case .list:
          appendTree(section.items, depth: 0)
        case .grid:
          // NB: A grid has no room for trees; expanded items fall back to rows.
          if section.items.contains(where: { $0.children != nil }) {
            appendTree(section.items, depth: 0)
          } else {
            appendGrid(section.items)
          }
        case .detail:
          appendDetails(section.items)
        }
      }
      if noticesPending { appendNotices(document.notices) }
      if let hint = document.nextPageHint {
        // NB: Never cut: a cut command cannot be copied and run.
        lines.append(paint("More: \(Self.clean(hint))", .dim))
      }
    }

    func showsHeader(_ section: ItemSection, isAlone: Bool) -> Bool {
      guard isAlone else { return true }
      if section.items.isEmpty { return false }
      if options.layout == .detail {
        let paging = section.paging
        return paging?.hasMore == true || (paging?.totalPages ?? 1) > 1
      }
      return true
    }

    /// "Followers · 2,350 · page 2 of 42".
    func header(of section: ItemSection) -> String {
      var parts: [String] = []
      let paging = section.paging
      if let count = options.headerCount {
        parts.append(count)
      } else if let total = paging?.totalCount {
        parts.append(FieldFormatter.grouped(total))
      } else if paging?.hasMore == true {
        parts.append("\(FieldFormatter.grouped(section.items.count)) shown")
      } else {
        parts.append(FieldFormatter.grouped(section.items.count))
      }
      if let paging {
        if let number = paging.number, let pages = paging.totalPages, pages > 1 {
          parts.append("page \(FieldFormatter.grouped(number)) of \(FieldFormatter.grouped(pages))")
        } else if paging.hasMore {
          if let number = paging.number, number > 1 {
            parts.append("page \(FieldFormatter.grouped(number)), more available")
          } else {
            parts.append("more available")
          }
        }
      }
      let title = Self.clean(section.title)
      let rest = parts.map { " · \($0)" }.joined()
      let room = width - DisplayWidth.of(rest)
      if room >= min(DisplayWidth.of(title), 8) {
        return paint(DisplayWidth.truncate(title, to: room), .boldCyan) + paint(rest, .dim)
      }
      return paint(DisplayWidth.truncate(title + rest, to: width), .boldCyan)
    }

    mutating func appendNotices(_ notices: [String]) {
      // NB: Notices wrap rather than being cut: the end of a sentence is
      // often its point ("narrow the search to see the rest").
      let label = "note:"
      let indent = label.count + 1
      for notice in notices {
        let wrapped = TextWrapper.wrap(label + " " + Self.clean(notice), width: width, indent: indent)
        for (index, line) in wrapped.split(separator: "\n").enumerated() {
          let text = String(line.dropFirst(indent))
          lines.append((index == 0 ? paint(label, .yellow) + " " : Self.spaces(indent)) + paint(text, .dim))
        }
      }
    }

    // MARK: Piped

    mutating func renderPiped(_ document: OutputDocument) {
      if let message = document.message {
        lines.append(Self.clean(message))
      }
      var firstDetail = true
      for section in document.sections where !section.items.isEmpty {
        switch options.layout {
        case .list:
          appendTabSeparatedRows(section.items)
        case .grid:
          if section.items.contains(where: { $0.children != nil }) {
            appendTabSeparatedRows(section.items)
          } else if let grid = options.pictures?.grid(section.items, width: width) {
            pictureAnchors.append(lines.count)
            lines += grid
          } else {
            lines += section.items.map { paint(Self.name($0.title), .bold) }
          }
        case .detail:
          for item in section.items {
            if !firstDetail { lines.append("") }
            firstDetail = false
            appendTabSeparatedDetail(item)
          }
        }
      }
    }

    // MARK: Text

    /// `text` on one line, safe to print: ``TerminalText/line(_:)``, the
    /// sanitiser every printer uses (escape sequences and controls removed,
    /// line breaks and tabs turned into spaces).
    package static func clean(_ text: String) -> String {
      TerminalText.line(text)
    }

    /// A title or an id on one line, safe to print: ``TerminalText/name(_:)``,
    /// which shows what ``clean(_:)`` removes (an invisible character as
    /// `\u{200B}`), so that `ad\u{200B}min` cannot pass for `admin`.
    package static func name(_ text: String) -> String {
      TerminalText.name(text)
    }

    static func emptyNote(of section: ItemSection) -> String {
      clean(section.emptyNote ?? "No results.")
    }

    static func spaces(_ count: Int) -> String {
      String(repeating: " ", count: max(count, 0))
    }

  }
}
