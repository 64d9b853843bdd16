import ExploreTerminal
import ExploreTestSupport
import Foundation
import Testing

/// The one sanitiser of outside text, context by context: hostile text
/// leaves nothing a terminal obeys or hides, names show what free text
/// removes, and real text of every script stays as it is.
@Suite struct TerminalTextTests {
  // MARK: Hostile text

  @Test(arguments: HostileText.pieces)
  func noContextLetsAHostilePieceThrough(_ piece: HostileText.Piece) {
    let text = HostileText.inName(piece)
    for (context, cleaned) in [("line", TerminalText.line(text)), ("lines", TerminalText.lines(text)), ("name", TerminalText.name(text)),
      ("escaped", TerminalText.escaped(text)), ("quoted", TerminalText.quoted(text))]
    {
      #expect(HostileText.findings(in: cleaned).isEmpty, "\(context): \(HostileText.findings(in: cleaned))")
    }
  }

  @Test(arguments: HostileText.pieces)
  func aNameWithAHiddenPieceDoesNotPassForTheNameWithout(_ piece: HostileText.Piece) {
    // NB: a combining tower on an added letter is visible, and a line break
    // shows as a space: neither hides a difference.
    let name = TerminalText.name(HostileText.inName(piece))
    #expect(name != "admin")
    #expect(name.hasPrefix("ad") && name.hasSuffix("min"))
  }

  @Test func everyPieceAtOnce() {
    for cleaned in [TerminalText.line(HostileText.all), TerminalText.name(HostileText.all), TerminalText.lines(HostileText.all)] {
      #expect(HostileText.findings(in: cleaned).isEmpty, "\(HostileText.findings(in: cleaned))")
    }
  }

  // MARK: Each context

  @Test func freeTextLosesWhatIsInvisible() {
    #expect(TerminalText.line("ad\u{200B}min") == "admin")
    #expect(TerminalText.line("\u{202E}evil\u{202C} \u{2066}text\u{2069}") == "evil text")
    #expect(TerminalText.line("a\u{E0041}\u{E0042}b") == "ab")
    #expect(TerminalText.line("soft\u{AD}hyphen\u{FEFF}") == "softhyphen")
  }

  @Test func aNameShowsWhatIsInvisible() {
    #expect(TerminalText.name("ad\u{200B}min") == "ad\\u{200B}min")
    #expect(TerminalText.name("ad\u{200D}min") == "ad\\u{200D}min")
    #expect(TerminalText.name("\u{202E}nimda") == "\\u{202E}nimda")
    #expect(TerminalText.name("a\u{E0041}b") == "a\\u{E0041}b")
    #expect(TerminalText.name("x\u{FE0F}") == "x\\u{FE0F}")
  }

  @Test func aNameShowsAnEscapeSequenceOnceWithoutWhatItCarries() {
    #expect(TerminalText.name("adm\u{1B}[min") == "adm\\u{1B}in")
    #expect(TerminalText.name("rick\u{1B}]52;c;cm0gLXJmIH4=\u{07}") == "rick\\u{1B}")
    #expect(TerminalText.name("bell\u{07}") == "bell\\u{7}")
    #expect(TerminalText.name("two\nlines\ttab") == "two lines tab")
  }

  @Test func escapedShowsEverythingAsTyped() {
    #expect(TerminalText.escaped("octo\u{1B}[2Jcat") == "octo\\u{1B}[2Jcat")
    #expect(TerminalText.escaped("a\tb\nc\rd") == "a\\tb\\nc\\rd")
    #expect(TerminalText.escaped("ad\u{200B}min") == "ad\\u{200B}min")
  }

  @Test func linesKeepsLineBreaks() {
    #expect(TerminalText.lines("Bad credentials\r\n\u{1B}[2JSee\u{200B} the docs\rnow") == "Bad credentials\nSee the docs\nnow")
  }

  @Test func combiningMarksAreCappedPerCharacter() {
    let tower = "Z" + String(repeating: "\u{0301}", count: 300) + "algo"
    let expected = "Z" + String(repeating: "\u{0301}", count: TextSieve.maximumMarks) + "algo"
    #expect(TerminalText.line(tower) == expected)
    #expect(TerminalText.name(tower) == expected)
    // NB: the cap counts per character: each letter keeps its own eight.
    let two = "a" + String(repeating: "\u{0300}", count: 8) + "b" + String(repeating: "\u{0300}", count: 8)
    #expect(TerminalText.line(two) == two)
  }

  // MARK: Real text stays whole

  static let realText: [String] = [
    "👩‍💻 Ada", "👨‍👩‍👧 family", "🏳️‍🌈", "❤️ and ❤︎", "#️⃣ 1️⃣", "👍🏽", "🇫🇷 France",
    "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} England",
    "Jose\u{0301} Nguye\u{0302}\u{0303}n", "José Nguyễn", "東京 タワー 서울", "葛\u{E0100}飾",
    "مرحبا بالعالم", "می‌خواهم", "שָׁלוֹם", "क्‍ष हिन्दी", "ന്‍ മലയാളം", "བསྒྲུབས", "ภาษาไทย",
    "Zoë Ørsted Łódź", "٠١٢ \u{0600}١٢", "a \u{2028}", "∑ ≨\u{FE00}",
  ]

  @Test(arguments: realText)
  func realTextIsKeptAsItIs(_ text: String) {
    let oneLine = text.replacingOccurrences(of: "\u{2028}", with: " ")
    #expect(TerminalText.line(text) == oneLine)
    #expect(TerminalText.name(text) == oneLine)
    #expect(TerminalText.escaped(text) == text.replacingOccurrences(of: "\u{2028}", with: "\\u{2028}"))
  }

  // MARK: Quoting what the user typed

  @Test func aLongWordIsQuotedCutInTheMiddle() {
    let word = "a" + String(repeating: "b", count: 130_000) + "z"
    let quoted = TerminalText.quoted(word)
    #expect(quoted.count == TerminalText.quotedLength)
    #expect(quoted.hasPrefix("abbb"))
    #expect(quoted.hasSuffix("bbbz"))
    #expect(quoted.contains("…"))
    #expect(TerminalText.quoted(String(repeating: "x", count: TerminalText.quotedLength)) == String(repeating: "x", count: 64))
    #expect(TerminalText.quoted("tab\there") == "tab\\there")
  }

  // MARK: Properties

  /// Random text from a pool of safe and hostile scalars: every context's
  /// result is clean, cleaning again changes nothing, and a name cleaned
  /// again as free text is unchanged.
  @Test func randomMixturesAreCleanAndStable() {
    let pool: [String] = ["a", "Z", " ", "é", "東", "ش", "क", "्", "\u{0301}", "👩", "💻", "❤", "🏴", "\u{E0067}", "\u{E007F}",
      "\u{200D}", "\u{200C}", "\u{200B}", "\u{FE0F}", "\u{E0100}", "\u{202E}", "\u{1B}", "[", "]", "2", "J", "\u{07}", "\u{9B}",
      "\u{9D}", "\n", "\r", "\t", "\u{FEFF}", "\u{2060}", "\u{AD}", "\\", "}"]
    var random = SeededRandom(seed: 34)
    for round in 0..<2_000 {
      let text = (0..<random.int(in: 1...40)).map { _ in pool[random.int(in: 0..<pool.count)] }.joined()
      let line = TerminalText.line(text)
      let name = TerminalText.name(text)
      let lines = TerminalText.lines(text)
      #expect(HostileText.findings(in: line).isEmpty, "round \(round): \(text.debugDescription) → \(line.debugDescription)")
      #expect(HostileText.findings(in: name).isEmpty, "round \(round): \(text.debugDescription) → \(name.debugDescription)")
      #expect(HostileText.findings(in: lines).isEmpty, "round \(round): \(text.debugDescription) → \(lines.debugDescription)")
      #expect(TerminalText.line(line) == line, "round \(round): \(text.debugDescription)")
      #expect(TerminalText.line(name) == name, "round \(round): \(text.debugDescription)")
    }
  }
}
