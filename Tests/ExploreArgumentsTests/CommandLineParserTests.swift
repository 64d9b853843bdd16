import ExploreArguments
import ExploreCore
import ExploreTestSupport
import Foundation
import Testing

@Suite struct CommandLineParserTests {
  let parser = CommandLineParser(catalog: ProviderCatalog([ZooCatalog.descriptor]))

  func command(_ arguments: [String], environment: [String: String] = [:]) throws -> ResolvedCommand {
    guard case .run(let command) = try parser.parse(arguments, environment: environment) else {
      Issue.record("\(arguments) did not parse as a resource command")
      throw CancellationError()
    }
    return command
  }

  @Test func separateAndAttachedValuesAreTheSame() throws {
    let separate = try command(["zoo", "animals", "--species", "cat", "--page", "2"])
    let attached = try command(["zoo", "animals", "--species=cat", "--page=2"])
    #expect(separate.request == attached.request)
    #expect(separate.request.option("species") == "cat")
    #expect(separate.options.page == 2)
    #expect(attached.options.page == 2)
  }

  @Test func groupedShortFlags() throws {
    let grouped = try command(["zoo", "animals", "-wt"])
    #expect(grouped.request.flags == ["wild", "tame"])
    let valueLast = try command(["zoo", "animals", "-ws", "large"])
    #expect(valueLast.request.flags == ["wild"])
    #expect(valueLast.request.option("size") == "large")
  }

  @Test func doubleDashEndsOptions() throws {
    let command = try command(["zoo", "keeper", "--", "-abc"])
    #expect(command.request.arguments["login"] == "-abc")
  }

  @Test func repeatableOptionsAccumulateAndOthersKeepTheLast() throws {
    let command = try command(["zoo", "animals", "--tag", "a", "--species", "cat", "--tag=b", "--species", "dog"])
    #expect(command.request.options["tag"] == ["a", "b"])
    #expect(command.request.options["species"] == ["dog"])
  }

  @Test func commonOptionsGoAnywhere() throws {
    let before = try command(["--json", "--layout", "grid", "zoo", "animals", "--species", "cat"])
    let after = try command(["zoo", "animals", "--species", "cat", "--json", "--layout=grid"])
    let between = try command(["zoo", "--json", "animals", "--layout", "grid", "--species", "cat"])
    for command in [before, after, between] {
      #expect(command.options.json)
      #expect(command.options.layout == .grid)
      #expect(command.request.option("species") == "cat")
    }
  }

  @Test func watchTakesSecondsOrWaits30() throws {
    #expect(try command(["zoo", "animals", "--watch"]).options.watch == 30)
    #expect(try command(["zoo", "animals", "--watch", "5"]).options.watch == 5)
    let attached = try command(["--watch=7", "zoo", "animals", "--watch-count", "2"])
    #expect(attached.options.watch == 7)
    #expect(attached.options.watchCount == 2)
    #expect(try command(["zoo", "animals"]).options.watch == nil)
    // A word that is not a number stays an argument.
    let visits = try command(["zoo", "visits", "--watch", "alice"])
    #expect(visits.options.watch == 30)
    #expect(visits.request.arguments["keeper"] == "alice")
  }

  @Test func aliasesOfProvidersAndResources() throws {
    #expect(try command(["z", "beasts"]).resource.name == "animals")
    #expect(try command(["the-zoo", "search", "beasts", "rex"]).request.path == ["search", "animals"])
    #expect(try command(["ZOO", "animals"]).provider.name == "zoo")
  }

  @Test func defaultsAndCanonicalSpellingOfChoices() throws {
    let command = try command(["zoo", "animals", "--species", "CAT"])
    #expect(command.request.option("sort") == "name")
    #expect(command.request.option("species") == "cat")
  }

  @Test func searchGoesToTheProviderOnlyWhenRemote() throws {
    let remote = try command(["zoo", "search", "animals", "t", "--search", "rex"])
    #expect(remote.request.search == "rex")
    let local = try command(["zoo", "animals", "--search", "rex"])
    #expect(local.request.search == nil)
    #expect(local.options.search == "rex")
  }

  @Test func expandChoosesTheFirstExpansionOrTheNamedOne() throws {
    #expect(try command(["zoo", "animals", "--expand"]).expansion?.name == "keepers")
    #expect(try command(["zoo", "animals", "--expand"]).request.expansion == "keepers")
    #expect(try command(["zoo", "animals", "--expand=meals"]).expansion?.name == "meals")
  }

  @Test(arguments: [
    ["zoo", "animals", "--expand", "meals"],
    ["zoo", "animals", "--expand", "MEALS", "--json"],
    ["zoo", "animals", "--expand=meals"],
    ["zoo", "--expand", "animals", "--expand", "meals"],
  ])
  func expandTakesADeclaredNameAsTheNextWord(_ arguments: [String]) throws {
    let command = try command(arguments)
    #expect(command.expansion?.name == "meals")
    #expect(command.request.expansion == "meals")
  }

  @Test func expandLeavesAWordThatIsNoExpansionAsAnArgument() throws {
    #expect(try command(["zoo", "animals", "--expand", "--json"]).expansion?.name == "keepers")
  }

  @Test func aLeftOverWordAfterExpandIsRefusedWithTheExpansionsThatExist() throws {
    let error = #expect(throws: UsageError.self) { try command(["zoo", "animals", "--expand", "nope"]) }
    #expect(error?.message == "The value 'nope' is invalid for '--expand [<name>]'. Please provide one of 'keepers' or 'meals'.")
    let other = #expect(throws: UsageError.self) { try command(["zoo", "animals", "extra", "--expand"]) }
    #expect(other?.message == "Unexpected argument 'extra'")
  }

  @Test func expandBeforeItsResourceIsBare() throws {
    #expect(throws: UsageError.self) { try command(["zoo", "--expand", "meals", "animals"]) }
  }

  @Test func valueRulesAreTheCoresAndRefuseBeforeTheCommandRuns() throws {
    let error = #expect(throws: UsageError.self) { try command(["zoo", "animals", "--species", "fish"]) }
    #expect(error?.message == "'fish' is not a valid value for --species: expected one of cat, dog, bird.")
    #expect(error?.scope == .resource(provider: "zoo", path: ["animals"]))
  }

  @Test func optionalArgumentsMayBeLeftOut() throws {
    #expect(try command(["zoo", "visits"]).request.arguments.isEmpty)
    #expect(try command(["zoo", "visits", "anna"]).request.arguments == ["keeper": "anna"])
  }

  @Test func offlineFromTheEnvironment() throws {
    #expect(try command(["zoo", "animals"], environment: ["EXPLORE_OFFLINE": "1"]).options.offline)
    #expect(try command(["zoo", "animals"], environment: ["EXPLORE_OFFLINE": "0"]).options.offline == false)
    #expect(try command(["zoo", "animals", "--offline"]).options.offline)
  }

  @Test func helpAtEveryLevel() throws {
    func scope(_ arguments: [String]) throws -> HelpScope? {
      if case .help(let scope) = try parser.parse(arguments) { return scope }
      return nil
    }
    #expect(try scope([]) == .root)
    #expect(try scope(["--help"]) == .root)
    #expect(try scope(["-h"]) == .root)
    #expect(try scope(["zoo"]) == .provider("zoo"))
    #expect(try scope(["z", "--help"]) == .provider("zoo"))
    #expect(try scope(["zoo", "search", "-h"]) == .provider("zoo"))
    #expect(try scope(["zoo", "beasts", "-h"]) == .resource(provider: "zoo", path: ["animals"]))
    #expect(try scope(["zoo", "search", "beasts", "--help"]) == .resource(provider: "zoo", path: ["search", "animals"]))
    #expect(try scope(["help"]) == .root)
    #expect(try scope(["help", "z"]) == .provider("zoo"))
    #expect(try scope(["help", "zoo", "search", "keepers"]) == .resource(provider: "zoo", path: ["search", "keepers"]))
    #expect(try scope(["help", "completions"]) == .builtin("completions"))
    #expect(try scope(["completions", "--help"]) == .builtin("completions"))
  }

  @Test func versionAndBuiltins() throws {
    guard case .version = try parser.parse(["--version"]) else { Issue.record("--version"); return }
    guard case .providers = try parser.parse(["providers"]) else { Issue.record("providers"); return }
    guard case .completions(.fish) = try parser.parse(["completions", "fish"]) else { Issue.record("completions"); return }
  }

  /// `--version` alone is read without the catalog (how `explore --version`
  /// starts fast); it must be exactly what the parser reads as the version,
  /// whatever providers there are, and nothing else.
  @Test func versionAloneIsTheVersionWithAnyCatalogAndNothingElseIs() throws {
    #expect(CommandLineParser.isVersionAlone(["--version"]))
    for catalog in [ProviderCatalog([]), parser.catalog] {
      guard case .version = try CommandLineParser(catalog: catalog).parse(["--version"]) else {
        Issue.record("--version alone is not the version with \(catalog.descriptors.count) providers")
        continue
      }
    }
    for arguments in [["--version", "--help"], ["zoo", "--version"], ["--", "--version"], ["--versions"], [], ["-h"]] {
      #expect(!CommandLineParser.isVersionAlone(arguments), "\(arguments)")
    }
  }

  @Test func suggestionsByEditDistance() {
    #expect(NameSuggestion.editDistance("followers", "folowers") == 1)
    #expect(NameSuggestion.editDistance("expand", "exapnd") == 1)
    #expect(NameSuggestion.nearest(to: "folowers", among: ["following", "followers"]) == "followers")
    #expect(NameSuggestion.nearest(to: "xyz", among: ["followers"]) == nil)
  }

  /// A huge argument is refused with a message that quotes at most 64 of
  /// its characters, cut in the middle, wherever the parser quotes it; and
  /// the suggestion search measures none of the names against it.
  @Test(arguments: [
    ["zoo", "WORD"], ["WORD"], ["zoo", "animals", "--WORD"], ["zoo", "animals", "--species", "WORD"],
    ["zoo", "animals", "--page", "WORD"], ["zoo", "animal", "WORD"], ["zoo", "animals", "WORD"], ["zoo", "animals", "--watch=WORD"],
  ])
  func aHugeArgumentIsQuotedShort(_ template: [String]) throws {
    let word = "q" + String(repeating: "w", count: 130_000) + "\u{1B}[2J"
    let arguments = template.map { $0.replacingOccurrences(of: "WORD", with: word) }
    let error = #expect(throws: UsageError.self) { try command(arguments) }
    let message = error?.message ?? ""
    #expect(message.count < 300, "\(template): \(message.prefix(300))")
    #expect(message.contains("…"), "\(template): \(message)")
    #expect(message.contains("ww\\u{1B}[2J"), "\(template): \(message)")
    #expect(NameSuggestion.nearest(to: word, among: ["animals", "animal", "keeper"]) == nil)
  }

  @Test func suggestionsStillFindNamesOfAnyLength() {
    #expect(NameSuggestion.nearest(to: "anmals", among: ["keeper", "animals"]) == "animals")
    #expect(NameSuggestion.nearest(to: "ani", among: ["animals"]) == "animals")
    #expect(NameSuggestion.nearest(to: "--specie", among: ["--species", "--size"]) == "--species")
  }
}
