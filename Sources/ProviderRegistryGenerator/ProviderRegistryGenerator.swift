import Foundation

/// Writes `ProviderRegistry+Generated.swift` for the `explore` executable.
///
/// ```
/// ProviderRegistryGenerator <output file> [<Name>Provider …]
/// ```
///
/// `ProviderRegistryPlugin` runs it during the build with the `*Provider`
/// modules the executable depends on. The file is rewritten only when its
/// text changes, so an unchanged list costs no recompilation.
@main
struct ProviderRegistryGenerator {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let outputPath = arguments.first else {
      fail("usage: ProviderRegistryGenerator <output file> [<Name>Provider ...]", status: 64)
    }
    do {
      let source = try ProviderRegistrySource(modules: Array(arguments.dropFirst()))
      let output = URL(fileURLWithPath: outputPath)
      let data = Data(source.text.utf8)
      if (try? Data(contentsOf: output)) != data {
        try data.write(to: output, options: .atomic)
      }
    } catch {
      fail("error: \(error)", status: 1)
    }
  }

  private static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
  }
}
