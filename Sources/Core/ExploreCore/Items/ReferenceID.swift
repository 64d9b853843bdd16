/// Reads record ids out of an API's reference URLs, for APIs that link
/// records by URL (`"residents": ["https://…/api/character/38", …]`).
///
/// ```swift
/// ReferenceID.parse("https://rickandmortyapi.com/api/character/38")  // "38"
/// ReferenceID.parse(["…/episode/1", "", "…/episode/2"])              // ["1", "2"]
/// ```
public enum ReferenceID {
  /// The id at the end of a reference URL, or `nil` when the URL is empty or
  /// its last path component is not a number.
  ///
  /// - Complexity: O(*n*) in the length of `url`.
  public static func parse(_ url: String) -> String? {
    // NB: the last path component is read from the string rather than
    // through `URL`, so a reference works whatever host wrote it (the real
    // API, or a test server that rewrote it).
    let last = url.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
    guard !last.isEmpty, last.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
    return last
  }

  /// The ids of `urls`, in order, skipping any URL without one.
  ///
  /// - Complexity: O(*n*) in the total length of `urls`.
  public static func parse(_ urls: [String]) -> [String] {
    urls.compactMap(parse)
  }
}
