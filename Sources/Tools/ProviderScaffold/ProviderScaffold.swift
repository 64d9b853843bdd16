import ExploreScaffolding
import Foundation

/// The tool the `new-provider` command plugin runs: a thin `main` around
/// ``NewProviderProcess``, which parses its command line, runs
/// `new-provider`, prints what it says, and gives the exit status.
///
/// ```
/// ProviderScaffold --package-directory <dir> [--module <name>]… -- <new-provider arguments>
/// ```
@main
enum ProviderScaffold {
  static func main() {
    exit(NewProviderProcess.run(Array(CommandLine.arguments.dropFirst())))
  }
}
