public import Foundation
import ExploreYAML
import ExploreJSONTape

/// An OpenAPI 3.0 or 3.1 document, or a Swagger 2.0 one read as it is
/// written (`host`, `basePath`, `definitions`, parameters with their own
/// `type`, a response's `schema`): its title, its first server and its
/// operations, with `$ref`s resolved on demand, within bounds.
///
/// ```swift
/// let document = try OpenAPIDocument(data: Data(contentsOf: specURL))
/// document.operations.filter { $0.method == "get" }
/// ```
///
/// A document is text from the internet, so everything about it is bounded:
/// its size (``maximumSize``), its nesting (``OpenAPIJSON/maximumDepth``)
/// and the chains of references it makes (``maximumReferenceHops``).
public struct OpenAPIDocument: Sendable {
  /// One operation: a method on a path, with the parameters of its path
  /// item and its own (its own win, by name and place).
  public struct Operation: Sendable {
    /// `get`, `post`, …, in lowercase.
    public var method: String
    /// The path as the document writes it: `/pets/{id}`.
    public var path: String
    /// The operation object.
    public var body: OpenAPIJSON
    /// The parameters, unresolved (`$ref`s as written).
    public var parameters: [OpenAPIJSON]
    /// The operation's tags.
    public var tags: [String] { body["tags"]?.array?.compactMap(\.string) ?? [] }
  }

  /// The methods of a path item that are operations.
  public static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
  /// The largest document read, in bytes: 32 MiB, about three times
  /// GitHub's REST description, the largest in common use.
  public static let maximumSize = 32 << 20
  /// The longest chain of `$ref`s that lead to other `$ref`s followed at once.
  public static let maximumReferenceHops = 64

  /// Which specification a document follows.
  public enum Specification: Sendable, Equatable {
    /// Swagger 2.0: `swagger: "2.0"`.
    case swagger2
    /// OpenAPI 3.0 or 3.1.
    case openAPI3
  }

  /// The whole document.
  public let root: OpenAPIJSON
  /// Swagger 2.0 or OpenAPI 3.
  public let specification: Specification
  /// `info.title`, `nil` when it is blank.
  public let title: String?
  /// The first server's absolute URL, without a trailing slash: its
  /// variables filled with their defaults (`https://{region}.example.com`);
  /// for Swagger 2.0, `schemes`, `host` and `basePath`. `nil` when the
  /// document names none, or only a path (see ``serverPath``).
  public let serverURL: String?
  /// The path of a server the document gives without a host (`/api/v1`, a
  /// Swagger 2.0 `basePath` without `host`), which a base URL given with
  /// no path of its own keeps.
  public let serverPath: String?
  /// Every operation, sorted by path, then method.
  public let operations: [Operation]

  /// The document `data` holds, in JSON or in YAML: a text whose first
  /// character (after a byte order mark, spaces and blank lines) is `{` is
  /// read as JSON, any other as YAML, through ``ExploreYAML/YAMLReader``.
  ///
  /// - Throws: ``OpenAPIError`` for a document larger than ``maximumSize``,
  ///   not JSON or not YAML (with the line and column), nested too deep, not
  ///   Swagger 2.0, OpenAPI 3.0 or 3.1, or without `paths`.
  /// - Complexity: O(*n*) in the size of `data`.
  public init(data: Data) throws(OpenAPIError) {
    guard data.count <= Self.maximumSize else { throw .tooLarge(size: data.count, limit: Self.maximumSize) }
    let json: [UInt8]
    if Self.isJSON(data) {
      json = [UInt8](data)
    } else {
      do {
        json = try YAMLReader.readJSON(data, limits: YAMLLimits(maximumInputBytes: Self.maximumSize, maximumDepth: OpenAPIJSON.maximumDepth))
      } catch {
        throw .notYAML(error)
      }
    }
    let root: OpenAPIJSON
    do {
      root = try OpenAPIJSON.read(bytes: json)
    } catch {
      throw error.isTooDeep ? .nestedTooDeep(error) : .notJSON(error)
    }
    try self.init(root: root)
  }

  /// Whether `data` reads as JSON: its first character, past a UTF-8 byte
  /// order mark and white space, is `{` or `[`.
  ///
  /// NB: YAML's flow mappings also start with `{`, and a JSON text is YAML
  /// too; a document that starts so is read by the stricter JSON reader,
  /// whose errors fit what the document most likely is.
  static func isJSON(_ data: Data) -> Bool {
    var bytes = data.prefix(4096)[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  /// The document whose value is `root`, however it was read.
  ///
  /// - Throws: ``OpenAPIError`` for a value that is not a Swagger 2.0,
  ///   OpenAPI 3.0 or 3.1 document with `paths`.
  public init(root: OpenAPIJSON) throws(OpenAPIError) {
    guard root.isObject else { throw .notAnObject }
    if let version = root["openapi"]?.string, version.hasPrefix("3.0") || version.hasPrefix("3.1") {
      specification = .openAPI3
    } else if root["openapi"] == nil, root["swagger"]?.scalarText == "2.0" {
      specification = .swagger2
    } else {
      let stated = root["openapi"].map { ("openapi", $0) } ?? root["swagger"].map { ("swagger", $0) }
      throw .unsupportedVersion(stated.map { "\($0.0) " + ($0.1.scalarText.map { "\"\($0.prefix(40))\"" } ?? "with no version") })
    }
    guard let paths = root["paths"]?.object else { throw .missingPaths }
    self.root = root
    title = root["info"]?["title"]?.string.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    (serverURL, serverPath) = Self.server(of: root, specification: specification)
    var operations: [Operation] = []
    for (path, item) in paths.sorted(by: { $0.key < $1.key }) {
      let shared = item["parameters"]?.array ?? []
      for method in Self.methods {
        guard let body = item[method], body.isObject else { continue }
        var parameters = body["parameters"]?.array ?? []
        let own = Set(parameters.map { Self.parameterKey($0, in: root) })
        parameters = shared.filter { !own.contains(Self.parameterKey($0, in: root)) } + parameters
        operations.append(Operation(method: method, path: path, body: body, parameters: parameters))
      }
    }
    self.operations = operations
  }

  /// `value` with its `$ref` resolved against the document, following
  /// chains; `nil` when a reference names nothing, loops, or chains more than
  /// ``maximumReferenceHops`` times. ``reference(_:)`` says why.
  public func resolve(_ value: OpenAPIJSON) -> OpenAPIJSON? {
    try? Self.resolve(value, in: root).get()
  }

  /// What the `$ref` `reference` names, one hop (not followed further), or why it names nothing.
  public func reference(_ reference: String) -> Result<OpenAPIJSON, OpenAPIReferenceProblem> {
    Self.target(of: reference, in: root)
  }

  package static func resolve(_ value: OpenAPIJSON, in root: OpenAPIJSON) -> Result<OpenAPIJSON, OpenAPIReferenceProblem> {
    var current = value
    var seen: Set<String> = []
    while let reference = current["$ref"]?.string {
      guard seen.insert(reference).inserted else { return .failure(.loop(reference)) }
      guard seen.count <= maximumReferenceHops else { return .failure(.tooLong(reference, hops: maximumReferenceHops)) }
      switch target(of: reference, in: root) {
      case .success(let target): current = target
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(current)
  }

  /// What the JSON pointer of a local `$ref` (`#/components/schemas/Pet`) names.
  static func target(of reference: String, in root: OpenAPIJSON) -> Result<OpenAPIJSON, OpenAPIReferenceProblem> {
    guard reference.hasPrefix("#/") || reference == "#" else { return .failure(.notLocal(reference)) }
    var target = root
    let parts = reference == "#" ? [] : reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
    for part in parts {
      // NB: a pointer in a URI fragment may be percent-encoded; `~1` and `~0` are decoded after.
      let key = (String(part).removingPercentEncoding ?? String(part))
        .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      if let member = target[key] {
        target = member
      } else if let values = target.array, let position = Int(key), values.indices.contains(position) {
        target = values[position]
      } else {
        return .failure(.undefined(reference))
      }
    }
    return .success(target)
  }

  private static func parameterKey(_ parameter: OpenAPIJSON, in root: OpenAPIJSON) -> String {
    let resolved = try? resolve(parameter, in: root).get()
    return "\(resolved?["in"]?.string ?? "")/\(resolved?["name"]?.string ?? "")"
  }
}
