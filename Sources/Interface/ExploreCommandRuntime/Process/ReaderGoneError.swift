/// Thrown by a command that finds standard output closed (its reader went
/// away) between two pages. ``ExploreCommand`` ends quietly with status 0.
package struct ReaderGoneError: Error, Sendable {
  package init() {}
}
