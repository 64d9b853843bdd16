import ExploreArguments
import ExploreCore
import ExploreTerminal
import Testing

/// The common options are declared once, as the properties of
/// ``CommonOptionTable``; these check that what is found by reflection is
/// that table, whole and in order, and that the values read back as typed.
@Suite struct CommonOptionTableTests {
  /// `maxPages` → `max-pages`.
  private func spelledOnTheCommandLine(_ property: String) -> String {
    property.reduce(into: "") { name, character in
      name += character.isUppercase ? "-\(character.lowercased())" : String(character)
    }
  }

  @Test func everyPropertyOfTheTableIsAnOptionNamedAfterIt() {
    let properties = Mirror(reflecting: CommonOptionTable.shared).children.compactMap(\.label)
    #expect(properties.count == CommonOption.allCases.count)
    #expect(CommonOption.allCases.map(\.name) == properties.map(spelledOnTheCommandLine))
    #expect(Set(CommonOption.allCases).count == CommonOption.allCases.count)
  }

  @Test func helpListsTheOptionsInTheTablesOrder() {
    let names = CommonOption.allCases.map(\.name)
    #expect(names.first == "page")
    #expect(names.firstIndex(of: "max-pages")! < names.firstIndex(of: "expand")!)
    #expect(names.last == "watch-count")
  }

  @Test func anOptionIsNamedByItsProperty() {
    #expect(CommonOption.maxPages == CommonOption.named("max-pages"))
    #expect(CommonOption.watch.hasOptionalValue)
    #expect(!CommonOption.watch.takesValue)
    #expect(CommonOption.limit.takesValue)
    #expect(CommonOption.named("nope") == nil)
  }

  @Test func conflictsAndNeedsNameOtherOptions() {
    #expect(CommonOption.page.spec.conflicts.map(\.option.name) == ["all", "changes"])
    #expect(CommonOption.maxPages.spec.needs.map(\.option.name) == ["all", "changes"])
    #expect(CommonOption.watchCount.spec.needs.map(\.option.name) == ["watch"])
  }

  @Test func valuesReadAsTypedAndDefaultsAreNotKept() {
    var options = CommonOptions()
    #expect(options.limit == nil)
    #expect(options.color == .auto)
    #expect(!options.json)
    options.limit = 5
    options.json = true
    options.expand = .named("characters")
    #expect(options.limit == 5)
    #expect(options.json)
    #expect(options.expand == .named("characters"))
    options.limit = nil
    options.json = false
    options.expand = nil
    #expect(options == CommonOptions())
  }
}
