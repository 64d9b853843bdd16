import ExploreTerminal
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
  ///
  /// Standard output is written with `write(2)`: when its reader went away
  /// (EPIPE), the text is dropped and ``RunStopper/process`` stops the run,
  /// so that the command ends quietly instead of crashing.
  package static var standard: CommandIO {
    CommandIO(
      writeOutput: { text in writeStandardOutput(text) },
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
      now: { Date() },
      isOutputClosed: { RunStopper.process.reason == .readerGone }
    )
  }

  /// Reads a line from standard input when it is a terminal; `nil` otherwise.
  private static var terminalLineReader: (@Sendable () -> String?)? {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    return { Swift.readLine(strippingNewline: true) }
  }

  /// Writes all of `text` to standard output, or stops the run when its
  /// reader is gone.
  private static func writeStandardOutput(_ text: String) {
    guard RunStopper.process.reason != .readerGone else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written >= 0 {
        bytes = bytes.dropFirst(written)
      } else if errno == EINTR {
        continue
      } else if errno == EPIPE {
        // NB: SIGPIPE is ignored, so a closed pipe comes back as EPIPE.
        RunStopper.process.stop(.readerGone)
        return
      } else {
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("Error: Could not write to standard output: \(reason).\n".utf8))
        exit(1)
      }
    }
  }
}
