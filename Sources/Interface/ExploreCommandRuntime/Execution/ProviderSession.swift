package import ExploreArguments
package import ExploreCore
import ExploreHTTPCache
import ExploreNetworking
import ExploreRendering
import ExploreReplay
import ExploreSignIn
package import ExploreTerminal
package import Foundation

/// A provider ready to load: its transport (network with cache, recorder
/// or replay, as the common options say), its context and its files.
///
/// Every command that talks to a provider starts here, so that they all
/// reach the API the same way.
package struct ProviderSession {
  package var provider: any ResourceLoader
  /// What the provider was connected with: its transports, terminal and files.
  var context: ProviderContext
  /// What the provider talks through, for the pictures of its items.
  package var transport: any HTTPTransport
  package var directories: ExploreDirectories
  /// The progress line on standard error, which notes clear first.
  package var progress: ProgressLine

  /// A session that tells the user things on standard error, clearing the
  /// progress line first.
  ///
  /// - Parameter wrapTransport: puts a transport of the caller's around
  ///   the provider's (`--watch` counts and short-cuts through one); the
  ///   sign-in transport is left unwrapped.
  package init(
    command: ResolvedCommand, definition: ProviderDefinition, environment: [String: String], io: CommandIO,
    wrapTransport: (any HTTPTransport) -> any HTTPTransport = { $0 }
  ) throws {
    let progress = ProgressLine(enabled: io.errorIsTerminal, width: io.terminalWidth(environment), write: io.writeError)
    var observeRequest: (@Sendable (URL) -> any RequestObserver)?
    if let notice = io.waitNotice { observeRequest = { url in notice.observe(url) } }
    try self.init(
      command: command, definition: definition, environment: environment, progress: progress, wrapTransport: wrapTransport,
      observeRequest: observeRequest,
      readStandardInput: { try io.readInput(LoginMethod.tokenInputLimit) },
      inform: { message in
        progress.clear()
        io.writeMessage(message + "\n")
      },
      terminal: ProviderTerminal(
        isInteractive: io.errorIsTerminal,
        showProgress: { text in
          if let text { progress.update(text) } else { progress.clear() }
        },
        openURL: { url in try io.openURL(url, environment) },
        confirm: { question in
          guard io.errorIsTerminal, let readLine = io.readTerminalLine else { return false }
          progress.clear()
          io.writeMessage(question + " [Y/n] ")
          guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else {
            io.writeError("\n")
            return false
          }
          return answer.isEmpty || answer == "y" || answer == "yes"
        }
      )
    )
  }

  /// A session whose notes go to `inform`, such as the interactive
  /// browser's status line.
  package init(
    command: ResolvedCommand,
    definition: ProviderDefinition,
    environment: [String: String],
    progress: ProgressLine = ProgressLine(enabled: false, write: { _ in }),
    wrapTransport: (any HTTPTransport) -> any HTTPTransport = { $0 },
    observeRequest: (@Sendable (URL) -> any RequestObserver)? = nil,
    readStandardInput: @escaping @Sendable () throws -> String?,
    inform: @escaping @Sendable (String) -> Void,
    terminal: ProviderTerminal = .none
  ) throws {
    let directories = ExploreDirectories(environment: environment, home: ResourceRunner.home(environment))
    let transport = try TransportFactory.transport(
      for: command.provider,
      options: command.options,
      environment: environment,
      directories: directories,
      workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      inform: inform,
      log: inform,
      observeRequest: observeRequest
    )
    let verbose = command.options.verbose
    let context = ProviderContext(
      baseURL: command.provider.baseURL(in: environment),
      transport: wrapTransport(transport),
      environment: environment,
      directories: directories,
      readStandardInput: readStandardInput,
      inform: inform,
      terminal: terminal,
      // NB: a sign-in's answer is a token; it goes around the recorder
      // (`--record`), and the cache keeps only GETs.
      signInTransport: (transport as? RecordingTransport)?.upstream ?? transport,
      log: { message in if verbose { inform(message) } },
      // NB: offline, the fixtures answer: no cursor of a live run is sent to them, and none of theirs kept.
      cursorMemoryFile: command.options.offline ? nil : CursorMemory.file(in: directories, environment: environment)
    )
    self.provider = definition.connect(context)
    self.context = context
    self.transport = transport
    self.directories = directories
    self.progress = progress
  }
}
