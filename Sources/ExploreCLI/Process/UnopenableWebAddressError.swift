import ExploreCore
package import Foundation

/// `--web` (or `o` in the interactive mode) was given an address explore
/// does not hand to a browser: not `http` or `https`, such as `file:`,
/// `javascript:` or `vscode:`, or no scheme at all.
package struct UnopenableWebAddressError: UserFacingError {
  /// The address the server gave.
  package var url: URL

  package init(url: URL) {
    self.url = url
  }

  package var description: String {
    let scheme = url.scheme.map { "a '\($0):' address" } ?? "an address without a scheme"
    return "explore did not open '\(url.absoluteString)' in the browser: it is \(scheme), and explore opens only http "
      + "and https web pages, since the address comes from the API. Open it yourself only if you trust it."
  }
}
