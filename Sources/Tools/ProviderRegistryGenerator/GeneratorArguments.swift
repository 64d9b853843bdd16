/// The command line of ``ProviderRegistryGenerator``:
///
/// ```
/// ProviderRegistryGenerator --output <file>
///   [--provider <Name>Provider [--source <file>]…]…
///   [--fixtures-root <folder>]
/// ```
///
/// Each `--source` is a Swift file of the `--provider` before it.
/// `--fixtures-root` holds one folder of fixtures per provider, such as
/// `rickmorty/`. `ProviderRegistryPlugin` passes every provider module the
/// executable depends on with its sources, and the package's `fixtures/`.
struct GeneratorArguments: Equatable {
  /// The Swift file to write.
  var output: String
  /// The provider modules, in the order given.
  var providers: [String] = []
  /// The Swift files of each provider module.
  var sources: [String: [String]] = [:]
  /// The folder that holds one folder of fixtures per provider.
  var fixturesRoot: String?

  static let usage =
    "usage: ProviderRegistryGenerator --output <file> [--provider <Name>Provider [--source <file>]...]... [--fixtures-root <folder>]"

  init(_ arguments: [String]) throws(GeneratorArgumentsError) {
    var output: String?
    var remaining = arguments[...]
    while let option = remaining.popFirst() {
      guard let value = remaining.popFirst() else { throw GeneratorArgumentsError(problem: "\(option) needs a value") }
      switch option {
      case "--output":
        output = value
      case "--provider":
        providers.append(value)
      case "--source":
        guard let provider = providers.last else { throw GeneratorArgumentsError(problem: "--source \(value) comes before any --provider") }
        sources[provider, default: []].append(value)
      case "--fixtures-root":
        fixturesRoot = value
      default:
        throw GeneratorArgumentsError(problem: "unknown option '\(option)'")
      }
    }
    guard let output else { throw GeneratorArgumentsError(problem: "--output is missing") }
    self.output = output
  }
}
