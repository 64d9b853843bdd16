/// Reads record ids out of the API's reference URLs.
package enum ReferenceID {
  /// The id at the end of a reference URL such as
  /// `https://rickandmortyapi.com/api/character/38`, or `nil` when the URL
  /// is empty or does not end in a number.
  ///
  /// - Complexity: O(*n*) in the length of `url`.
  package static func parse(_ url: String) -> String? {
    // NB: the last path component is read from the string rather than
    // through `URL`, so a reference works whatever host wrote it (the real
    // API, or a test server that rewrote it).
    let last = url.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
    guard !last.isEmpty, last.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
    return last
  }

  /// The ids of `urls`, in order, skipping any URL without one.
  package static func parse(_ urls: [String]) -> [String] {
    urls.compactMap(parse)
  }
}
