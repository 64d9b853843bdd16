import ExploreAddedAPIs
import ExploreArguments
package import ExploreCommandRuntime
package import ExploreCore
import ExploreLiveLists
import ExploreNetworking
package import ExploreReplay
import ExploreTerminal
import Foundation

/// The `explore` command: parse, validate, execute, render.
///
/// It knows no provider by name; everything comes from the providers'
/// descriptors. Every outside effect goes through ``CommandIO``, so a whole
/// run works in-process:
///
/// ```swift
/// let status = await ExploreCommand(providers: [GitHub.definition, RickAndMorty.definition], fixtures: ProviderRegistry.fixtures)
///   .run(arguments: ["rickmorty", "episodes", "--expand"], environment: ProcessInfo.processInfo.environment, io: .standard)
/// ```
package struct ExploreCommand: Sendable {
  /// The built-in providers. Those declared at run time (`explore api
  /// add`) are read from the user's configuration as a command needs them
  /// (``DeclaredProviders``).
  package var providers: [ProviderDefinition]
  /// The replay fixtures compiled into the executable, for `--offline`
  /// when no fixtures folder is found (see ``FixturesLocation``).
  package var fixtures: EmbeddedFixtures

  package init(providers: [ProviderDefinition], fixtures: EmbeddedFixtures = .none) {
    self.providers = providers
    self.fixtures = fixtures
  }

  /// The command with built-in providers only, given as their types.
  package init(providers: [any Provider.Type], fixtures: EmbeddedFixtures = .none) {
    self.init(providers: providers.map { $0.definition }, fixtures: fixtures)
  }

  /// Where the APIs added with `explore api add` are kept.
  static func declarations(_ environment: [String: String]) -> DeclarationStore {
    DeclarationStore(directories: ExploreDirectories(environment: environment, home: ResourceRunner.home(environment)))
  }

  /// Runs one command line (without the program name).
  ///
  /// - Returns: the exit code (see ``ExitStatus``): 0 on success, help and
  ///   version, for a check that answers yes, and when the reader of
  ///   standard output went away (``ReaderGoneError``); 1 for a check that
  ///   answers no; when the run was cancelled, the status of its
  ///   ``StopReason`` (130 for Ctrl-C); for an error, the status of its
  ///   ``UserFacingError/category`` (``ExitStatus/init(_:)``): 64 for a
  ///   usage error, printed with the usage line wherever it was found, 1
  ///   for a runtime failure.
  package func run(arguments: [String], environment: [String: String], io: CommandIO) async -> Int32 {
    switch start(arguments: arguments, environment: environment, io: io) {
    case .finished(let status): status
    case .load(let load): await load(io)
    }
  }

  /// Parses one command line and does what needs no loading (help, the
  /// version, the provider list, completions, a usage error), or returns
  /// the run of the command that loads, its command line parsed once.
  ///
  /// Synchronous, so that `main` calls it before any task or thread
  /// starts: `explore --version` and the shell's completions take no
  /// longer than the process takes to start.
  package func start(arguments: [String], environment: [String: String], io: CommandIO) -> CommandStart {
    // NB: `--version` alone needs no provider's tables: answered before
    // they are built.
    if CommandLineParser.isVersionAlone(arguments) {
      io.writeOutput(ExploreVersion.current + "\n")
      return .finished(0)
    }
    let store = Self.declarations(environment)
    let declared = DeclaredProviders(
      store: store, builtIn: providers.map(\.descriptor), commands: BuiltinCommand.allCases.map(\.rawValue))
    // NB: bare `explore`, its help and `explore providers` show only the
    // names and summaries of the APIs added, which they read from the
    // summaries kept beside the declarations, not every declaration whole.
    if let listing = DeclaredProviders.summaryListing(for: arguments) {
      let more = declared.summaries { io.writeMessage($0) }
      let help = HelpFormatter(catalog: ProviderCatalog(providers.map(\.descriptor)), width: io.terminalWidth(environment))
      switch listing {
      case .shortHelp: io.writeOutput(help.shortHelp(more: more))
      case .rootHelp: io.writeOutput(help.rootHelp(more: more))
      case .providerList: io.writeOutput(help.providerList(more: more))
      }
      return .finished(0)
    }
    let providers: [ProviderDefinition]
    do {
      providers = self.providers + (try declared.definitions(for: arguments) { io.writeMessage($0) })
    } catch {
      return .finished(report(error, help: HelpFormatter(catalog: ProviderCatalog([]), width: 80), scope: nil, io: io))
    }
    let catalog = ProviderCatalog(providers.map { $0.descriptor }), help = HelpFormatter(catalog: catalog, width: io.terminalWidth(environment))
    let parsed: Invocation
    do {
      parsed = try CommandLineParser(catalog: catalog).parse(arguments, environment: environment)
    } catch {
      return .finished(report(error, help: help, scope: nil, io: io))
    }
    switch parsed {
    case .help(let scope):
      // NB: bare `explore` gets the short help, which fits a 24-row
      // screen; `--help` and `explore help` the full one.
      io.writeOutput(arguments.isEmpty ? help.shortHelp() : help.help(for: scope))
    case .version:
      io.writeOutput(ExploreVersion.current + "\n")
    case .providers(let name, let verbose):
      io.writeOutput(help.providerList(name: name, verbose: verbose))
    case .completions(let shell):
      io.writeOutput(CompletionScript.script(for: shell, catalog: catalog))
    case .run(let command):
      return .load { io in
        await TransportFactory.$embeddedFixtures.withValue(fixtures) {
          await run(command, providers: providers, environment: environment, help: help, io: io)
        }
      }
    case .api(let invocation):
      let runner = APICommandRunner(
        store: store, reservedNames: declared.reservedNames, transport: TransportFactory.documentTransport(environment: environment),
        write: io.writeOutput)
      return .load { io in
        io.stopper.startWatching()
        do {
          try await runner.run(invocation)
          return 0
        } catch {
          return report(error, help: help, scope: APICommandLine.scope, io: io)
        }
      }
    }
    return .finished(0)
  }

  private func run(
    _ command: ResolvedCommand, providers: [ProviderDefinition], environment: [String: String], help: HelpFormatter, io: CommandIO
  ) async -> Int32 {
    // NB: the command being run, for the usage line of a usage error that
    // its provider finds (a conflict, a value the API refuses).
    let scope = HelpScope.resource(provider: command.provider.name, path: command.resource.path)
    guard let definition = providers.first(where: { $0.name == command.provider.name }) else {
      preconditionFailure("The catalog holds only the given providers")
    }
    // NB: only a command that loads watches for stops: help and
    // version start no thread.
    io.stopper.startWatching()
    let io = command.options.interactive ? io : Self.sayingWaits(io, environment: environment)
    defer { io.waitNotice?.stop() }
    do {
      if command.options.interactive {
        // NB: first: `-i <provider> favorites` browses them (the parser
        // refuses -i on adding and removing), and `-i --watch` refreshes
        // the browser on its own.
        try await InteractiveRunner(command: command, definition: definition, environment: environment, io: io).run()
      } else if let action = FavoritesResources.action(of: command.resource, in: command.provider) {
        try await FavoritesRunner(command: command, action: action, definition: definition, environment: environment, io: io).run()
      } else if command.options.changes {
        try await ChangesRunner(command: command, definition: definition, environment: environment, io: io).run()
      } else if command.options.watch != nil {
        try await WatchRunner(command: command, definition: definition, environment: environment, io: io).run()
      } else {
        return try await ResourceRunner(command: command, definition: definition, environment: environment, io: io).run().rawValue
      }
      return 0
    } catch var error as APIError where environment[command.provider.metadata.baseURLEnvironmentVariable] != nil {
      // NB: a 404 that may be another server's names where the address came from.
      error.addressSource = command.provider.metadata.baseURLEnvironmentVariable
      return report(error, help: help, scope: scope, io: io)
    } catch {
      return report(error, help: help, scope: scope, io: io)
    }
  }

  /// `io` with a ``WaitNotice`` when both standard output and standard
  /// error are terminals, other than `TERM=dumb` (which gets no escape
  /// sequence, and the notice erases itself with them): anything else
  /// written on standard error erases it first, and the first output ends it.
  private static func sayingWaits(_ io: CommandIO, environment: [String: String]) -> CommandIO {
    guard io.outputIsTerminal, io.errorIsTerminal, environment["TERM"] != "dumb" else { return io }
    var io = io
    let (output, error) = (io.writeOutput, io.writeError)
    let notice = WaitNotice(width: io.terminalWidth(environment), write: error)
    io.writeOutput = { text in
      notice.stop()
      output(text)
    }
    io.writeError = { text in
      notice.erase()
      error(text)
    }
    io.waitNotice = notice
    return io
  }

  /// Writes `error` as its category asks (a usage error with the usage
  /// line of `scope`) and returns the status it ends the run with.
  private func report(_ error: any Error, help: HelpFormatter, scope: HelpScope?, io: CommandIO) -> Int32 {
    switch error {
    case is ReaderGoneError:
      // NB: like `git log | head`: the reader has what it wanted.
      return StopReason.readerGone.exitStatus
    case is CancellationError:
      return (io.stopper.reason ?? .interrupted).exitStatus
    case let error as UsageError:
      io.writeMessage(help.errorText(for: error))
      return ExitStatus(error.category).rawValue
    case let error as any UserFacingError:
      if error.category == .usage, let scope {
        io.writeMessage(help.errorText(for: UsageError(error.description, scope: scope)))
      } else {
        io.writeMessage("Error: \(error.description)\n")
      }
      return ExitStatus(error.category).rawValue
    default:
      io.writeMessage("Error: \(UnexpectedError(error).description)\n")
      return ExitStatus.failure.rawValue
    }
  }
}
