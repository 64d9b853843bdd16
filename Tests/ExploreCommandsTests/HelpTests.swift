import ExploreCommands
import ExploreTestSupport
import Testing

@Suite struct HelpTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var columns: Int
    var golden: String
    var testDescription: String { "\(golden) at \(columns) columns" }
  }

  static let cases: [Case] = [
    Case(arguments: ["--help"], columns: 80, golden: "Help/root-80.txt"),
    Case(arguments: ["help", "zoo"], columns: 80, golden: "Help/zoo-80.txt"),
    Case(arguments: ["zoo", "animals", "--help"], columns: 80, golden: "Help/zoo-animals-80.txt"),
    Case(arguments: ["zoo", "animals", "-h"], columns: 50, golden: "Help/zoo-animals-50.txt"),
    Case(arguments: ["help", "zoo", "search", "animals"], columns: 120, golden: "Help/zoo-search-animals-120.txt"),
    Case(arguments: ["zoo", "visits", "--help"], columns: 80, golden: "Help/zoo-visits-80.txt"),
    Case(arguments: ["help", "completions"], columns: 80, golden: "Help/completions-80.txt"),
    Case(arguments: ["providers"], columns: 80, golden: "Help/providers-80.txt"),
    Case(arguments: [], columns: 80, golden: "Help/bare-80.txt"),
  ]

  /// Bare `explore` fits a 24-row screen with its prompt: what explore is,
  /// three examples that run, the providers, where the full help is.
  @Test(arguments: [40, 80, 200])
  func bareExploreIsAShortHelpWithThreeExamples(_ columns: Int) async throws {
    let run = await CapturedRun.run([], environment: ["COLUMNS": String(columns)])
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= 20, "\(run.standardOutput)")
    let examples = lines.filter { $0.hasPrefix("  explore ") }
    #expect(examples.count == 3, "\(run.standardOutput)")
    for example in examples {
      // Each names a real resource: its command line parses.
      let words = example.split(separator: "#")[0].split(separator: " ").dropFirst().map(String.init)
      let parsed = await CapturedRun.run(words + ["--help"], environment: ["COLUMNS": "80"])
      #expect(parsed.status == 0, "\(example): \(parsed.standardError)")
    }
    #expect(run.standardOutput.contains("explore --help"))
    for line in lines { #expect(line.count <= max(columns, 40), "\(line)") }
    let full = await CapturedRun.run(["--help"], environment: ["COLUMNS": String(columns)])
    #expect(full.standardOutput.contains("COMMON OPTIONS:") && full.standardOutput.split(separator: "\n").count > 40)
  }

  @Test(arguments: cases)
  func matchesGolden(_ help: Case) async throws {
    let run = await CapturedRun.run(help.arguments, environment: ["COLUMNS": String(help.columns)])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    try GoldenFile(help.golden).verify(run.standardOutput)
  }

  @Test(arguments: [40, 80, 120])
  func linesFitTheWidth(_ columns: Int) async {
    for arguments in [["--help"], ["zoo", "--help"], ["zoo", "animals", "--help"]] {
      let run = await CapturedRun.run(arguments, environment: ["COLUMNS": String(columns)])
      for line in run.standardOutput.split(separator: "\n") where !line.contains("https://") && !line.hasPrefix("  explore ") {
        // NB: a single word longer than the room left (an option label,
        // a URL) stays whole, as in swift-argument-parser.
        let longestWord = line.split(separator: " ").map(\.count).max() ?? 0
        #expect(line.count <= max(columns, 26 + longestWord) , "\(arguments) at \(columns): \(line)")
      }
    }
  }

  @Test func resourceHelpListsValuesDefaultsArgumentsAndExamples() async {
    let run = await CapturedRun.run(["zoo", "animals", "--help"], environment: ["COLUMNS": "200"])
    let text = run.standardOutput
    #expect(text.contains("USAGE: explore zoo animals [--species <species>]"))
    #expect(text.contains("(values: cat, dog, bird)"))
    #expect(text.contains("(values: name, age; default: name)"))
    #expect(text.contains("(values: keepers, meals; default: keepers)"))
    #expect(text.contains("-w, --wild"))
    #expect(text.contains("EXAMPLES:\n  explore zoo animals --species cat"))
    #expect(text.contains("COMMON OPTIONS:"))
    #expect(text.contains("--page <n>"))
    let detail = await CapturedRun.run(["zoo", "animal", "--help"], environment: ["COLUMNS": "200"]).standardOutput
    #expect(detail.contains("ARGUMENTS:\n  <id>"))
    #expect(detail.contains("(a positive whole number, such as 42)"))
    #expect(!detail.contains("--page"))
    #expect(!detail.contains("--expand"))
  }
}
