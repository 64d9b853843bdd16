import ExploreEngine
import ExploreOpenAPI
import ExploreScaffolding
import Foundation

/// `new-provider --openapi` on any bytes: the document's reader, the
/// planner `explore api add` shares, the declaration written into the
/// module, then read back as the module's Swift type reads it.
enum GeneratorFuzzing {
  /// The provider's name and folders are checked once; only the document varies.
  static let name = try? ProviderName("Fuzzed", reserved: ReservedNames(modules: [], providers: []))

  /// The Swift every module generated as `Fuzzed` holds, whatever its document.
  static let swift: [String: String] = {
    guard let name else { return [:] }
    return Scaffold(name: name, baseURL: "https://api.example.test", declaration: "{}").files.swiftFiles
  }()

  /// Reads the input as a document and makes the module's files; traps
  /// unless the declaration reads back and makes a provider (what the
  /// module's type does when explore starts), and the Swift files are the
  /// ones of any other document: no string of a document reaches Swift.
  static func document(_ data: Data) {
    guard let document = try? OpenAPIDocument(data: data), let name,
      let declared = try? Scaffold.declared(document, name: name, location: "fuzzed.json")
    else { return }
    let files = declared.0.files
    precondition(files.swiftFiles == swift, "the Swift of a generated module depends on its document")
    guard let json = files.first(where: { $0.path.hasSuffix(".json") })?.contents else { preconditionFailure("no declaration was written") }
    do {
      _ = try EmbeddedDeclaration.decode(Array(json.utf8), file: "fuzzed.json").definition()
    } catch {
      preconditionFailure("the declaration new-provider wrote does not make a provider: \(error)")
    }
  }
}

extension [ScaffoldFile] {
  /// The Swift files, by path.
  fileprivate var swiftFiles: [String: String] {
    Dictionary(filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
  }
}
