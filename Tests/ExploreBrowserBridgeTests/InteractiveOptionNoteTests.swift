import ExploreArguments
import ExploreCore
import ExploreBrowserBridge
import ExploreTestSupport
import Testing

/// `-i` says which options of the command line it leaves aside, and why,
/// instead of ignoring them in silence.
@Suite struct InteractiveOptionNoteTests {
  let parser = CommandLineParser(catalog: ProviderCatalog([ZooCatalog.descriptor]))

  func note(_ arguments: [String]) throws -> String? {
    guard case .run(let command) = try parser.parse(arguments) else {
      Issue.record("\(arguments) did not parse as a resource command")
      return nil
    }
    return InteractiveOptionNote.note(for: command)
  }

  @Test func aPlainCommandHasNoNote() throws {
    #expect(try note(["-i", "zoo", "animals"]) == nil)
    #expect(try note(["-i", "zoo", "animals", "--species", "cat"]) == nil)
  }

  @Test(arguments: [
    (["--all"], "-i leaves out --all: pages load as you scroll, and G loads every page."),
    (["--all", "--max-pages", "3", "--layout", "grid"], "-i leaves out --all and --max-pages: pages load as you scroll, and G loads every page; and --layout grid: it shows a list."),
    (["--expand"], "-i leaves out --expand: Enter expands the selected row."),
  ])
  func leftOutOptionsAreSaid(options: [String], expected: String) throws {
    #expect(try note(["-i", "zoo", "animals"] + options) == expected)
  }
}
