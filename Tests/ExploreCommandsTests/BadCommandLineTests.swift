import ExploreCommands
import GitHubProvider
import RickAndMortyProvider
import Testing

/// One command line explore must refuse, with the start of the message it
/// must print after `Error: `.
struct BadCommandLine: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var message: String
  var environment: [String: String] = [:]
  /// The command the `See '… --help'` line names.
  var helpCommand: String

  init(_ arguments: [String], _ message: String, help helpCommand: String, environment: [String: String] = [:]) {
    self.arguments = arguments
    self.message = message
    self.environment = environment
    self.helpCommand = helpCommand
  }

  var testDescription: String { "explore " + arguments.joined(separator: " ") }
}

@Suite struct BadCommandLineTests {
  static let zooCases: [BadCommandLine] = [
    // Unknown names, with suggestions.
    BadCommandLine(["zo", "animals"], "Unknown provider 'zo'. Did you mean 'zoo'?", help: "explore"),
    BadCommandLine(["elephant"], "Unknown provider 'elephant'\n", help: "explore"),
    BadCommandLine(["zoo", "animls"], "Unknown resource 'animls'. Did you mean 'animals'?", help: "explore zoo"),
    BadCommandLine(["z", "beests"], "Unknown resource 'beests'. Did you mean 'beasts'?", help: "explore zoo"),
    BadCommandLine(["zoo", "serch", "animals"], "Unknown resource 'serch'. Did you mean 'search'?", help: "explore zoo"),
    BadCommandLine(["zoo", "search", "animls", "x"], "Unknown resource 'search animls'. Did you mean 'search animals'?", help: "explore zoo"),
    BadCommandLine(["zoo", "search"], "Incomplete resource 'search'. Use one of 'search animals', 'search keepers'.", help: "explore zoo"),
    BadCommandLine(["zoo", "animals", "--specis", "cat"], "Unknown option '--specis'. Did you mean '--species'?", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--limt", "5"], "Unknown option '--limt'. Did you mean '--limit'?", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--frobnicate"], "Unknown option '--frobnicate'\n", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "-x"], "Unknown option '-x'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "-wx"], "Unknown option '-x'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "--species", "cat", "animals"], "Unknown option '--species'", help: "explore zoo"),
    BadCommandLine(["zoo", "animal", "1", "--exapnd"], "Unknown option '--exapnd'\n", help: "explore zoo animal"),
    // Missing and invalid values.
    BadCommandLine(["zoo", "animals", "--species"], "Missing value for '--species <species>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--species", "--all"], "Missing value for '--species <species>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--species", "fish"], "'fish' is not a valid value for --species: expected one of cat, dog, bird.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "-s", "huge"], "'huge' is not a valid value for --size: expected one of small, large.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "-sw", "small"], "Missing value for '-s <size>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--wild=yes"], "The option '--wild' takes no value, but was given 'yes'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--json=yes"], "The option '--json' takes no value, but was given 'yes'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--page", "0"], "The value '0' is invalid for '--page <n>': use a positive whole number, such as 2.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--page", "two"], "The value 'two' is invalid for '--page <n>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--limit", "-3"], "The value '-3' is invalid for '--limit <n>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--limit=0"], "The value '0' is invalid for '--limit <n>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--limit"], "Missing value for '--limit <n>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--layout", "table"], "The value 'table' is invalid for '--layout <layout>'. Please provide one of 'list', 'grid' or 'detail'.", help: "explore zoo animals"),
    BadCommandLine(["--color", "sometimes", "zoo", "animals"], "The value 'sometimes' is invalid for '--color <when>'. Please provide one of 'auto', 'always' or 'never'.", help: "explore"),
    BadCommandLine(["zoo", "animals", "--expand=owners"], "The value 'owners' is invalid for '--expand [<name>]'. Please provide one of 'keepers' or 'meals'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--search", " "], "The value ' ' is invalid for '--search <text>'", help: "explore zoo animals"),
    // Conflicting options, and options a resource does not have.
    BadCommandLine(["zoo", "animals", "--page", "2", "--all"], "'--page' cannot be used with '--all'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--limit", "5", "--page", "2"], "'--limit' cannot be used with '--page'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--all", "--limit", "5"], "'--limit' cannot be used with '--all'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--max-pages", "5"], "'--max-pages' needs '--all' or '--changes'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--all", "--max-pages", "0"], "The value '0' is invalid for '--max-pages <n>': use a positive whole number, such as 2.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "visits", "--max-pages", "2"], "'--max-pages' is not available for 'zoo visits': it does not page.", help: "explore zoo visits"),
    BadCommandLine(["zoo", "animals", "--offline", "--record", "recorded"], "'--offline' cannot be used with '--record'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--record", "recorded"], "'--record' cannot be used offline", help: "explore zoo animals", environment: ["EXPLORE_OFFLINE": "1"]),
    BadCommandLine(["zoo", "animal", "1", "--expand"], "'--expand' is not available for 'zoo animal': it has no expansions.", help: "explore zoo animal"),
    BadCommandLine(["zoo", "animal", "1", "--search", "x"], "'--search' is not available for 'zoo animal': it does not search.", help: "explore zoo animal"),
    BadCommandLine(["zoo", "animal", "1", "--page", "2"], "'--page' is not available for 'zoo animal': it does not page.", help: "explore zoo animal"),
    BadCommandLine(["zoo", "visits", "--all"], "'--all' is not available for 'zoo visits': it does not page.", help: "explore zoo visits"),
    BadCommandLine(["zoo", "feed", "1", "--limit", "3"], "'--limit' is not available for 'zoo feed': it is not a list.", help: "explore zoo feed"),
    BadCommandLine(["zoo", "search", "keepers", "x", "--page", "2"], "'--page' is not available for 'zoo search keepers': it does not page.", help: "explore zoo search keepers"),
    BadCommandLine(["zoo", "animals", "-i"], "Interactive mode needs a terminal", help: "explore zoo animals"),
    BadCommandLine(["--interactive"], "Interactive mode browses a resource.", help: "explore"),
    BadCommandLine(["zoo", "animals", "-i", "--json"], "'--interactive' cannot be used with '--json'.", help: "explore zoo animals"),
    // --watch and --watch-count.
    BadCommandLine(["zoo", "animals", "--watch", "0"], "The value '0' is invalid for '--watch [<seconds>]': use a whole number of seconds from 1 to 86400, such as 30.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch", "-5"], "The value '-5' is invalid for '--watch [<seconds>]'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch", "2.5"], "The value '2.5' is invalid for '--watch [<seconds>]'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch=86401"], "The value '86401' is invalid for '--watch [<seconds>]'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch=soon"], "The value 'soon' is invalid for '--watch [<seconds>]'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch=99999999999999999999"], "The value '99999999999999999999' is invalid for '--watch [<seconds>]'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch-count", "2"], "'--watch-count' needs '--watch'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch", "--watch-count", "0"], "The value '0' is invalid for '--watch-count <n>': use a positive whole number, such as 2.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch", "--watch-count"], "Missing value for '--watch-count <n>'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--watch", "--web"], "'--web' cannot be used with '--watch': it opens a page and ends.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "--expand", "--watch", "5"], "'--expand' cannot be used with '--watch': a refresh compares the rows themselves", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animals", "-i", "--watch", "--watch-count", "2"], "'--interactive' cannot be used with '--watch-count'.", help: "explore zoo animals"),
    BadCommandLine(["zoo", "animal", "1", "--watch"], "'--watch' is not available for 'zoo animal': it is not a list.", help: "explore zoo animal"),
    BadCommandLine(["zoo", "feed", "1", "--watch-count", "3"], "'--watch-count' is not available for 'zoo feed': it is not a list.", help: "explore zoo feed"),
    // Arguments: missing, too many, breaking their rules.
    BadCommandLine(["zoo", "animal"], "Missing expected argument '<id>'", help: "explore zoo animal"),
    BadCommandLine(["zoo", "animal", "abc"], "'abc' is not a valid value for <id>: expected a positive whole number, such as 42.", help: "explore zoo animal"),
    BadCommandLine(["zoo", "animal", "0"], "'0' is not a valid value for <id>: expected a positive whole number, such as 42.", help: "explore zoo animal"),
    BadCommandLine(["zoo", "animal", "1", "2"], "Unexpected argument '2'", help: "explore zoo animal"),
    BadCommandLine(["zoo", "animals", "extra"], "Unexpected argument 'extra'", help: "explore zoo animals"),
    BadCommandLine(["zoo", "keeper", "bad name!"], "'bad name!' is not a valid value for <login>: expected 1–39 letters, digits or hyphens.", help: "explore zoo keeper"),
    BadCommandLine(["zoo", "keeper", String(repeating: "a", count: 40)], "'\(String(repeating: "a", count: 40))' is not a valid value for <login>", help: "explore zoo keeper"),
    BadCommandLine(["zoo", "visits", "Bad_Name"], "'Bad_Name' is not a valid value for <keeper>", help: "explore zoo visits"),
    BadCommandLine(["zoo", "search", "animals"], "Missing expected argument '<query>'", help: "explore zoo search animals"),
    // Built-in commands.
    BadCommandLine(["completions"], "Missing expected argument '<shell>'", help: "explore completions"),
    BadCommandLine(["completions", "powershell"], "The value 'powershell' is invalid for '<shell>'. Please provide one of 'bash', 'zsh' or 'fish'.", help: "explore completions"),
    BadCommandLine(["completions", "bash", "zsh"], "Unexpected argument 'zsh'", help: "explore completions"),
    BadCommandLine(["providers", "github", "extra"], "Unexpected argument 'extra'", help: "explore providers"),
    BadCommandLine(["providers", "nope"], "Unknown provider 'nope'", help: "explore providers"),
    BadCommandLine(["help", "zooo"], "Unknown provider 'zooo'. Did you mean 'zoo'?", help: "explore help"),
    BadCommandLine(["help", "zoo", "animls"], "Unknown resource 'animls'. Did you mean 'animals'?", help: "explore zoo"),
  ]

  @Test(arguments: zooCases)
  func refusedWithUsageError(_ bad: BadCommandLine) async {
    let run = await CapturedRun.run(bad.arguments, environment: bad.environment)
    #expect(run.status == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("Error: " + bad.message), "stderr was: \(run.standardError)")
    let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.hasPrefix("Usage: explore") }, "no usage line in: \(run.standardError)")
    #expect(lines.contains("  See '\(bad.helpCommand) --help' for more information."), "stderr was: \(run.standardError)")
  }

  @Test func theTableIsLargeEnough() {
    #expect(Self.zooCases.count >= 40)
  }

  @Test func usageLineNamesTheResource() async {
    let run = await CapturedRun.run(["zoo", "animal"])
    #expect(run.standardError == """
      Error: Missing expected argument '<id>'
      Usage: explore zoo animal <id> [<options>]
        See 'explore zoo animal --help' for more information.

      """)
  }

  @Test func helpWinsOverMistakesInOptions() async {
    let run = await CapturedRun.run(["zoo", "animals", "--bogus", "--species", "fish", "--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("OVERVIEW: List the animals."))
    #expect(run.standardError.isEmpty)
  }
}

/// The same checks with the real providers' descriptors: their names,
/// username and id rules and allowed values. None of these makes a request.
@Suite struct RealProviderBadCommandLineTests {
  static let tooLong = String(repeating: "a", count: 40)

  static let cases: [BadCommandLine] = [
    BadCommandLine(["githb", "followers", "octocat"], "Unknown provider 'githb'. Did you mean 'github'?", help: "explore"),
    BadCommandLine(["rickmory", "episodes"], "Unknown provider 'rickmory'. Did you mean 'rickmorty'?", help: "explore"),
    BadCommandLine(["github", "folowers", "octocat"], "Unknown resource 'folowers'. Did you mean 'followers'?", help: "explore github"),
    BadCommandLine(["gh", "search", "repo", "swift"], "Unknown resource 'search repo'. Did you mean 'search repos'?", help: "explore github"),
    BadCommandLine(["rm", "charcters"], "Unknown resource 'charcters'. Did you mean 'characters'?", help: "explore rickmorty"),
    BadCommandLine(["github", "followers", "bad name"], "'bad name' is not a valid value for <user>: expected a GitHub username", help: "explore github followers"),
    BadCommandLine(["github", "followers", "octo_cat"], "'octo_cat' is not a valid value for <user>", help: "explore github followers"),
    BadCommandLine(["github", "user", tooLong], "'\(tooLong)' is not a valid value for <user>", help: "explore github user"),
    BadCommandLine(["github", "user"], "Missing expected argument '<user>'", help: "explore github user"),
    BadCommandLine(
      ["github", "starred", "octocat", "--check", "apple/swift"], "'--check' cannot be used with '<user>': give one or the other.",
      help: "explore github starred"
    ),
    // A usage error the provider finds while loading prints the usage line too.
    BadCommandLine(
      ["rickmorty", "characters", "--search", "rick", "--name", "morty", "--offline"],
      "--search \"rick\" and --name \"morty\" both filter by name", help: "explore rickmorty characters"
    ),
    BadCommandLine(["github", "followers", "octocat", "hubot"], "Unexpected argument 'hubot'", help: "explore github followers"),
    BadCommandLine(["github", "star", "apple"], "'apple' is not a valid value for <repository>", help: "explore github star"),
    BadCommandLine(["github", "auth", "status", "--web"], "'--web' is not available for 'github auth status': its items have no web page.", help: "explore github auth status"),
    BadCommandLine(["github", "star", "apple/swift", "--web"], "'--web' is not available for 'github star': it is an action.", help: "explore github star"),
    BadCommandLine(["github", "followers", "octocat", "--limt", "5"], "Unknown option '--limt'. Did you mean '--limit'?", help: "explore github followers"),
    BadCommandLine(["github", "search", "repos", "swift", "--sort", "starz"], "'starz' is not a valid value for --sort: expected one of stars, forks, help-wanted-issues, updated.", help: "explore github search repos"),
    BadCommandLine(["github", "user", "octocat", "--all"], "'--all' is not available for 'github user': it does not page.", help: "explore github user"),
    BadCommandLine(["rickmorty", "character", "abc"], "'abc' is not a valid value for <id>", help: "explore rickmorty character"),
    BadCommandLine(["rickmorty", "characters", "--status", "alivee"], "'alivee' is not a valid value for --status: expected one of alive, dead, unknown.", help: "explore rickmorty characters"),
    BadCommandLine(["rickmorty", "characters", "--gender", "other"], "'other' is not a valid value for --gender", help: "explore rickmorty characters"),
    BadCommandLine(["rickmorty", "episodes", "--expand=residents"], "The value 'residents' is invalid for '--expand [<name>]'. Please provide one of 'characters'.", help: "explore rickmorty episodes"),
    BadCommandLine(["rickmorty", "episodes", "--expand", "nope"], "The value 'nope' is invalid for '--expand [<name>]'. Please provide one of 'characters'.", help: "explore rickmorty episodes"),
    BadCommandLine(["rickmorty", "episodes", "--page", "2", "--all"], "'--page' cannot be used with '--all'.", help: "explore rickmorty episodes"),
    BadCommandLine(["github", "followers", "octocat", "--watch", "--changes"], "'--changes' cannot be used with '--watch': --changes compares with the last saved run", help: "explore github followers"),
    BadCommandLine(["github", "favorites", "--watch"], "'--watch' is not available for 'github favorites': favorites are loaded fresh on every run", help: "explore github favorites"),
    BadCommandLine(["rickmorty", "episode", "1", "--watch", "5"], "'--watch' is not available for 'rickmorty episode': it is not a list.", help: "explore rickmorty episode"),
  ]

  @Test(arguments: cases)
  func refusedWithUsageError(_ bad: BadCommandLine) async {
    let run = await CapturedRun.run(bad.arguments, providers: [GitHub.self, RickAndMorty.self], environment: bad.environment)
    #expect(run.status == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("Error: " + bad.message), "stderr was: \(run.standardError)")
    #expect(run.standardError.contains("  See '\(bad.helpCommand) --help' for more information."), "stderr was: \(run.standardError)")
  }
}
