/// What an OpenAPI document becomes: the resources of a provider, its
/// credential scheme, and everything that could not be mapped, which the
/// scaffold lists on stderr and at the top of the generated file.
///
/// ```swift
/// let plan = try OpenAPIPlan(OpenAPIDocument(data: data), providerName: "Petstore", only: ["pets"])
/// plan.resources.map(\.name)   // ["pets", "pet"]
/// plan.unmapped                // ["POST /pets: only GET operations become resources"]
/// ```
public struct OpenAPIPlan: Sendable {
  /// How the API takes its token.
  public enum Credential: Sendable, Equatable {
    /// `Authorization: Bearer <token>`.
    case bearer
    /// An API key in a header.
    case header(String)
    /// An API key in a query item.
    case query(String)
  }

  /// The most `GET` operations generated at once without `--only`.
  public static let operationLimit = 200

  public var resources: [ResourcePlan] = []
  public var credential: Credential?
  /// The variable that holds the token: `EXPLORE_<NAME>_TOKEN`.
  public var tokenVariable: String
  /// What was left out, one line each: `POST /pets: only GET operations become resources`.
  public var unmapped: [String] = []

  /// - Parameters:
  ///   - only: tags or path prefixes to keep; empty keeps every operation.
  ///   - limit: the most `GET` operations to generate; the benchmark raises it.
  /// - Throws: ``OpenAPIError/tooManyOperations(count:limit:)`` past
  ///   `limit` `GET` operations.
  public init(_ document: OpenAPIDocument, providerName: String, only: [String] = [], limit: Int = operationLimit) throws(OpenAPIError) {
    tokenVariable = "EXPLORE_\(providerName.uppercased())_TOKEN"
    let kept = document.operations.filter { operation in
      only.isEmpty || only.contains { operation.tags.contains($0) || operation.path.hasPrefix($0.hasPrefix("/") ? $0 : "/" + $0) }
    }
    let gets = kept.filter { $0.method == "get" }
    guard gets.count <= limit else { throw .tooManyOperations(count: gets.count, limit: limit) }
    for operation in kept where operation.method != "get" {
      unmapped.append("\(operation.method.uppercased()) \(operation.path): only GET operations become resources")
    }
    var planner = ResourcePlanner(document: document)
    for operation in gets {
      if let resource = planner.resource(for: operation) { resources.append(resource) }
    }
    unmapped += planner.unmapped
    resources.removeAll { resource in
      let missing = resource.fields.id == nil ? "id (an id, url or self property)" : resource.fields.title == nil ? "title (a name, title, login or required string)" : nil
      if let missing { unmapped.append("GET \(resource.path): its records have no \(missing), which an item needs") }
      return missing != nil
    }
    (credential, unmapped) = Self.credential(in: document, unmapped: unmapped)
  }

  /// The first security scheme that maps to a credential; the others are noted.
  private static func credential(in document: OpenAPIDocument, unmapped: [String]) -> (Credential?, [String]) {
    var unmapped = unmapped
    var chosen: Credential?
    for (name, scheme) in (document.root["components"]?["securitySchemes"]?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
      let scheme = document.resolve(scheme) ?? scheme
      var credential: Credential?
      switch (scheme["type"]?.string, scheme["in"]?.string) {
      case ("http", _) where scheme["scheme"]?.string?.lowercased() == "bearer": credential = .bearer
      case ("apiKey", "header"): credential = scheme["name"]?.string.map(Credential.header)
      case ("apiKey", "query"): credential = scheme["name"]?.string.map(Credential.query)
      default: break
      }
      if chosen == nil, let credential {
        chosen = credential
      } else {
        unmapped.append("security scheme \(name): \(credential == nil ? "not a bearer token or an API key in a header or the query" : "one scheme is used, the first")")
      }
    }
    return (chosen, unmapped)
  }
}
