package import ExploreCommandLine
package import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreOpenAPI
import Foundation

/// Runs `explore api …`: adds an API from a declaration file (or, with an
/// OpenAPI document, from the plan made of it), lists and shows those
/// added, and removes one.
package struct APICommandRunner: Sendable {
  package var store: DeclarationStore
  /// The names a declared provider may not take: the built-in providers,
  /// their aliases, and explore's own commands.
  package var reservedNames: Set<String>
  /// Fetches a document given by URL: the network, without the cache.
  package var transport: (any HTTPTransport)?
  /// Where the text goes: standard output.
  package var write: @Sendable (String) -> Void

  package init(
    store: DeclarationStore, reservedNames: Set<String>, transport: (any HTTPTransport)?, write: @escaping @Sendable (String) -> Void
  ) {
    self.store = store
    self.reservedNames = reservedNames
    self.transport = transport
    self.write = write
  }

  /// Runs `invocation`.
  ///
  /// - Throws: a ``ExploreCore/UserFacingError`` that says what failed and
  ///   what to do.
  package func run(_ invocation: APIInvocation) async throws {
    switch invocation {
    case .list:
      write(list())
    case .show(let name):
      write(APIPlanText(try store.load(name)).text)
    case .remove(let name):
      guard try store.remove(name) else { throw DeclarationFileError(file: store.file(for: name), problem: .missing(name)) }
      write("Removed the API '\(name)'.\n")
    case .add(let addition):
      try await add(addition)
    case .schema:
      write(try Self.schema())
    }
  }

  /// One line per API added: its name, summary and resources.
  func list() -> String {
    let names = store.names()
    guard !names.isEmpty else {
      return "No API was added. Add one with 'explore api add <name> <document>'.\n"
    }
    return names.map { name in
      do {
        let declaration = try store.load(name)
        let resources = declaration.resources.map(\.name).joined(separator: ", ")
        return "\(name) — \(declaration.summary)\n  \(resources)"
      } catch {
        return "\(name) — cannot be used: \(error)"
      }
    }.joined(separator: "\n") + "\n"
  }

  private func add(_ addition: APIAddition) async throws {
    try checkName(addition.name)
    let data: Data
    do {
      data = try await DocumentSource(addition.document).read(through: transport)
    } catch var error as APIAddError {
      error.name = addition.name
      throw error
    }
    // NB: a declaration file is added as it is; an OpenAPI document goes
    // through the planner.
    var baseURL: URL?
    if let given = addition.baseURL {
      guard let url = URL(string: given), url.scheme == "http" || url.scheme == "https", url.host != nil else {
        throw APIAddError(name: addition.name, problem: .badBaseURL(given))
      }
      baseURL = url
    }
    var declaration: ProviderDeclaration
    if DocumentSource.isDeclaration(data) {
      declaration = try DeclarationStore.decode(data, file: URL(fileURLWithPath: addition.document))
      declaration.name = addition.name
      if let baseURL { declaration.baseURL = baseURL }
    } else {
      let document: OpenAPIDocument
      do {
        document = try OpenAPIDocument(data: data)
      } catch {
        throw APIAddError(name: addition.name, problem: .notOpenAPI(addition.document, error.description))
      }
      let planner = OpenAPIDeclarationPlanner(
        name: addition.name, location: addition.document, only: addition.only, baseURL: baseURL, auth: try Self.auth(addition))
      declaration = try planner.declaration(of: document)
    }
    try declaration.checkCommandLine(reservedNames: reservedNames)
    _ = try declaration.definition()
    try store.save(declaration)
    write(APIPlanText(declaration).summary(added: true))
  }

  /// The JSON Schema of the declaration format, as `explore api schema`
  /// prints it: keys sorted, indented.
  static func schema() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(ProviderDeclaration.jsonSchema), as: UTF8.self) + "\n"
  }

  /// `--auth bearer|header:NAME|query:NAME` as a declaration.
  static func auth(_ addition: APIAddition) throws -> AuthDeclaration? {
    guard let value = addition.auth else { return nil }
    if value == "bearer" { return AuthDeclaration(scheme: .bearer) }
    let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[1].isEmpty, let scheme = AuthDeclaration.Scheme(rawValue: parts[0]), scheme != .bearer else {
      throw APIAddError(name: addition.name, problem: .badAuth(value))
    }
    return AuthDeclaration(scheme: scheme, name: parts[1])
  }

  private func checkName(_ name: String) throws {
    guard ProviderDeclaration.isUsableName(name) else { throw APIAddError(name: name, problem: .badName) }
    guard !reservedNames.contains(name) else { throw APIAddError(name: name, problem: .reserved) }
  }
}
