import ExploreCommands
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
    let explore = ExploreCommand(providers: ProviderRegistry.all, fixtures: ProviderRegistry.fixtures)
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = ProcessInfo.processInfo.environment
    // NB: the command line is parsed once, before any task or thread
    // starts; a command that loads nothing (--version, help, completions)
    // is done then.
    ExploreProcess.run { io in explore.start(arguments: arguments, environment: environment, io: io) }
  }
}
