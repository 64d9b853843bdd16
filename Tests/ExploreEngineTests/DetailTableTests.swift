import ExploreCore
import ExploreTables
import ExploreDeclarations
import ExploreEngine
import ExploreNetworking
import ExploreTestSupport
import Foundation
import Testing

/// A detail view run by the engine: its record's section id and title, a
/// section's own id, a custom section loaded by its hook, the error a hook
/// makes of the record's 404; and how references load through a route
/// that says which 404 means "no such record" and what its records are
/// called in messages.
@Suite struct DetailTableTests {
  static let base = URL(string: "https://api.example.com")!
  static let part = ItemMapping(kind: "part", id: .key("id"), title: "name")
  static let machine = ItemMapping(kind: "machine", id: .key("id"), title: "name", references: [ReferenceMapping("parts", from: "parts")])
  /// Parts one at a time at `/part/{id}`, many at `/part/1,2`; an unknown
  /// one answers `{"error":"Part not found"}`.
  static let parts = ReferenceRoutes.Route(
    resource: "part", path: PathTemplate("/part/{id}"), item: part, batch: BatchDeclaration(path: "/part/{ids}"),
    missing: EmptyAnswer(at: ["error"], equals: "Part not found"), plural: "parts")

  /// A stub of machines 1 (parts 1, 2 and 9) and 2 (part 3), and parts 1
  /// to 3: an unknown id answers the API's 404, part 5 another server's
  /// 404, a batch with part 7 the server's 500.
  static func api() -> StubTransport {
    StubTransport { request in
      let path = request.url.path
      let answer: (Int, String)
      switch path {
      case "/machine/1": answer = (200, #"{"id":1,"name":"Mill","parts":["1","2","9"]}"#)
      case "/machine/2": answer = (200, #"{"id":2,"name":"Press","parts":["3"]}"#)
      case "/part/5": answer = (404, #"{"error":"There is no such route."}"#)
      case let path where path.hasPrefix("/part/") && path.contains("7"): answer = (500, #"{"error":"boom"}"#)
      case let path where path.hasPrefix("/part/"):
        let ids = path.dropFirst("/part/".count).split(separator: ",").compactMap { Int($0) }.filter { (1...3).contains($0) }
        let records = ids.map { #"{"id":\#($0),"name":"Part \#($0)"}"# }
        if !path.contains(",") {
          answer = records.isEmpty ? (404, #"{"error":"Part not found"}"#) : (200, records[0])
        } else {
          answer = (200, "[" + records.joined(separator: ",") + "]")
        }
      default: answer = (404, #"{"error":"Machine not found"}"#)
      }
      return HTTPResponse(status: answer.0, body: Data(answer.1.utf8), url: request.url)
    }
  }

  static func engine(_ transport: StubTransport) -> TableEngine {
    TableEngine(client: RESTClient(baseURL: base, transport: transport) { _ in })
  }

  static let table = DetailTable(
    path: PathTemplate("/machine/{id}"), item: machine, id: "info", title: "Info",
    sections: [
      .references("parts", through: parts, title: "Parts", emptyNote: "no parts"),
      RelatedSection(id: "maker", title: "Made by", .custom("maker")),
    ])

  static func request(_ id: String) -> ResourceRequest { ResourceRequest(path: ["machine"], arguments: ["id": id]) }

  @Test func aDetailNamesItsSectionsAndLoadsItsCustomOneThroughItsHook() async throws {
    let transport = Self.api()
    let hooks = TableHooks<String>(sections: [
      "maker": { owner, machine, body in [Item(id: "m", kind: "maker", title: "\(owner) for \(body.string(at: "name") ?? machine.id)")] }
    ])
    let page = try await Self.engine(transport).detailPage(Self.table, request: Self.request("1"), of: "Acme", hooks: hooks)
    #expect(page.sections.map(\.id) == ["info", "parts", "maker"])
    #expect(page.sections.map(\.title) == ["Info", "Parts", "Made by"])
    // The machine's order; part 9, which the API does not have, left out.
    #expect(page.sections[1].items.map(\.title) == ["Part 1", "Part 2"])
    #expect(page.sections[2].items.map(\.title) == ["Acme for Mill"])
    #expect(transport.requests.map(\.url.path) == ["/machine/1", "/part/1,2,9"])
  }

  @Test func aMissingRecordIsTheErrorItsHookMakesOrTheEnginesOwn() async throws {
    struct NoMachine: Error, Equatable { var kind: String, id: String, message: String? }
    let hooks = TableHooks<String>(
      sections: ["maker": { _, _, _ in [] }],
      missingRecord: { _, kind, id, response in id == "4" ? nil : NoMachine(kind: kind, id: id, message: ErrorBody(response.body).message) })
    let engine = Self.engine(Self.api())
    await #expect(throws: NoMachine(kind: "machine", id: "3", message: "Machine not found")) {
      try await engine.detailPage(Self.table, request: Self.request("3"), of: "Acme", hooks: hooks)
    }
    let error = await #expect(throws: APIError.self) { try await engine.detailPage(Self.table, request: Self.request("4"), of: "Acme", hooks: hooks) }
    #expect(error?.kind == .notFound(what: "machine 4"))
  }

  @Test func aRecordTheAPIDoesNotHaveIsLeftOutButAnotherServersFourOhFourIsAnError() async throws {
    let engine = Self.engine(Self.api())
    let one = try await engine.records(["9"], through: .route(Self.parts), of: "machine", reference: "parts", budget: nil, expansion: "Parts")
    #expect(one.isEmpty)
    let error = await #expect(throws: APIError.self) {
      try await engine.records(["5"], through: .route(Self.parts), of: "machine", reference: "parts", budget: nil, expansion: "Parts")
    }
    #expect(error?.kind == .notFound(what: "1 parts by id"))
    var anyNotFound = Self.parts
    anyNotFound.missing = nil
    let none = try await engine.records(["5"], through: .route(anyNotFound), of: "machine", reference: "parts", budget: nil, expansion: "Parts")
    #expect(none.isEmpty)
  }

  @Test func aFailedRequestNamesTheRecordsByTheRoutesPluralElseByTheirKind() async throws {
    let engine = Self.engine(Self.api())
    let named = await #expect(throws: APIError.self) {
      try await engine.records(["1", "7"], through: .route(Self.parts), of: "machine", reference: "parts", budget: nil, expansion: "Parts")
    }
    #expect(named?.what == "2 parts by id")
    var unnamed = Self.parts
    unnamed.plural = nil
    let batch = await #expect(throws: APIError.self) {
      try await engine.records(["1", "7"], through: .route(unnamed), of: "machine", reference: "parts", budget: nil, expansion: "Parts")
    }
    #expect(batch?.what == "2 part records by id")
    let single = await #expect(throws: APIError.self) {
      try await engine.records(["7"], through: .route(unnamed), of: "machine", reference: "parts", budget: nil, expansion: "Parts")
    }
    #expect(single?.what == "part 7")
  }
}
