import Foundation

/// Writes `ProviderRegistry+Generated.swift` for the `explore` executable:
/// its provider types and the replay fixtures compiled in.
///
/// ```
/// ProviderRegistryGenerator --output <file>
///   [--provider <Name>Provider [--source <file>]…]…
///   [--fixtures-root <folder>]
/// ```
///
/// `ProviderRegistryPlugin` runs it during the build with the `*Provider`
/// modules the executable depends on, their sources, and the package's
/// `fixtures/`. The `*.json` files of a folder there are compiled in when a
/// provider's sources name that folder (``FixtureClaims``). The file is rewritten only when its
/// text changes, so an unchanged list costs no recompilation.
@main
struct ProviderRegistryGenerator {
  static func main() {
    let arguments: GeneratorArguments
    do {
      arguments = try GeneratorArguments(Array(CommandLine.arguments.dropFirst()))
    } catch {
      fail("error: \(error)", status: 64)
    }
    do {
      let output = URL(fileURLWithPath: arguments.output)
      let data = Data(try source(for: arguments).text.utf8)
      if (try? Data(contentsOf: output)) != data {
        try data.write(to: output, options: .atomic)
      }
    } catch {
      fail("error: \(error)", status: 1)
    }
  }

  /// The registry for `arguments`, reading the sources and fixtures it names.
  static func source(for arguments: GeneratorArguments) throws -> ProviderRegistrySource {
    var fixtures: [FixtureFile] = []
    if let root = arguments.fixturesRoot {
      let rootURL = URL(fileURLWithPath: root, isDirectory: true)
      fixtures = try FixturesTree.contents(of: rootURL).files.map { try FixtureFile(reading: $0, under: rootURL) }
    }
    let sources = try arguments.sources.values.joined().map { try String(contentsOf: URL(fileURLWithPath: $0), encoding: .utf8) }
    let shipped = FixtureClaims.folders(Set(fixtures.map(\.folder)), namedIn: sources)
    return try ProviderRegistrySource(modules: arguments.providers, fixtures: fixtures.filter { shipped.contains($0.folder) })
  }

  private static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
  }
}
