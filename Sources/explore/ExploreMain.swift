import ExploreCLI
import Foundation

/// The thin entry point: hands every provider to the CLI and exits with its
/// status.
///
/// NB: `@main` with an async `main` rather than top-level code in
/// `main.swift`, whose code runs on the main actor and must not block it.
@main
struct ExploreMain {
  static func main() async {
    let status = await ExploreCommand(providers: ProviderRegistry.all).run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      io: .standard
    )
    exit(status)
  }
}
