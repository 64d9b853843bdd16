import ExploreCore
import ExploreTables
import ExploreEngine
import Testing

/// Query parameters offered as options: their names on the command line,
/// their rules, and the query items a request gives them.
@Suite struct QueryOptionTests {
  static let diet = QueryOption.choice("diet", summary: "What it eats.", values: ["herbivore", "Carnivore"])
  static let endangered = QueryOption.flag("endangered", summary: "Only endangered animals.")
  static let minAge = QueryOption.wholeNumber("min_age", summary: "The youngest age.")
  static let name = QueryOption.text("filter[name]", summary: "A name.")

  @Test func optionsAreNamedAfterTheirParameters() {
    #expect([Self.diet, Self.endangered, Self.minAge, Self.name].map(\.descriptor.name) == ["diet", "endangered", "min-age", "filter-name"])
    #expect(Self.minAge.descriptor.rule?.accepts("12") == true)
    #expect(Self.minAge.descriptor.rule?.accepts("twelve") == false)
    #expect(Self.diet.descriptor.allowedValues == ["herbivore", "Carnivore"])
  }

  @Test func aRequestSendsTheSearchAndTheOptionsItGives() {
    let request = ResourceRequest(
      path: ["animals"], options: ["diet": ["carnivore"], "min-age": ["3"]], flags: ["endangered"], search: "  lion ")
    let query = request.query([Self.diet, Self.endangered, Self.minAge, Self.name], search: "q")
    #expect(query.map(\.name) == ["q", "diet", "endangered", "min_age"])
    #expect(query.map(\.value) == ["lion", "Carnivore", "true", "3"])
  }

  @Test func anOptionNotGivenSendsItsDefault() {
    let sort = QueryOption(descriptor: .choice("sort", summary: "The order.", values: ["pushed", "full_name"], defaultValue: "pushed"), parameter: "sort")
    #expect(ResourceRequest(path: ["repos"]).query([sort]).map(\.value) == ["pushed"])
    #expect(ResourceRequest(path: ["repos"], options: ["sort": ["full_name"]]).query([sort]).map(\.value) == ["full_name"])
    #expect(ResourceRequest(path: ["repos"]).query([sort], defaults: false).isEmpty)
  }

  @Test func aBlankSearchAndOptionsNotGivenSendNothing() {
    let request = ResourceRequest(path: ["animals"], search: "  ")
    #expect(request.query([Self.diet, Self.endangered], search: "q").isEmpty)
    #expect(ResourceRequest(path: ["animals"], search: "lion").query([]).isEmpty)
  }
}
