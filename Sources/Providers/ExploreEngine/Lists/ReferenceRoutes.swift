package import ExploreCore
import ExploreNetworking
package import ExploreTables
package import ExploreDeclarations
import Foundation

/// The detail resources a provider's references may name, each with the
/// path that loads one record by its id and the path that loads many at
/// once, if the API has one; and how a reference URL finds its resource:
/// its path, relative to the base URL's, matched against each detail path.
///
/// ```swift
/// let routes = ReferenceRoutes([.init(resource: "person", path: PathTemplate("/people/{id}/"), item: person)])
/// routes.match("https://swapi.example/api/people/1/", basePath: ["api"])   // (person, "1")
/// ```
package struct ReferenceRoutes: Sendable {
  /// One detail resource, as a reference loads its records.
  package struct Route: Sendable {
    /// The resource's name, as a reference names it.
    package var resource: String
    /// Its path, whose one placeholder takes the record's id.
    package var path: PathTemplate
    package var item: ItemMapping
    /// The path that answers many records at once.
    package var batch: BatchDeclaration?
    /// The 404 that says a record does not exist, which leaves it out;
    /// another 404 (a wrong address) is an error. Any 404 when `nil`.
    package var missing: EmptyAnswer?
    /// What its records are called in messages, in the plural: a failed
    /// request for them names "3 characters by id". When `nil`, "3
    /// character records by id", and one record "character 7".
    package var plural: String?

    package init(resource: String, path: PathTemplate, item: ItemMapping, batch: BatchDeclaration? = nil, missing: EmptyAnswer? = nil, plural: String? = nil) {
      self.resource = resource
      self.path = path
      self.item = item
      self.batch = batch
      self.missing = missing
      self.plural = plural
    }

    /// The path's one placeholder, which takes the id.
    var argument: String { path.placeholders.first ?? "id" }

    /// Whether `response` says that the record asked for does not exist.
    package func isMissing(_ response: HTTPResponse) -> Bool {
      response.status == 404 && (missing?.matches(status: response.status, body: response.body) ?? true)
    }

    /// What a request for the records `ids` is called in messages.
    func what(_ ids: [String]) -> String {
      plural.map { "\(ids.count) \($0) by id" } ?? (ids.count == 1 ? "\(item.kind) \(ids[0])" : "\(ids.count) \(item.kind) records by id")
    }
  }

  package var routes: [Route]

  package init(_ routes: [Route] = []) {
    self.routes = routes
  }

  /// The route of the resource named `name`.
  package func route(named name: String) -> Route? {
    routes.first { $0.resource == name }
  }

  /// The route and id that `url` names: its path under the base URL's
  /// (`basePath`), else its last segments, matched against each route's
  /// path; `nil` when none matches.
  ///
  /// - Complexity: O(*r* · *n*) for *r* routes and a path of *n* characters.
  package func match(_ url: String, basePath: [String]) -> (route: Route, id: String)? {
    guard url.contains("/"), let components = URLComponents(string: url) else { return nil }
    var segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    if segments.starts(with: basePath) { segments.removeFirst(basePath.count) }
    for route in routes {
      let length = route.path.text.split(separator: "/", omittingEmptySubsequences: true).count
      guard segments.count >= length, let values = route.path.match(Array(segments.suffix(length))), let id = values[route.argument] else {
        continue
      }
      return (route, id)
    }
    return nil
  }

  /// The key of what a reference of items of `kind` was found to name.
  static func key(kind: String, reference: String) -> String { "\(kind).\(reference)" }

  /// Learns from `record` (which `mapping` made `item` of) the resource
  /// each reference that names none points to, by its first URL, and keeps
  /// it in `facts`; the item's ids of such a reference become the ids its
  /// URLs name (a slug as well as a number).
  func learn(from record: JSONValue, mapping: ItemMapping, into item: inout Item, facts: RunFacts, basePath: [String]) {
    var record = record
    if let wrapper = mapping.wrapper, let inner = ItemMapping.unwrapped(record, wrapper) { record = inner }
    for reference in mapping.references where reference.resource == nil {
      let urls: [String]
      switch record[reference.path] {
      case .string(let url)?: urls = [url]
      case .array(let values)?: urls = values.compactMap { if case .string(let url) = $0 { url } else { nil } }
      default: continue
      }
      let matched = urls.compactMap { match($0, basePath: basePath) }
      guard let first = matched.first else { continue }
      facts.learn(route: first.route.resource, of: Self.key(kind: mapping.kind, reference: reference.name))
      item.references[reference.name] = matched.filter { $0.route.resource == first.route.resource }.map(\.id)
    }
  }
}
