package import ExploreCore
package import ExploreStorage
package import ExploreTerminal
package import ExploreTerminalGraphics
package import Foundation

/// Everything a run of `explore` reads from and writes to outside itself, so
/// that a whole command runs in-process in tests.
///
/// ```swift
/// let code = await ExploreCommand(providers: ProviderRegistry.all)
///   .run(arguments: ["rickmorty", "episodes"], environment: [:], io: .standard)
/// ```
package struct CommandIO: Sendable {
  /// Writes data to standard output.
  package var writeOutput: @Sendable (String) -> Void
  /// Whether standard output takes no more text: its reader left (`| head`
  /// exited) or it failed; a command that finds it closed stops loading
  /// and throws ``ReaderGoneError``.
  package var isOutputClosed: @Sendable () -> Bool
  /// Writes messages, progress and errors to standard error.
  package var writeError: @Sendable (String) -> Void
  /// Reads all of standard input, keeping at most `limit` bytes, or `nil`
  /// when there is nothing to read.
  ///
  /// - Throws: ``StandardInputError`` when more than `limit` bytes arrive,
  ///   or standard input cannot be read (a directory, closed).
  package var readInput: @Sendable (_ limit: Int) throws -> String?
  /// Reads one line a person types on the terminal, without its newline
  /// (`nil` at the end of input); itself `nil` when standard input is not a
  /// terminal, so that nobody is asked a question they cannot answer.
  package var readTerminalLine: (@Sendable () -> String?)?
  /// Whether standard output is a terminal (colour, truncation, columns).
  package var outputIsTerminal: Bool
  /// Whether standard error is a terminal (the progress line).
  package var errorIsTerminal: Bool
  /// The rows of the terminal standard output is, `nil` when it is none or
  /// does not say: a run that draws pictures into text it has printed
  /// must know how far up its screen reaches.
  package var terminalRows: @Sendable () -> Int?
  /// Shows text through a pager command (``Pager/run(_:text:environment:)``)
  /// with the run's environment, and says whether it did; `false` (the
  /// caller prints the text) in tests by default.
  package var page: @Sendable (_ command: String, _ text: String, _ environment: [String: String]) async -> Bool
  /// Whether `note` is to be said now, given explore's folders: the first
  /// time for this user, remembered in explore's state (``SaidNotes``);
  /// every time in tests by default, which keep no state.
  package var sayOnce: @Sendable (_ note: SaidNotes.Note, _ directories: ExploreDirectories) -> Bool
  /// The width messages on standard error wrap to (``writeMessage(_:)``):
  /// the terminal's when standard error is one, `nil` (no wrapping) when not.
  package var messageWidth: @Sendable () -> Int?
  /// The terminal's width in columns, given the environment (`COLUMNS` first).
  package var terminalWidth: @Sendable (_ environment: [String: String]) -> Int
  /// Opens a web page in the user's browser, for `--web`.
  package var openURL: @Sendable (_ url: URL, _ environment: [String: String]) throws -> Void
  /// The current time, for relative dates in the output.
  package var now: @Sendable () -> Date
  /// Waits, as `--watch` does between refreshes; throws
  /// `CancellationError` at once when the run is cancelled.
  package var sleep: @Sendable (Duration) async throws -> Void
  /// Sends `--images auto`'s one query to the terminal and reads its
  /// answer within its budget; `nil` never asks (the answer is silence).
  package var queryTerminal: (@Sendable (_ query: [UInt8]) async -> PictureQueryReply)?
  /// The pixel size of one terminal cell, for pictures; `nil` when unknown.
  package var cellPixels: @Sendable () -> (width: Int, height: Int)?
  /// Stops the run (Ctrl-C, SIGTERM, a closed pipe) and says why;
  /// ``ExploreCommand`` starts its watch when a command that loads begins.
  package var stopper: RunStopper
  /// Says on standard error what a command waits for (``WaitNotice``);
  /// `nil` unless both standard output and standard error are terminals.
  package var waitNotice: WaitNotice?

  package init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable (_ limit: Int) throws -> String? = { _ in nil },
    readTerminalLine: (@Sendable () -> String?)? = nil,
    outputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false,
    terminalWidth: @escaping @Sendable ([String: String]) -> Int = { environment in
      environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    },
    openURL: @escaping @Sendable (URL, [String: String]) throws -> Void = { _, _ in },
    now: @escaping @Sendable () -> Date = { Date() },
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    stopper: RunStopper = RunStopper(),
    isOutputClosed: (@Sendable () -> Bool)? = nil,
    queryTerminal: (@Sendable (_ query: [UInt8]) async -> PictureQueryReply)? = nil,
    cellPixels: @escaping @Sendable () -> (width: Int, height: Int)? = { nil },
    messageWidth: @escaping @Sendable () -> Int? = { nil },
    terminalRows: @escaping @Sendable () -> Int? = { nil },
    page: @escaping @Sendable (_ command: String, _ text: String, _ environment: [String: String]) async -> Bool = { _, _, _ in false },
    sayOnce: @escaping @Sendable (_ note: SaidNotes.Note, _ directories: ExploreDirectories) -> Bool = { _, _ in true }
  ) {
    self.sayOnce = sayOnce
    self.page = page
    self.terminalRows = terminalRows
    self.messageWidth = messageWidth
    self.writeOutput = writeOutput
    self.isOutputClosed = isOutputClosed ?? { stopper.reason?.closesOutput == true }
    self.stopper = stopper
    self.writeError = writeError
    self.readInput = readInput
    self.readTerminalLine = readTerminalLine
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.terminalWidth = terminalWidth
    self.openURL = openURL
    self.now = now
    self.sleep = sleep
    self.queryTerminal = queryTerminal
    self.cellPixels = cellPixels
  }
}
