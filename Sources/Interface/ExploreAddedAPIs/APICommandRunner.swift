package import ExploreArguments
package import ExploreCore
import ExploreTables
import ExploreDeclarations
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
      let removal = try store.remove(name)
      guard removal.declaration else {
        if removal.logins {
          write("No API named '\(name)' was added; removed the tokens kept for that name (\(store.loginsFile(for: name).path)).\n")
          return
        }
        throw DeclarationFileError(file: store.file(for: name), problem: .missing(name))
      }
      let tokens = removal.logins ? ", and the tokens kept for it (\(store.loginsFile(for: name).lastPathComponent))" : ""
      write("Removed the API '\(name)'\(tokens).\n")
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
    return APIPlanText.printed(
      names.flatMap { name in
        do {
          let declaration = try store.load(name)
          return ["\(name) — \(declaration.summary)", "  " + declaration.resources.map(\.name).joined(separator: ", ")]
        } catch {
          return ["\(name) — cannot be used: \(error)"]
        }
      })
  }

  private func add(_ addition: APIAddition) async throws {
    try checkName(addition.name)
    // NB: a document's URL may hold credentials (`user:pw@`, `?token=`):
    // it is fetched as given, and named everywhere else without them.
    let (location, stripped) = ProviderDeclaration.storableLocation(addition.document)
    var notes: [String] = []
    if stripped {
      notes.append("Note: the document's address is kept and shown as \(location), without its user name, password and query, which may hold credentials.")
    }
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
      if let problem = ProviderDeclaration.credentialProblem(in: url) {
        throw APIAddError(name: addition.name, problem: .credentialInBaseURL(problem))
      }
      baseURL = url
    }
    let auth = try Self.auth(addition)
    var declaration: ProviderDeclaration
    var warnings: [String] = []
    if DocumentSource.isDeclaration(data) {
      declaration = try DeclarationStore.decode(data, file: URL(fileURLWithPath: addition.document))
      declaration.name = addition.name
      if let baseURL { declaration.baseURL = baseURL }
      if let auth { declaration.auth = auth }
    } else {
      // NB: a declaration too deep or with a number too large for the
      // quick look of `isDeclaration` says what is wrong as a declaration,
      // before the bytes go to the document.
      if DocumentSource.hasTopLevelKey("explore", in: data), !DocumentSource.hasTopLevelKey("openapi", in: data) {
        _ = try DeclarationStore.decode(data, file: URL(fileURLWithPath: addition.document))
      }
      let document: OpenAPIDocument
      do {
        // NB: the document keeps its own copy of the text; the file's bytes
        // (up to 32 MiB) are let go before planning.
        document = try OpenAPIDocument(data: consume data)
      } catch {
        throw APIAddError(name: addition.name, problem: .notOpenAPI(location, error.description))
      }
      let planner = OpenAPIDeclarationPlanner(
        name: addition.name, location: location, only: addition.only, baseURL: baseURL, auth: auth)
      declaration = try planner.declaration(of: document)
      if baseURL != nil, let warning = OpenAPIDeclarationPlanner.baseURLWarning(declaration.baseURL, document: document) {
        warnings.append(warning)
      }
    }
    try declaration.checkCommandLine(reservedNames: reservedNames)
    _ = try declaration.definition()
    // NB: tokens kept under this name with no API added are an earlier
    // API's (removed by an explore that left them): the new API must not
    // send them.
    let isNew = !FileManager.default.fileExists(atPath: store.file(for: declaration.name).path)
    try store.save(declaration)
    if isNew, (try? store.removeLogins(of: declaration.name)) == true {
      notes.append("Note: removed the tokens an earlier API named '\(declaration.name)' kept; sign in again with 'explore \(declaration.name) login --with-token'.")
    }
    write(APIPlanText(declaration).summary(added: true) + warnings.map { "Warning: \($0)\n" }.joined() + notes.map { $0 + "\n" }.joined())
  }

  /// The JSON Schema of the declaration format, as `explore api schema`
  /// prints it: keys sorted, indented.
  static func schema() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(ProviderDeclaration.jsonSchema), as: UTF8.self) + "\n"
  }

  /// `--auth bearer|bot|header:NAME[:PREFIX]|query:NAME|cookie:NAME` as a declaration:
  /// `bot` is `Authorization: Bot <token>`; `header:Authorization:SSWS `
  /// puts `SSWS ` before the token.
  static func auth(_ addition: APIAddition) throws -> AuthDeclaration? {
    guard let value = addition.auth else { return nil }
    if value == "bearer" { return AuthDeclaration(scheme: .bearer) }
    if value == "bot" { return AuthDeclaration(scheme: .header, name: "Authorization", prefix: "Bot ") }
    let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, !parts[1].isEmpty, let scheme = AuthDeclaration.Scheme(rawValue: parts[0]), scheme != .bearer else {
      throw APIAddError(name: addition.name, problem: .badAuth(value))
    }
    var name = parts[1]
    var prefix: String?
    // NB: `header:NAME:PREFIX` only when what follows the colon is a word
    // (`SSWS`, `Bot `); anything else is part of the name, which the name
    // check then refuses with its reason (`X-Key: 1` holds a colon).
    if scheme == .header, let colon = name.firstIndex(of: ":") {
      let word = String(name[name.index(after: colon)...])
      let bare = word.hasSuffix(" ") ? String(word.dropLast()) : word
      if !bare.isEmpty, bare.count <= 40, bare.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }) {
        prefix = bare + " "
        name = String(name[..<colon])
      }
    }
    let auth = AuthDeclaration(scheme: scheme, name: name, prefix: prefix)
    if let problem = auth.nameProblem {
      throw APIAddError(name: addition.name, problem: .badAuthName(problem))
    }
    return auth
  }

  private func checkName(_ name: String) throws {
    guard ProviderDeclaration.isUsableProviderName(name) else { throw APIAddError(name: name, problem: .badName) }
    guard !reservedNames.contains(name) else { throw APIAddError(name: name, problem: .reserved) }
  }
}
