import ExploreCore
import ExplorePictureLoading
import ExploreStorage
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
  /// None of them crashes, whatever the descriptors are (``StandardStreams``):
  ///
  /// - Standard output is written with `write(2)`. When its reader went
  ///   away (EPIPE), the text is dropped and ``RunStopper/process`` stops the
  ///   run, so that the command ends quietly; any other failure (a full
  ///   disk, a descriptor closed at start) stops the run with
  ///   ``StopReason/outputFailed(_:)``, exit status 1.
  /// - Standard error is written the same way, and its failures are
  ///   ignored: a closed stderr never stops a run that has output to write.
  /// - Standard input is read with a limit; what cannot be read is a
  ///   ``StandardInputError``.
  package static var standard: CommandIO {
    CommandIO(
      writeOutput: { text in writeStandardOutput(text) },
      writeError: { text in StandardStreams.write(text, to: STDERR_FILENO) },
      readInput: { limit in try readStandardInput(limit: limit) },
      readTerminalLine: terminalLineReader,
      outputIsTerminal: isatty(STDOUT_FILENO) != 0,
      errorIsTerminal: isatty(STDERR_FILENO) != 0,
      terminalWidth: { environment in TerminalSize.width(environment: environment, fileDescriptor: STDOUT_FILENO) },
      openURL: { url, environment in try WebPageOpener.open(url, environment: environment) },
      now: { Date() },
      stopper: .process,
      queryTerminal: { query in await TerminalPictureQuery.ask(query) },
      cellPixels: { TerminalSize.cellPixels(of: STDOUT_FILENO) },
      messageWidth: {
        guard isatty(STDERR_FILENO) != 0 else { return nil }
        return TerminalSize.width(environment: ProcessInfo.processInfo.environment, fileDescriptor: STDERR_FILENO)
      },
      terminalRows: { TerminalSize.terminalRows(of: STDOUT_FILENO) },
      page: { command, text, environment in await Pager.run(command, text: text, environment: environment) },
      sayOnce: { note, directories in SaidNotes(directories: directories).sayOnce(note) }
    )
  }

  /// Reads a line from standard input when it is a terminal; `nil` otherwise.
  private static var terminalLineReader: (@Sendable () -> String?)? {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    return { Swift.readLine(strippingNewline: true) }
  }

  /// Writes all of `text` to standard output, or stops the run when it
  /// cannot take it.
  private static func writeStandardOutput(_ text: String) {
    let stopper = RunStopper.process
    guard stopper.reason?.closesOutput != true else { return }
    let failure = StandardStreams.closedAtStart.contains(STDOUT_FILENO) ? EBADF : StandardStreams.write(text, to: STDOUT_FILENO)
    guard let failure else { return }
    // NB: SIGPIPE is ignored, so a closed pipe comes back as EPIPE.
    stopper.stop(failure == EPIPE ? .readerGone : .outputFailed(StandardOutputError(code: failure)))
  }

  /// All of standard input, at most `limit` bytes; `nil` when it is empty
  /// or a terminal.
  private static func readStandardInput(limit: Int) throws -> String? {
    if StandardStreams.closedAtStart.contains(STDIN_FILENO) { throw StandardInputError(.closed) }
    // NB: a terminal on stdin means nobody piped anything in; reading it
    // would wait for the user to type, so treat it as no input.
    guard isatty(STDIN_FILENO) == 0 else { return nil }
    let bytes = try StandardStreams.read(STDIN_FILENO, limit: limit)
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
