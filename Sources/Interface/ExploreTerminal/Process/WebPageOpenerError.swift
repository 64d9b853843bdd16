import ExploreCore
package import Foundation

/// The browser could not be started for `--web`.
package struct WebPageOpenerError: UserFacingError {
  package var command: String
  package var url: URL
  package var status: Int32?

  package var description: String {
    let why = status.map { "it exited with status \($0)" } ?? "it could not be started"
    return "Could not open \(url.absoluteString) with '\(command)': \(why). Open the address yourself, or set BROWSER to your browser's command."
  }
}
