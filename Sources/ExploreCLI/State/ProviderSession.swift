import ExploreCore
import Foundation

/// A provider ready to load: its transport (network with cache, recorder
/// or replay, as the common options say) and its context.
///
/// NB: the same steps as ``ResourceRunner`` takes before loading, kept
/// here so the favorites and changes commands need no change to it.
struct ProviderSession {
  var provider: any Provider
  var directories: ExploreDirectories
  var progress: ProgressLine

  init(command: ResolvedCommand, providerType: any Provider.Type, environment: [String: String], io: CommandIO) throws {
    let progress = ProgressLine(enabled: io.errorIsTerminal, width: io.terminalWidth(environment), write: io.writeError)
    let inform: @Sendable (String) -> Void = { message in
      progress.clear()
      io.writeError(message + "\n")
    }
    let directories = ExploreDirectories(environment: environment, home: ResourceRunner.home(environment))
    let transport = try TransportFactory.transport(
      for: command.provider,
      options: command.options,
      environment: environment,
      directories: directories,
      workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      inform: inform,
      log: inform
    )
    let context = ProviderContext(
      baseURL: command.provider.baseURL(in: environment),
      transport: transport,
      environment: environment,
      directories: directories,
      readStandardInput: io.readInput,
      inform: inform
    )
    self.provider = providerType.init(context: context)
    self.directories = directories
    self.progress = progress
  }
}
