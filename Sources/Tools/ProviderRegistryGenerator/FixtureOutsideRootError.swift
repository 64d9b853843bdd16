/// A `--fixture` file that is not inside a folder of `--fixtures-root`.
struct FixtureOutsideRootError: Error, CustomStringConvertible {
  var file: String
  var root: String

  var description: String {
    "The fixture file \(file) is not inside a provider's folder of \(root) (expected \(root)/<folder>/<file>.json). Check the arguments ProviderRegistryPlugin passes."
  }
}
