/// A dependency named like a provider module is not `<Name>Provider` with an
/// UpperCamelCase `<Name>`.
struct InvalidProviderModuleError: Error, CustomStringConvertible {
  var module: String

  var description: String {
    "'\(module)' is not a provider module name: expected <Name>Provider where <Name> is an UpperCamelCase Swift identifier, such as GitHubProvider. Fix the providers list in Package.swift."
  }
}
