import ExploreTestSupport
import Foundation
import Testing

/// explore in a pipe and on a terminal as gh behaves there (issue 43, §3),
/// through the built binary against the loopback server: no hints on
/// standard error when standard output is piped, no colour on
/// `TERM=dumb`, the pictures note said once per user, notes wrapped
/// between words, and a detail longer than the screen through the pager.
@Suite(.serialized)
final class TerminalHabitsEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  func piped(_ arguments: [String]) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(["--no-cache"] + arguments, environment: server.environment, home: home)
  }

  /// What a run writes to a pseudo-terminal of `columns` × `rows` (its
  /// standard output and error both), with `\r\n` as `\n`, and its status.
  func terminal(
    _ arguments: [String], environment extra: [String: String] = [:], columns: Int = 120, rows: Int = 40
  ) async throws -> (text: String, status: Int32) {
    let environment = server.environment.merging(["TERM": "xterm-256color"].merging(extra) { _, new in new }) { _, new in new }
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["--no-cache"] + arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: environment), columns: columns, rows: rows)
    defer { terminal.shutdown() }
    let status = try await terminal.waitForExit(timeout: 60)
    try await terminal.drain()
    // NB: without the wait notice (issue 43 §4, tested on its own): on a
    // loaded machine a loopback answer can take over a second, and the
    // notice, erased before the output, would lead the first line.
    let text = terminal.text.replacingOccurrences(of: Self.waitNotice, with: "", options: .regularExpression)
    return (text.replacingOccurrences(of: "\r\n", with: "\n"), status)
  }

  /// A wait notice and its updates, then the erasure that ends it.
  static let waitNotice = #"(\rwaiting for [^\r]*)+\r\x{1B}\[K"#

  // MARK: Hints

  /// The lines of `text` that are hints: the next page's command, or the
  /// advice to load every row.
  static func hintLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.hasPrefix("More: ") || $0.contains("run with --all") }
  }

  @Test(arguments: [
    ["rickmorty", "characters"], ["rickmorty", "characters", "--page", "2"], ["rickmorty", "characters", "--limit", "5"],
    ["rickmorty", "characters", "--limit", "25"], ["rickmorty", "episodes"],
  ])
  func aPipeGetsNoHintOnStandardError(_ arguments: [String]) async throws {
    let outcome = try await piped(arguments)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(!outcome.standardOutput.isEmpty)
    #expect(Self.hintLines(outcome.standardError).isEmpty, "\(outcome.standardError)")
    #expect(outcome.standardError == "", "nothing else either: \(outcome.standardError)")
  }

  @Test func verboseKeepsTheHintsInAPipe() async throws {
    let page = try await piped(["rickmorty", "characters", "--verbose"])
    #expect(page.standardError.contains("More: explore --no-cache rickmorty characters --verbose --page 2"), "\(page.standardError)")
    let limited = try await piped(["rickmorty", "characters", "--limit", "5", "--verbose"])
    #expect(limited.standardError.contains("Showing the first 5 rows; run with --all for every row."), "\(limited.standardError)")
  }

  @Test func aTerminalStillGetsTheHintAfterTheRows() async throws {
    let run = try await terminal(["rickmorty", "characters"])
    #expect(run.status == 0)
    #expect(run.text.contains("More: explore --no-cache rickmorty characters --page 2"))
  }

  // MARK: Colour

  @Test func aDumbTerminalGetsNoColourAsGitDoes() async throws {
    let dumb = try await terminal(["rickmorty", "characters"], environment: ["TERM": "dumb"])
    #expect(dumb.status == 0)
    #expect(dumb.text.contains("More:"))
    #expect(!dumb.text.contains("\u{1B}["), "\(dumb.text.prefix(200).debugDescription)")
    let coloured = try await terminal(["rickmorty", "characters"])
    #expect(coloured.text.contains("\u{1B}[1"))
  }

  // MARK: The pictures note

  static let picturesNote = "note: no pictures: this terminal did not say it can show them."

  @Test func theNoPicturesNoteIsSaidOncePerUserAndAgainUnderVerbose() async throws {
    let detail = ["rickmorty", "character", "1", "--no-pager"]
    let first = try await terminal(detail)
    #expect(first.status == 0)
    #expect(first.text.components(separatedBy: Self.picturesNote).count == 2, "said the first time: \(first.text.prefix(400))")
    let second = try await terminal(detail)
    #expect(second.status == 0)
    #expect(!second.text.contains(Self.picturesNote), "not again")
    let verbose = try await terminal(detail + ["--verbose"])
    #expect(verbose.text.contains(Self.picturesNote), "--verbose says it every time")
    // Remembered privately, through the one file layer.
    let file = home.appendingPathComponent("state/explore/notes.json")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folder = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
    #expect(try String(contentsOf: file, encoding: .utf8).contains("\"pictures-off\""))
  }

  // MARK: Wrapping

  @Test(arguments: [44, 60, 81])
  func aNoteWrapsBetweenWordsAtTheTerminalsWidth(columns: Int) async throws {
    let run = try await terminal(["rickmorty", "character", "1", "--no-pager", "--verbose"], columns: columns)
    #expect(run.status == 0)
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // NB: the note may follow, on its line, the terminal's query, which takes no room.
    let start = try #require(lines.firstIndex { $0.contains("note: no pictures") }, "\(run.text.prefix(300))")
    var note: [String] = [String(lines[start][lines[start].range(of: "note: no pictures")!.lowerBound...])]
    for line in lines[(start + 1)...] where line.hasPrefix("      ") {
      note.append(line)
    }
    #expect(note.count > 1, "wrapped: \(note)")
    for line in note { #expect(line.count <= columns, "\(line)") }
    let words = note.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(words.hasPrefix(Self.picturesNote + " To show them, pass --images blocks"), "no word cut: \(words)")
    #expect(words.contains("EXPLORE_IMAGES=blocks;") && words.hasSuffix("--images none hides this note."))
  }

  // MARK: The pager

  /// A pager that marks each line it shows.
  static let markingPager = #"sed "s/^/PAGED: /""#
  /// The detail the pager tests show, without pictures: nothing but the
  /// pager's output on the screen.
  static let detail = ["rickmorty", "character", "1", "--images", "none"]

  @Test func aDetailLongerThanTheScreenGoesThroughThePager() async throws {
    let run = try await terminal(Self.detail, environment: ["EXPLORE_PAGER": Self.markingPager], rows: 12)
    #expect(run.status == 0, "\(run.text)")
    let shown = run.text.split(separator: "\n")
    #expect(shown.count > 12)
    #expect(shown.allSatisfy { $0.hasPrefix("PAGED: ") }, "\(shown.prefix(5))")
  }

  @Test func thePagerGetsLessFRXAsGhSetsIt() async throws {
    let pager = #"printf "LESS=%s LV=%s\n" "$LESS" "$LV"; cat > /dev/null"#
    let run = try await terminal(Self.detail, environment: ["EXPLORE_PAGER": pager], rows: 12)
    #expect(run.text.contains("LESS=FRX LV=-c"), "\(run.text.prefix(300))")
    let own = try await terminal(Self.detail, environment: ["EXPLORE_PAGER": pager, "LESS": "-S"], rows: 12)
    #expect(own.text.contains("LESS=-S LV=-c"))
  }

  @Test(arguments: [
    (["--no-pager"], ["EXPLORE_PAGER": markingPager]),
    ([], ["EXPLORE_PAGER": ""]),
    ([], ["EXPLORE_PAGER": "cat"]),
    ([], ["EXPLORE_PAGER": "", "PAGER": markingPager]),
  ] as [([String], [String: String])])
  func thePagerIsTurnedOffAsGhTurnsItOff(_ options: [String], _ environment: [String: String]) async throws {
    let run = try await terminal(Self.detail + options, environment: environment, rows: 12)
    #expect(run.status == 0)
    #expect(!run.text.contains("PAGED: "))
    #expect(run.text.contains("Species:"))
  }

  /// A pager that reads its keys from the terminal, as less does, in a
  /// pseudo-terminal that is explore's controlling terminal: it runs in the
  /// foreground with explore. Started in a process group of its own (as
  /// Foundation's `Process` starts a child on Linux), the terminal stopped
  /// it at its first read (SIGTTIN) and explore waited for ever; and a
  /// Ctrl-C while it runs is the pager's, ending neither explore nor the
  /// shell that runs the pager.
  @Test func aPagerReadsItsKeysFromTheTerminal() async throws {
    let pager = #"cat > /dev/null; printf "key? "; read key < /dev/tty; echo "READ:$key""#
    let environment = server.environment.merging(["TERM": "xterm-256color", "EXPLORE_PAGER": pager]) { _, new in new }
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: ["--no-cache"] + Self.detail,
      environment: ExploreBinary.childEnvironment(home: home, adding: environment), columns: 120, rows: 12, controllingTerminal: true)
    defer { terminal.shutdown() }
    try await terminal.waitFor("key? ", timeout: 30)
    terminal.send("\u{03}")
    try await Task.sleep(for: .milliseconds(200))
    terminal.send("q\r")
    let status = try await terminal.waitForExit(timeout: 20)
    try await terminal.drain()
    #expect(status == 0, "\(terminal.text)")
    #expect(terminal.text.contains("READ:q"), "\(terminal.text)")
    #expect(!terminal.text.contains("Species:"), "the text went to the pager only")
  }

  /// Neither `EXPLORE_PAGER` nor `PAGER` set: `less -R` on a terminal,
  /// but not on `TERM=dumb`, where less cannot page (it stops at "WARNING:
  /// terminal is not fully functional", waiting for Return); a pager named
  /// there is still used. A `less` of the test's own, first in `PATH`,
  /// says that it ran.
  @Test func aDumbTerminalGetsTheTextRatherThanLess() async throws {
    let folder = home.appendingPathComponent("bin", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let less = folder.appendingPathComponent("less")
    try "#!/bin/sh\ncat > /dev/null\necho \"LESS RAN: $*\"\n".write(to: less, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: less.path)
    let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let color = try await terminal(Self.detail, environment: ["PATH": path], rows: 12)
    #expect(color.status == 0)
    #expect(color.text.contains("LESS RAN: -R"), "\(color.text.prefix(300))")
    let dumb = try await terminal(Self.detail, environment: ["PATH": path, "TERM": "dumb"], rows: 12)
    #expect(dumb.status == 0)
    #expect(!dumb.text.contains("LESS RAN"))
    #expect(dumb.text.contains("Species:"), "the text printed: \(dumb.text.prefix(300))")
    let named = try await terminal(Self.detail, environment: ["PATH": path, "TERM": "dumb", "PAGER": Self.markingPager], rows: 12)
    #expect(named.text.contains("PAGED: "), "a pager named is used")
  }

  @Test func pagerComesFromPagerWhenExplorePagerIsUnset() async throws {
    let run = try await terminal(Self.detail, environment: ["PAGER": Self.markingPager], rows: 12)
    #expect(run.text.contains("PAGED: "))
  }

  @Test(arguments: ["false", "/nonexistent/pager"])
  func aPagerThatFailsFallsBackToPrinting(_ pager: String) async throws {
    let run = try await terminal(Self.detail, environment: ["EXPLORE_PAGER": pager], rows: 12)
    #expect(run.status == 0, "\(run.text)")
    #expect(run.text.contains("Species:"), "\(run.text.prefix(300))")
  }

  @Test func aShortDetailOrAPipeIsNeverPaged() async throws {
    let tall = try await terminal(Self.detail, environment: ["EXPLORE_PAGER": Self.markingPager], rows: 400)
    #expect(!tall.text.contains("PAGED: ") && tall.text.contains("Species:"))
    var environment = server.environment
    environment["EXPLORE_PAGER"] = Self.markingPager
    let pipe = try await ExploreBinary.run(["--no-cache", "rickmorty", "character", "1"], environment: environment, home: home)
    #expect(!pipe.standardOutput.contains("PAGED: ") && pipe.standardOutput.contains("species\t"))
  }

  // MARK: Text first

  /// The portrait 300 ms away: the title and fields are on the screen
  /// before it, and it ends above them as explore drew it before the text
  /// (`character-1-blocks.txt`, recorded then), styles aside (issue 43, §2).
  @Test func aDetailsTextComesBeforeItsPortrait() async throws {
    try await server.inject([LoopbackFault(match: "/rickmorty/character/avatar", action: .latency(milliseconds: 300))])
    let run = try await terminal(["rickmorty", "character", "1", "--images", "blocks", "--no-pager"], columns: 80, rows: 60)
    #expect(run.status == 0)
    let title = try #require(run.text.range(of: "Species:"))
    let portrait = try #require(run.text.range(of: "▀"))
    #expect(title.lowerBound < portrait.lowerBound, "text first")
    var screen = ScrollbackScreen(columns: 80, rows: 60)
    screen.write(run.text.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(screen.movesPastTop == 0)
    let golden = GoldenFile("../../Goldens/Pictures/character-1-blocks.txt")
    let expected = try String(contentsOf: golden.url, encoding: .utf8).replacing(#/\x1B\[[0-9;]*m/#, with: "")
    let lines = { (text: String) in
      text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.replacing(#/ +$/#, with: "") }.filter { !$0.isEmpty }
    }
    // NB: the portrait's rows and the fields' labels; values with a
    // relative date may differ by the seconds between the recordings.
    let portraitRows = lines(expected).filter { $0.contains("▀") }
    #expect(lines(screen.transcript).filter { $0.contains("▀") } == portraitRows)
    let shown = lines(screen.transcript)
    let firstField = try #require(shown.firstIndex { $0.hasPrefix("Species:") })
    #expect(shown.lastIndex { $0.contains("▀") }.map { $0 < firstField } == true, "the portrait above the fields")
  }
}
