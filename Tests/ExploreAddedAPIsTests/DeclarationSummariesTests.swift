import ExploreAddedAPIs
import ExploreArguments
import ExploreCore
import ExploreEngine
import ExploreTables
import ExploreTestSupport
import Foundation
import Testing

/// The one-line `explore providers` lists the APIs added from their kept
/// summaries (issue 42, 25 ms with ten APIs), and those summaries never
/// outlive the declarations they were made from.
@Suite struct DeclarationSummariesTests {
  /// A store of `names`, each declaration with one more resource than the one before.
  static func store(in folder: TemporaryFolder, names: [String]) throws -> DeclarationStore {
    let store = DeclarationStore(folder: folder.url.appendingPathComponent("apis"))
    for (index, name) in names.enumerated() {
      try store.save(try DeclarationStoreSafetyTests.declaration(named: name, resources: index + 1))
    }
    return store
  }

  /// The summaries as the whole declarations give them.
  static func expected(_ store: DeclarationStore) throws -> [ProviderSummary] {
    try ProviderCatalog(store.names().map { try store.load($0).definition().descriptor }).descriptors.map(ProviderSummary.init)
  }

  static func providers(_ store: DeclarationStore) -> DeclaredProviders {
    DeclaredProviders(store: store, builtIn: [], commands: ["providers"])
  }

  @Test func keptSummariesAreTheDeclarationsOwnAndAreNotMadeTwice() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try Self.store(in: folder, names: ["alpha", "beta", "gamma"])
    let summaries = DeclarationSummaries(store: store)
    var made: [String] = []
    let first = summaries.summaries(of: store.names()) { name in
      made.append(name)
      return try? ProviderSummary(ProviderCatalog([store.load(name).definition().descriptor]).descriptors[0])
    }
    #expect(made == ["alpha", "beta", "gamma"])
    #expect(first == (try Self.expected(store)))
    // NB: a declared provider adds its own resources (sign-in) to those declared.
    let own = first[0].resourceCount - 1
    #expect(first.map(\.resourceCount) == [1, 2, 3].map { $0 + own })
    made = []
    let second = summaries.summaries(of: store.names()) { name in
      made.append(name)
      return nil
    }
    #expect(made.isEmpty, "an unchanged declaration is not read again")
    #expect(second == first)
    let file = store.folder.appendingPathComponent(".summaries.json")
    #expect(try TemporaryFolder.permissions(of: file) == 0o600)
    #expect(store.names() == ["alpha", "beta", "gamma"], "the summaries file is never taken for an API")
  }

  @Test func anAPIAddedAgainRemovedOrAddedIsListedAsItIsNow() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try Self.store(in: folder, names: ["alpha", "beta", "gamma"])
    let providers = Self.providers(store)
    _ = providers.summaries { Issue.record("warned: \($0)") }
    try store.save(try DeclarationStoreSafetyTests.declaration(named: "beta", resources: 7))
    try store.remove("gamma")
    try store.save(try DeclarationStoreSafetyTests.declaration(named: "delta", resources: 4))
    let now = providers.summaries { Issue.record("warned: \($0)") }
    #expect(now == (try Self.expected(store)))
    #expect(now.map(\.names) == [["alpha"], ["beta"], ["delta"]])
    let own = now[0].resourceCount - 1
    #expect(now.map(\.resourceCount) == [1, 7, 4].map { $0 + own })
  }

  @Test(arguments: ["", "not json", #"{"version": 3, "entries": {}}"#, #"{"version": 1, "entries": {"alpha": 3}}"#])
  func aSummariesFileOfAnotherShapeIsMadeAgain(contents: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try Self.store(in: folder, names: ["alpha", "beta"])
    let file = store.folder.appendingPathComponent(".summaries.json")
    try Data(contents.utf8).write(to: file)
    let summaries = Self.providers(store).summaries { Issue.record("warned: \($0)") }
    #expect(summaries == (try Self.expected(store)))
    let again = DeclarationSummaries(store: store).summaries(of: store.names()) { _ in nil }
    #expect(again == summaries, "the file was written again, whole")
  }

  /// A summaries file written by someone else, with the stamps of the
  /// declarations: its text reaches no terminal raw, and a summary under
  /// another API's name is made again.
  @Test func aSummaryWrittenByHandIsSievedAndMustNameItsAPI() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try Self.store(in: folder, names: ["alpha", "beta"])
    _ = Self.providers(store).summaries { Issue.record("warned: \($0)") }
    let file = store.folder.appendingPathComponent(".summaries.json")
    var contents = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
    var entries = contents["entries"] as? [String: [String: Any]] ?? [:]
    var alpha = try #require(entries["alpha"])
    alpha["summary"] = ["names": ["alpha\u{1B}]52;c;eA==\u{07}"], "summary": "Clear \u{1B}[2J the screen", "resourceCount": 9]
    entries["alpha"] = alpha
    var beta = try #require(entries["beta"])
    beta["summary"] = ["names": ["gamma"], "summary": "Someone else", "resourceCount": 1]
    entries["beta"] = beta
    contents["entries"] = entries
    try JSONSerialization.data(withJSONObject: contents).write(to: file)

    let summaries = Self.providers(store).summaries { Issue.record("warned: \($0)") }
    let text = summaries.flatMap { $0.names + [$0.summary] }.joined()
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(text.debugDescription)")
    #expect(summaries[1] == (try Self.expected(store))[1], "a summary under another name is made again from the declaration")
  }

  @Test func aBrokenDeclarationIsLeftOutWithAWarningEveryTime() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try Self.store(in: folder, names: ["alpha"])
    try Data(#"{"name": "broken"}"#.utf8).write(to: store.file(for: "broken"))
    for _ in 0..<2 {
      var warnings: [String] = []
      let summaries = Self.providers(store).summaries { warnings.append($0) }
      #expect(summaries.map(\.names) == [["alpha"]])
      #expect(warnings.count == 1 && warnings[0].contains("the API 'broken' is left out"))
    }
  }
}
