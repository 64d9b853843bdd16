import ExploreCore
package import Foundation

/// `--web` (or `o` in the interactive mode) was given an address explore
/// does not hand to a browser: not `http` or `https`, such as `file:`,
/// `javascript:` or `vscode:`, no scheme at all, or an `http` or `https`
/// address with no host (`https:/x`); the message says which.
package struct UnopenableWebAddressError: UserFacingError {
  /// The address the server gave.
  package var url: URL

  package init(url: URL) {
    self.url = url
  }

  package var description: String {
    let shown = "'\(url.absoluteString)'"
    guard let scheme = url.scheme, !scheme.isEmpty else {
      return "explore did not open \(shown) in the browser: it has no scheme, and explore opens only http and https web pages, "
        + "since the address comes from the API. Open it yourself only if you trust it."
    }
    guard WebPageOpener.openableSchemes.contains(scheme.lowercased()) else {
      return "explore did not open \(shown) in the browser: it is a '\(scheme):' address, and explore opens only http "
        + "and https web pages, since the address comes from the API. Open it yourself only if you trust it."
    }
    // NB: an http or https address that is refused lacks its host (`https:/x`,
    // `https:x`) or starts with `-`: the scheme is not what is wrong.
    return "explore did not open \(shown) in the browser: it is not a whole web address, since it has no host name "
      + "(a web address reads \(scheme.lowercased())://host/path). The API sent it; report it to the API's maintainers if it should work."
  }
}
