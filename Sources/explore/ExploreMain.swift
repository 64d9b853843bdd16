import ExploreCLI
import Foundation

/// The thin entry point: hands every provider, and the replay fixtures
/// compiled in, to the CLI and exits with its status.
///
/// The command runs in a task that ``RunStopper`` cancels when the reader
/// of standard output goes away (exit status 0) or on Ctrl-C (130): every
/// request in flight is cancelled and none is started.
///
/// NB: `@main` with an async `main` rather than top-level code in
/// `main.swift`, whose code runs on the main actor and must not block it.
@main
struct ExploreMain {
  static func main() async {
    let stopper = RunStopper.process
    stopper.watchProcess()
    let command = Task {
      await ExploreCommand(providers: ProviderRegistry.all, fixtures: ProviderRegistry.fixtures).run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment,
        io: .standard
      )
    }
    stopper.onStop { _ in command.cancel() }
    let status = await command.value
    exit(stopper.reason?.exitStatus ?? status)
  }
}
