import Foundation

/// An OpenAPI 3.0 or 3.1 document in JSON: its title, its first server and
/// its operations, with `$ref`s resolved on demand.
///
/// ```swift
/// let document = try OpenAPIDocument(data: Data(contentsOf: specURL))
/// document.operations.filter { $0.method == "get" }
/// ```
struct OpenAPIDocument: Sendable {
  /// One operation: a method on a path, with the parameters of its path
  /// item and its own (its own win, by name and place).
  struct Operation: Sendable {
    var method: String
    var path: String
    var body: OpenAPIJSON
    var parameters: [OpenAPIJSON]
    var tags: [String] { body["tags"]?.array?.compactMap(\.string) ?? [] }
  }

  static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  let root: OpenAPIJSON
  let title: String?
  /// The first server's URL, without a trailing slash.
  let serverURL: String?
  /// Every operation, sorted by path, then method.
  let operations: [Operation]

  /// - Throws: ``OpenAPIError`` for a document that is not JSON, not
  ///   OpenAPI 3.0 or 3.1, or has no `paths`.
  init(data: Data) throws(OpenAPIError) {
    guard let root = try? JSONDecoder().decode(OpenAPIJSON.self, from: data), root.object != nil else { throw .notJSON }
    let version = root["openapi"]?.string
    guard let version, version.hasPrefix("3.0") || version.hasPrefix("3.1") else { throw .unsupportedVersion(version) }
    guard let paths = root["paths"]?.object else { throw .missingPaths }
    self.root = root
    title = root["info"]?["title"]?.string
    var server = root["servers"]?.array?.first?["url"]?.string
    while server?.hasSuffix("/") == true { server?.removeLast() }
    serverURL = server
    var operations: [Operation] = []
    for (path, item) in paths.sorted(by: { $0.key < $1.key }) {
      let shared = item["parameters"]?.array ?? []
      for method in Self.methods {
        guard let body = item[method], body.object != nil else { continue }
        var parameters = body["parameters"]?.array ?? []
        let own = Set(parameters.map { Self.parameterKey($0, in: root) })
        parameters = shared.filter { !own.contains(Self.parameterKey($0, in: root)) } + parameters
        operations.append(Operation(method: method, path: path, body: body, parameters: parameters))
      }
    }
    self.operations = operations
  }

  /// `$ref` resolved against the document, following chains; `nil` when it
  /// names nothing (or loops on itself).
  func resolve(_ value: OpenAPIJSON) -> OpenAPIJSON? {
    Self.resolve(value, in: root)
  }

  static func resolve(_ value: OpenAPIJSON, in root: OpenAPIJSON) -> OpenAPIJSON? {
    var current = value
    var seen: Set<String> = []
    while let reference = current["$ref"]?.string {
      guard reference.hasPrefix("#/"), seen.insert(reference).inserted else { return nil }
      var target: OpenAPIJSON? = root
      for part in reference.dropFirst(2).split(separator: "/") {
        let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        target = target?[key]
      }
      guard let target else { return nil }
      current = target
    }
    return current
  }

  private static func parameterKey(_ parameter: OpenAPIJSON, in root: OpenAPIJSON) -> String {
    let resolved = resolve(parameter, in: root)
    return "\(resolved?["in"]?.string ?? "")/\(resolved?["name"]?.string ?? "")"
  }
}
