package import ExploreTables
package import ExploreCore
import Foundation
package import ExploreNetworking

extension RESTClient {
  /// The items of `response`: the array at `path` in its JSON body (the
  /// body itself when `path` is empty), each record mapped by `mapping`,
  /// with the body itself for what else it says (a page's counts, a
  /// collection's name).
  ///
  /// ```swift
  /// let response = try await client.send(.get, url).requireSuccess("page 2 of characters")
  /// let (items, body) = try client.items(Self.character, from: response, at: "results")
  /// let paging = PageDecoder.nextURL(body.string(at: ["info", "next"]), page: 2, totalCount: body.integer(at: ["info", "count"]))
  /// ```
  ///
  /// What tolerant decoding left out goes to the log, one line per field,
  /// as ``decode(_:from:)`` does.
  ///
  /// - Parameters:
  ///   - acceptsOneRecord: whether an object where the array should be is
  ///     one record, for endpoints that answer one id with the record and
  ///     several with an array.
  ///   - page: the page's number, for the position a record without its
  ///     id is known by (``ItemMapping/idMayBeMissing``).
  /// - Throws: ``APIError`` naming the endpoint and the JSON path when the
  ///   body is not JSON, the array is missing, or a record lacks its id or
  ///   title; ``PageTooLargeError`` for more than
  ///   ``PagingLimits/maxItemsPerPage`` records.
  /// - Complexity: O(*n*) in the size of the body.
  package func items(
    _ mapping: ItemMapping, from response: HTTPResponse, at path: JSONPath = [], acceptsOneRecord: Bool = false,
    hooks: MappingHooks = .none, routes: ReferenceRoutes? = nil, page: Int? = nil
  ) throws -> (items: [Item], body: JSONValue) {
    try mapped(response, boundingArrayAt: path) { body, notes in
      switch body[path] {
      case .array(let records)?:
        guard records.count <= PagingLimits.maxItemsPerPage else {
          throw PageTooLargeError(jsonPath: path.description)
        }
        var items: [Item] = []
        items.reserveCapacity(records.count)
        var location = MappingLocation(keys: path.parts, index: 0)
        location.page = page
        for (index, record) in records.enumerated() {
          location.index = index
          items.append(learned(try mapping.item(from: record, at: location, hooks: hooks, notes: notes), from: record, mapping, routes))
        }
        return (items, body)
      case .object? where acceptsOneRecord:
        let record = body[path] ?? .null
        return ([learned(try mapping.item(from: record, at: MappingLocation(keys: path.parts), hooks: hooks, notes: notes), from: record, mapping, routes)], body)
      case let found:
        let reason = found.map { "expected an array but found \($0.typeName)" } ?? "the required field is missing"
        throw ItemMappingError(jsonPath: path.description, reason: reason)
      }
    }
  }

  /// `GET path?query` at the page `cursor` names, required to succeed, and
  /// its records at `array` mapped by `mapping`; see ``items(_:from:at:acceptsOneRecord:)``.
  ///
  /// ```swift
  /// let (items, body, _) = try await client.getItems(Self.movie, ["movie", "popular"], at: cursor, in: "results", what: "movies")
  /// ```
  ///
  /// - Parameter what: what the request is for, in error messages: "page 3 of characters".
  package func getItems(
    _ mapping: ItemMapping, _ path: [String], query: [URLBuilder.QueryItem] = [], at cursor: PageCursor = .first, in array: JSONPath = [],
    what: String, hooks: MappingHooks = .none
  ) async throws -> (items: [Item], body: JSONValue, response: HTTPResponse) {
    let response = try await send(.get, urls.url(path, query: query, at: cursor)).requireSuccess(what)
    let (items, body) = try items(mapping, from: response, at: array, hooks: hooks)
    return (items, body, response)
  }

  /// The one item of `response`, whose JSON body is the record itself,
  /// with the body for what else it says.
  ///
  /// - Throws: ``APIError`` naming the endpoint and the JSON path when the
  ///   body is not JSON or the record lacks its id or title.
  package func item(
    _ mapping: ItemMapping, from response: HTTPResponse, hooks: MappingHooks = .none, routes: ReferenceRoutes? = nil
  ) throws -> (item: Item, body: JSONValue) {
    try mapped(response) { body, notes in
      (learned(try mapping.item(from: body, at: MappingLocation(keys: []), hooks: hooks, notes: notes), from: body, mapping, routes), body)
    }
  }

  /// `item`, with the resources its references that name none point to
  /// learned from `record` (``ReferenceRoutes``), when `routes` are given.
  private func learned(_ item: Item, from record: JSONValue, _ mapping: ItemMapping, _ routes: ReferenceRoutes?) -> Item {
    guard let routes, mapping.references.contains(where: { $0.resource == nil }) else { return item }
    var item = item
    let basePath = urls.baseURL.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    routes.learn(from: record, mapping: mapping, into: &item, facts: facts, basePath: basePath)
    return item
  }

  /// The JSON body of `response`, repaired as ``HTTPResponse/decode(_:endpoint:)``
  /// repairs it, its repairs noted.
  private static func json(of response: HTTPResponse, endpoint: String, boundingArrayAt records: JSONPath?) throws -> JSONValue {
    let failure = { (reason: String) in
      APIError(.undecodable(endpoint: endpoint, jsonPath: "", reason: reason), url: response.url, status: response.status)
    }
    guard !response.body.isEmpty else { throw failure("the response body was empty") }
    var text = response.body
    if let repair = JSONTextRepair(text) {
      text = repair.text
      for note in repair.notes { DecodingNotes.current?.add(note) }
    }
    do {
      // NB: the records' array is bounded as it is read: a page of a million
      // records is refused at the first one over the bound, before a tree
      // of them is built.
      return try JSONReader.read(text, boundingArrayAt: records.flatMap { $0.goesThroughArrays ? nil : $0.parts }, to: PagingLimits.maxItemsPerPage)
    } catch let error as JSONReader.ArrayTooLong {
      throw PageTooLargeError(limit: error.limit, jsonPath: records?.description ?? "")
    } catch let error as JSONReader.SyntaxError where error.reason == JSONReader.tooDeep {
      throw failure(JSONNesting.tooDeepReason)
    } catch {
      throw failure(DecodingErrorDescription.notJSON)
    }
  }

  /// `map` run on the JSON body of `response`, its notes logged and its
  /// failures named after the request.
  private func mapped<Value>(
    _ response: HTTPResponse, boundingArrayAt records: JSONPath? = nil, _ map: (JSONValue, DecodingNotes) throws -> Value
  ) throws -> Value {
    let notes = DecodingNotes()
    let endpoint = "GET " + urls.relativePath(of: response.url)
    let value: Value
    do {
      value = try notes.collect {
        try map(try Self.json(of: response, endpoint: endpoint, boundingArrayAt: records), notes)
      }
    } catch var error as PageTooLargeError {
      error.endpoint = endpoint
      throw error
    } catch let error as ItemMappingError {
      throw APIError(.undecodable(endpoint: endpoint, jsonPath: error.jsonPath, reason: error.reason), url: response.url, status: response.status)
    }
    for line in notes.lines { log("\(endpoint): \(line)") }
    return value
  }
}
