/// A new provider's name and every name derived from it.
///
/// `OpenLibrary` gives the type `OpenLibrary`, the module
/// `OpenLibraryProvider`, the test target `OpenLibraryProviderTests`, the
/// command-line name and fixtures folder `openlibrary`, and the base URL
/// variable `EXPLORE_OPENLIBRARY_API_URL`.
package struct ProviderName {
  /// The provider type: UpperCamelCase, such as `OpenLibrary`.
  package var type: String

  package var module: String { type + "Provider" }
  package var testModule: String { type + "ProviderTests" }
  /// The name on the command line, also the fixtures folder.
  package var commandName: String { type.lowercased() }
  package var environmentVariable: String { "EXPLORE_\(type.uppercased())_API_URL" }

  /// Checks that `text` can name a new provider: an ASCII UpperCamelCase
  /// Swift identifier that is no keyword and clashes with nothing in
  /// `reserved`.
  package init(_ text: String, reserved: ReservedNames) throws(NewProviderError) {
    let example = "such as OpenLibrary or Weather"
    guard let first = text.unicodeScalars.first else {
      throw NewProviderError("The provider name is empty. Give an UpperCamelCase name, \(example).", isUsage: true)
    }
    guard ("A"..."Z").contains(first) else {
      throw NewProviderError(
        "'\(text)' does not start with an uppercase letter. A provider name is an UpperCamelCase Swift type name, \(example).",
        isUsage: true
      )
    }
    if let bad = text.unicodeScalars.first(where: { !Self.isAlphanumeric($0) }) {
      throw NewProviderError(
        "'\(text)' contains '\(bad)'. A provider name has only the letters A-Z and a-z and the digits 0-9, \(example).",
        isUsage: true
      )
    }
    if text.hasSuffix("Provider") {
      let stem = String(text.dropLast("Provider".count))
      let hint = stem.isEmpty ? "Choose the name of the API, \(example)." : "Give '\(stem)': the module becomes \(stem)Provider."
      throw NewProviderError("'\(text)' ends in Provider. \(hint)", isUsage: true)
    }
    if let reason = reserved.clash(for: text) {
      throw NewProviderError("'\(text)' cannot name a provider: \(reason) Choose another name.", isUsage: true)
    }
    self.type = text
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
