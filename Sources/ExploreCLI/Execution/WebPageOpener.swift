package import Foundation

/// Opens a web page in the user's browser for `--web`: `$BROWSER` when set
/// (as `gh` does), else `open` on macOS and `xdg-open` elsewhere.
package enum WebPageOpener {
  /// Starts the browser command with `url` and waits for it to hand over.
  ///
  /// - Throws: ``WebPageOpenerError`` when the command cannot start or fails.
  package static func open(_ url: URL, environment: [String: String]) throws {
    let command = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultCommand
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command, url.absoluteString]
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
