public import ExploreCore

/// explore could not load its URLSession library (`libExploreURLSession.so`),
/// which it needs for a request over the network; offline runs do not.
public struct URLSessionLibraryError: UserFacingError, Equatable {
  /// Where the library was looked for, in order.
  public var searched: [String]
  /// What the system said about the last place tried, if anything.
  public var reason: String?

  public init(searched: [String], reason: String?) {
    self.searched = searched
    self.reason = reason
  }

  public var description: String {
    let places = searched.map { "  \($0)" }.joined(separator: "\n")
    return """
      explore could not load its network library, which every request over the network needs\
      \(reason.map { " (\($0))" } ?? ""). It looked in:
      \(places)
      Install explore with Scripts/install.sh, which installs the library with the binary, or build it with \
      `swift build --product ExploreURLSession` beside a binary you built yourself. --offline runs need no library.
      """
  }
}
