/// Which fixtures folders ship: the ones a provider module names.
///
/// A provider's descriptor names its folder as a string literal
/// (`fixturesFolder: "rickmorty"`), and the build knows only module names
/// (`RickAndMortyProvider`), so a folder of `fixtures/` is compiled in when
/// the quoted folder name appears in a provider module's sources. Folders
/// that no provider names, such as the test server's `loopback-selftest`,
/// stay out of the executable.
///
/// ```swift
/// FixtureClaims.folders(["rickmorty", "loopback-selftest"], namedIn: [#"fixturesFolder: "rickmorty","#])
/// // ["rickmorty"]
/// ```
enum FixtureClaims {
  /// The members of `folders` that one of `sources` spells as a string literal.
  ///
  /// - Complexity: O(*f* × *n*) for *f* folders and *n* characters of source.
  static func folders(_ folders: Set<String>, namedIn sources: [String]) -> Set<String> {
    folders.filter { folder in
      let literal = "\"" + folder + "\""
      return sources.contains { $0.contains(literal) }
    }
  }
}
