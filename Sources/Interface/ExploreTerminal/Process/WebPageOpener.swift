package import Foundation

/// Opens a web page in the user's browser for `--web`: `$BROWSER` when set
/// (as `gh` does), else `open` on macOS and `xdg-open` elsewhere.
///
/// The address comes from a server, so only `http` and `https` addresses
/// are opened (``checked(_:)``): a `file:`, `javascript:` or `vscode:`
/// address, or one without a scheme, which might start with `-` and be
/// read as an option of the browser command, is refused.
package enum WebPageOpener {
  /// The schemes explore hands to a browser.
  package static let openableSchemes: Set<String> = ["http", "https"]

  /// `url` when it is an address explore opens: `http` or `https`, with a host.
  ///
  /// - Throws: ``UnopenableWebAddressError`` for any other address.
  package static func checked(_ url: URL) throws(UnopenableWebAddressError) -> URL {
    guard let scheme = url.scheme?.lowercased(), openableSchemes.contains(scheme),
      let host = url.host, !host.isEmpty, !url.absoluteString.hasPrefix("-")
    else { throw UnopenableWebAddressError(url: url) }
    return url
  }

  /// Starts the browser command with `url` and waits for it to hand over.
  ///
  /// - Throws: ``UnopenableWebAddressError`` when `url` is not `http` or
  ///   `https`; ``WebPageOpenerError`` when the command cannot start or fails.
  package static func open(_ url: URL, environment: [String: String]) throws {
    let url = try checked(url)
    let command = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultCommand
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // NB: `--` so that env never reads the command as an option of its own;
    // the address starts with its scheme, so the browser never reads it as one.
    process.arguments = ["--", command, url.absoluteString]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw WebPageOpenerError(command: command, url: url, status: nil)
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw WebPageOpenerError(command: command, url: url, status: process.terminationStatus)
    }
  }

  private static var defaultCommand: String {
    #if os(macOS)
    "open"
    #else
    "xdg-open"
    #endif
  }
}
