import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension CommandIO {
  /// The process's own standard input, output and error, its terminal, and
  /// the system browser.
  package static var standard: CommandIO {
    CommandIO(
      writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      readInput: {
        // NB: a terminal on stdin means nobody piped anything in; reading it
        // would wait for the user to type, so treat it as no input.
        guard isatty(STDIN_FILENO) == 0 else { return nil }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return data.isEmpty ? nil : String(decoding: data, as: UTF8.self)
      },
      readTerminalLine: terminalLineReader,
      outputIsTerminal: isatty(STDOUT_FILENO) != 0,
      errorIsTerminal: isatty(STDERR_FILENO) != 0,
      terminalWidth: { environment in TerminalSize.width(environment: environment, fileDescriptor: STDOUT_FILENO) },
      openURL: { url, environment in try WebPageOpener.open(url, environment: environment) },
      now: { Date() }
    )
  }

  /// Reads a line from standard input when it is a terminal; `nil` otherwise.
  private static var terminalLineReader: (@Sendable () -> String?)? {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    return { Swift.readLine(strippingNewline: true) }
  }
}
