import ExploreCore
import ExploreJSONTape
@testable import ExploreOpenAPI
@testable import ExploreOpenAPIPlanner
import ExploreTestSupport
import Foundation
import Testing

/// The rules that turn an OpenAPI document into a provider's resources
/// (issue 24): lists and details, names, options, search, paging, fields,
/// `$ref` cycles, `allOf`, credentials, and what is left out, never in
/// silence.
@Suite struct OpenAPIPlanTests {
  /// A made-up zoo API: a paged searchable list of animals with filters, an
  /// animal (its schema an `allOf` with a cycle through `parent`), keepers
  /// identified by URL and paged by a `next` URL, visits paged by `Link`
  /// headers, and an API key in a header.
  static let zoo = OpenAPITestDocuments.zoo

  static func plan(_ text: String = zoo, only: [String] = []) throws -> OpenAPIPlan {
    try OpenAPIPlan(OpenAPIDocument(data: Data(text.utf8)), providerName: "Zoo", only: only)
  }

  static func resource(_ name: String, in plan: OpenAPIPlan) throws -> ResourcePlan {
    try #require(plan.resources.first { $0.name == name }, "no resource \(name) in \(plan.resources.map(\.name))")
  }

  @Test func readsTheTitleAndTheServerWithoutItsTrailingSlash() throws {
    let document = try OpenAPIDocument(data: Data(Self.zoo.utf8))
    #expect(document.title == "Zoo")
    // NB: a blank title (Frigate's) is none: the API is named, not "" in `api show` and `providers`.
    let blank = try OpenAPIDocument(data: Data(#"{"openapi": "3.1.0", "info": {"title": "  ", "version": "1"}, "paths": {}}"#.utf8))
    #expect(blank.title == nil)
    #expect(document.serverURL == "https://zoo.example/api")
    #expect(document.operations.map { "\($0.method) \($0.path)" } == ["get /animals", "post /animals", "get /animals/{id}", "get /keepers", "get /visits"])
  }

  @Test func aCollectionIsAListAndAPathEndingInAParameterIsADetail() throws {
    let plan = try Self.plan()
    #expect(plan.resources.map(\.name) == ["animals", "animal", "staff", "visits"])
    let animals = try Self.resource("animals", in: plan)
    #expect(animals.kind == .list)
    #expect(animals.summary == "List the animals.")
    #expect(animals.recordsKey == "items")
    let animal = try Self.resource("animal", in: plan)
    #expect(animal.kind == .detail)
    #expect(animal.arguments == ["id"])
    #expect(animal.paging == .single)
  }

  @Test func queryParametersBecomeOptionsAndTheSearchOneBecomesSearch() throws {
    let animals = try Self.resource("animals", in: Self.plan())
    #expect(animals.searchParameter == "q")
    #expect(animals.options == [
      .init(name: "diet", summary: "What it eats.", kind: .choices(["herbivore", "carnivore"]), isRequired: false),
      .init(name: "endangered", summary: "", kind: .flag, isRequired: false),
      .init(name: "min_age", summary: "", kind: .wholeNumber, isRequired: false),
    ])
    let visits = try Self.resource("visits", in: Self.plan())
    #expect(visits.options == [.init(name: "since", summary: "", kind: .text, isRequired: true)])
  }

  @Test func detectsEachPagingShape() throws {
    let plan = try Self.plan()
    // NB: per_page has no default or maximum: the size is learned, never assumed.
    #expect(try Self.resource("animals", in: plan).paging == .pageNumbers(total: "total_count", sizeParameter: "per_page"))
    #expect(try Self.resource("staff", in: plan).paging == .nextURL(at: "next"))
    #expect(try Self.resource("visits", in: plan).paging == .linkHeader())
  }

  @Test func anExtensionStatesThePagingWhereDetectionCannot() throws {
    let text = Self.zoo.replacingOccurrences(of: #""x-explore-name": "staff","#, with: #""x-explore-name": "staff", "x-explore-paging": "offset","#)
    #expect(try Self.resource("staff", in: Self.plan(text)).paging == .offsetLimit())
  }

  @Test func picksTheIdTheTitleAndTheDisplayFields() throws {
    let plan = try Self.plan()
    let animals = try Self.resource("animals", in: plan)
    #expect(animals.fields.id == .key(["id"]))
    #expect(animals.fields.title == ["name"])
    // NB: counts before dates (issue 42: the most human fields first).
    #expect(animals.fields.display.map(\.key) == ["legs", "born"])
    #expect(animals.fields.display.map(\.format) == [.integer, .date])
    // allOf: the animal's fields and the detail's own photo; the cycle
    // through `parent` ends.
    let animal = try Self.resource("animal", in: plan)
    #expect(animal.fields.display.map(\.key) == ["legs", "born"])
    #expect(animal.picture == ["photo"])
    let staff = try Self.resource("staff", in: plan)
    // NB: no detail path sits below /keepers, so a keeper's URL is not its id.
    #expect(staff.fields.id == .key(["nickname"]))
    #expect(staff.fields.title == ["nickname"])
  }

  @Test func theCredentialAndItsVariable() throws {
    let plan = try Self.plan()
    #expect(plan.credential == .header("X-API-Key"))
    #expect(plan.tokenVariable == "EXPLORE_ZOO_TOKEN")
  }

  @Test func whatCannotBeMappedIsListed() throws {
    let unmapped = try Self.plan().unmapped
    #expect(unmapped.contains("POST /animals: only GET operations become resources"))
    #expect(unmapped.contains("GET /animals: parameter X-Trace in header, which becomes no option"))
    #expect(!unmapped.contains { $0.hasPrefix("GET /visits") }, "a oneOf beside properties is not read: \(unmapped)")
  }

  @Test func onlyKeepsTagsOrPathPrefixes() throws {
    #expect(try Self.plan(only: ["animals"]).resources.map(\.name) == ["animals", "animal"])
    #expect(try Self.plan(only: ["/keepers"]).resources.map(\.name) == ["staff"])
  }

  @Test(arguments: [
    ("not json", OpenAPIError.notAnObject),
    ("{\"openapi\": nul}", .notJSON(OpenAPIJSONSyntaxError(reason: "expected null", line: 1, column: 13))),
    ("{\"openapi\": \"3.0.0\",\n  \"paths\": [}", .notJSON(OpenAPIJSONSyntaxError(reason: "expected a value (an object, array, string, number, true, false or null)", line: 2, column: 13))),
    ("[1, 2]", .notAnObject),
    (#"{"swagger": "1.2", "paths": {}}"#, .unsupportedVersion(#"swagger "1.2""#)),
    (#"{"openapi": "2.0", "paths": {}}"#, .unsupportedVersion(#"openapi "2.0""#)),
    (#"{"openapi": "3.0.3"}"#, .missingPaths),
  ])
  func aBadDocumentIsRefusedClearly(text: String, error: OpenAPIError) {
    #expect(throws: error) { try OpenAPIDocument(data: Data(text.utf8)) }
    #expect(!error.description.isEmpty)
  }

  @Test func tooManyOperationsAreRefusedWithAHintToUseOnly() throws {
    let paths = (0...OpenAPIPlan.operationLimit).map { #""/r\#($0)": {"get": {"responses": {}}}"# }.joined(separator: ",")
    let text = #"{"openapi": "3.0.0", "paths": {\#(paths)}}"#
    #expect(throws: OpenAPIError.tooManyOperations(count: OpenAPIPlan.operationLimit + 1, limit: OpenAPIPlan.operationLimit)) {
      try Self.plan(text)
    }
    #expect(OpenAPIError.tooManyOperations(count: 1, limit: 1).description.contains("--only"))
  }

  @Test func aReferenceToNothingIsNotedNotFollowed() throws {
    let text = Self.zoo.replacingOccurrences(of: "#/components/schemas/Keeper", with: "#/components/schemas/Nobody")
    let plan = try Self.plan(text)
    #expect(plan.unmapped.contains { $0.contains("GET /keepers") })
  }
}
