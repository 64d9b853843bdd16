package import ExploreCommandLine
package import ExploreCore
package import ExploreDeclarations
import ExploreItemMapping
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
    guard DocumentSource.isDeclaration(data) else {
      throw APIAddError(name: addition.name, problem: .notADeclaration(addition.document))
    }
    var declaration = try DeclarationStore.decode(data, file: URL(fileURLWithPath: addition.document))
    declaration.name = addition.name
    if let baseURL = addition.baseURL {
      guard let url = URL(string: baseURL), url.scheme == "http" || url.scheme == "https" else {
        throw APIAddError(name: addition.name, problem: .badBaseURL(baseURL))
      }
      declaration.baseURL = url
    }
    _ = try declaration.definition()
    try store.save(declaration)
    write(APIPlanText(declaration).summary(added: true))
  }

  private func checkName(_ name: String) throws {
    guard ProviderDeclaration.isUsableName(name) else { throw APIAddError(name: name, problem: .badName) }
    guard !reservedNames.contains(name) else { throw APIAddError(name: name, problem: .reserved) }
  }
}
