import ExploreCore
import ExploreRendering
import ExploreTerminal
import Foundation

extension BrowserState {
  /// One line of the status area at the bottom of the screen.
  package struct StatusLine: Sendable, Hashable {
    package var text: String
    /// Yellow for what the user must read (a message, a question, an
    /// error), dim for the usual status.
    package var isNotice: Bool
  }

  /// The status area: the search being typed; else a question, a message
  /// or a failure, wrapped to as many lines as it needs (up to
  /// ``maximumStatusLines``), so that its advice is never cut; else one
  /// line of how the list stands.
  ///
  /// - Complexity: O(*m*) in the length of the message.
  package func statusLines() -> [StatusLine] {
    let width = max(size.width, 1)
    let level = current
    if isEditingSearch {
      let kind = level.searchesRemotely ? "search" : "filter"
      let searching = level.awaitedSearch == nil ? "" : " · searching…"
      return [
        StatusLine(
          text: fit("\(kind): /\(TerminalText.escaped(level.searchText))▏\(searching)  (Return keeps it, Esc clears)", width), isNotice: false)
      ]
    }
    if let prompt {
      return wrapped(TerminalText.line(prompt.question), width: width)
    }
    if let message {
      return wrapped(TerminalText.line(message), width: width)
    }
    if let failure = level.shownList.failure {
      return wrapped("Error: \(TerminalText.line(failure)) — r retries", width: width)
    }
    return [StatusLine(text: fit(statusParts().joined(separator: " · "), width), isNotice: false)]
  }

  /// The most lines a message takes: a quarter of the screen, at least
  /// one, at most four.
  var maximumStatusLines: Int { min(max((size.height - 2) / 4, 1), 4) }

  private func wrapped(_ text: String, width: Int) -> [StatusLine] {
    let lines = TextWrapper.wrap(text, width: width, indent: 0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let room = maximumStatusLines
    var kept = Array(lines.prefix(room))
    if lines.count > room, let last = kept.last {
      // NB: what does not fit ends the last line with …, never silently.
      kept[kept.count - 1] = DisplayWidth.truncate(last + " …", to: width)
    }
    return kept.map { StatusLine(text: fit($0, width), isNotice: true) }
  }

  /// How the list stands: paging, loads under way, auto-refresh, rows,
  /// keys waiting, the search or filter, and the keys to remember.
  private func statusParts() -> [String] {
    let level = current
    let list = level.shownList
    var parts: [String] = []
    if let paging = list.paging {
      if let number = paging.number, let pages = paging.totalPages, pages > 1 {
        parts.append("page \(FieldFormatter.grouped(number)) of \(FieldFormatter.grouped(pages))")
      } else if paging.hasMore {
        parts.append("more available")
      }
    }
    if level.loadsToEnd {
      parts.append("loading to the end… Esc stops")
    } else if list.isLoading {
      parts.append("loading…")
    }
    if let waiting {
      // NB: any request of the browser's: a page, children, a picture.
      parts.append(TerminalText.line(waiting))
    }
    if level.isRefreshing {
      parts.append("refreshing…")
    }
    if let seconds = style.watchSeconds {
      var auto = "auto \(seconds)s"
      if let last = level.lastRefresh {
        if let at = last.at { auto += " · " + clockTime(at) }
        auto += " · " + last.counts
        if !last.changedRows, !level.marks.isEmpty, let marked = level.markedRefresh {
          // NB: the marks on screen are an earlier refresh's; say which.
          auto += " since " + (marked.at.map(clockTime) ?? "the last change") + " " + marked.counts
        }
      }
      parts.append(auto)
    }
    // NB: before the rows: a line cut at the screen's edge keeps it.
    if !queuedKeys.isEmpty {
      parts.append("\(FieldFormatter.grouped(queuedKeys.count)) \(queuedKeys.count == 1 ? "key waits" : "keys wait") for the next page")
    }
    if let query = level.awaitedSearch {
      // NB: in place of the rows, which are the last answer's.
      parts.append("searching “\(TerminalText.escaped(query))”…")
    } else {
      // NB: the rows the section headers count: the top-level rows, less
      // those a refresh marked removed, out of the API's total when it
      // gives one and more are to come.
      let rows = layout.rootCount
      var count = "\(FieldFormatter.grouped(rows)) \(rows == 1 ? "row" : "rows")"
      if level.searchText.isEmpty || level.searchesRemotely, let total = list.paging?.totalCount, total > rows, list.sections.count == 1 {
        count = "\(FieldFormatter.grouped(rows)) of \(FieldFormatter.grouped(total)) rows"
      }
      parts.append(count)
    }
    if !level.searchText.isEmpty {
      parts.append("/\(TerminalText.escaped(level.searchText))")
      if let filter = filterStatus() { parts.append(filter) }
    }
    parts.append("r refresh · ? help")
    return parts
  }

  /// Where the local filter's paging stands, while it filters a list with
  /// pages left to load: looking on, or stopped at its bound.
  private func filterStatus() -> String? {
    let level = current
    guard !level.searchesRemotely, level.shownList.hasMore, level.shownList.failure == nil else { return nil }
    if level.filterPages >= Self.filterPageBound, !level.shownList.isLoading {
      return "filter stopped after \(Self.filterPageBound) more pages · G loads the rest"
    }
    return level.filterPages > 0 ? "filter looks through \(Self.filterPageBound) more pages at most" : nil
  }

  /// `08:51:03` in the style's time zone.
  func clockTime(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = style.timeZone
    let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
  }

  private func fit(_ text: String, _ width: Int) -> String {
    DisplayWidth.truncate(text, to: width)
  }
}
