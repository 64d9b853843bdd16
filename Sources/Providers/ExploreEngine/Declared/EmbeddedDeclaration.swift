package import ExploreCore
import ExploreNetworking
import ExploreTables
package import ExploreDeclarations
import Foundation

/// A declaration compiled into a provider module, and the resources it
/// makes there: the same tables `explore api add` keeps in a file, run by
/// the same engine (``ExploreTables/ProviderDeclaration/definition(hooks:)``),
/// with what only Swift says in `hooks`. `new-provider --openapi` writes a
/// module of this shape: `<name>.json` beside a short type, the file
/// compiled in by SwiftPM (`.embedInCode`), so nothing is installed beside
/// the binary.
///
/// ```swift
/// public struct Swapi: Provider {
///   static let hooks = TableHooks<DeclaredAPI>()
///   package static let declarationJSON = PackageResources.swapi_json
///   static let declared = EmbeddedDeclaration(declarationJSON, file: "swapi.json", fixturesFolder: "swapi", hooks: hooks)
///   public static let metadata = declared.metadata
///   public static let resources = declared.resources(of: Swapi.self) { $0.loader }
///   let loader: any ResourceLoader
///   public init(context: ProviderContext) { loader = Self.declared.connect(context) }
/// }
/// ```
package struct EmbeddedDeclaration: Sendable {
  /// The declaration, as read.
  package let declaration: ProviderDeclaration
  /// The provider the engine makes of it.
  package let definition: ProviderDefinition
  /// The module's fixtures folder, over the declaration's name.
  let fixturesFolder: String

  /// The provider `json`, the declaration file `file` compiled into the
  /// module, makes with `hooks`.
  ///
  /// - Precondition: `json` is a declaration that makes a provider. It is
  ///   the module's own file, which the module's tests read first with
  ///   ``decode(_:file:)``: a broken one is the module's bug, not input.
  package init(_ json: [UInt8], file: String, fixturesFolder: String, hooks: TableHooks<DeclaredAPI> = TableHooks()) {
    do {
      declaration = try Self.decode(json, file: file)
      definition = try declaration.definition(hooks: hooks)
    } catch {
      preconditionFailure("\(error) Fix \(file) (docs/Declarations.md), or write it again with `explore api add`.")
    }
    self.fixturesFolder = fixturesFolder
  }

  /// The declaration in `json`, the file `file`.
  ///
  /// - Throws: ``ExploreTables/DeclarationError`` saying where and why it is not one.
  package static func decode(_ json: [UInt8], file: String) throws -> ProviderDeclaration {
    do {
      return try JSONDecoder().decode(ProviderDeclaration.self, from: Data(json))
    } catch let error as DecodingError {
      let (path, reason) = DecodingErrorDescription.describe(error)
      var failure = DeclarationError(provider: file, jsonPath: path.isEmpty ? nil : path, problem: reason + ".")
      failure.file = file
      throw failure
    } catch var error as DeclarationError {
      error.file = file
      throw error
    }
  }

  /// The provider's names and base URL, from the declaration, with the
  /// module's fixtures folder.
  package var metadata: ProviderMetadata {
    var metadata = definition.descriptor.metadata
    metadata.fixturesFolder = fixturesFolder
    return metadata
  }

  /// The declared resources as resources of `P`, each handed to the loader
  /// `loader` gives (``connect(_:)``), expansions too.
  package func resources<P: Provider>(of type: P.Type, loader: @escaping @Sendable (P) -> any ResourceLoader) -> [Resource<P>] {
    definition.descriptor.resources.map { descriptor in
      var forwarded = descriptor
      forwarded.expansions = []
      let expansions = descriptor.expansions.map { expansion in
        Expansion<P>(expansion) { provider, items, request in try await loader(provider).expand(items, by: expansion, for: request) }
      }
      return Resource(forwarded, expansions: expansions) { provider, request, cursor in
        try await loader(provider).load(request, at: cursor)
      }
    }
  }

  /// The declared resources, connected to the API through `context`.
  package func connect(_ context: ProviderContext) -> any ResourceLoader {
    definition.connect(context)
  }
}
