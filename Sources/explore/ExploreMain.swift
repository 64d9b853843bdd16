import ExploreCLI
import Foundation

/// The thin entry point: hands every provider, and the replay fixtures
/// compiled in, to the CLI and exits with its status.
///
/// ``ExploreProcess`` runs the command in a task that is cancelled when the
/// reader of standard output goes away (exit status 0), on Ctrl-C (130),
/// SIGTERM (143) or SIGHUP (129): every request in flight is cancelled and
/// none is started; a watchdog ends a run that does not wind down.
///
/// NB: a synchronous `main` (see ``ExploreProcess``): the command runs in
/// a task while the main thread serves the main queue.
@main
struct ExploreMain {
  static func main() {
    ExploreProcess.run { io in
      await ExploreCommand(providers: ProviderRegistry.all, fixtures: ProviderRegistry.fixtures).run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment,
        io: io
      )
    }
  }
}
