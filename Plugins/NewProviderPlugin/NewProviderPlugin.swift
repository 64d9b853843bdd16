import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-provider <Name> [--base-url URL] [--dry-run]`
/// `[--openapi FILE [--only TAG|PATH]…]`
///
/// Scaffolds a provider that builds, passes its tests and answers
/// `explore --offline <name> items` (or, with `--openapi`, the resources of
/// an OpenAPI document): `Sources/Providers/<Name>Provider`, `Tests/<Name>ProviderTests`
/// and `fixtures/<name>`, then adds `<Name>` to the `providers` list in
/// Package.swift. Every check runs before the first write, and nothing that
/// exists is overwritten. With `--dry-run` it prints each path and its
/// contents and writes nothing.
///
/// The work is done by the `ProviderScaffold` tool (`ExploreScaffolding`'s
/// `NewProviderCommand`), which this plugin runs with the package's folder
/// and modules: it prints the tool's output, passes its notes on, and fails
/// with its message.
@main
struct NewProviderPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "ProviderScaffold")
    var toolArguments = ["--package-directory", context.package.directoryURL.path]
    for target in context.package.targets { toolArguments += ["--module", target.name] }
    let run = try ToolRun(tool.url, arguments: toolArguments + ["--"] + arguments)

    // NB: the tool writes its notes first, then a failure as `error: …`;
    // SwiftPM prints a thrown error as `error: <description>` itself.
    let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
    let failureStart = run.status == 0 ? lines.endIndex : lines.firstIndex { $0.hasPrefix("error: ") } ?? lines.endIndex
    let notes = lines[..<failureStart].joined(separator: "\n")
    if !notes.isEmpty { FileHandle.standardError.write(Data((notes.hasSuffix("\n") ? notes : notes + "\n").utf8)) }
    print(run.output, terminator: "")
    guard run.status == 0 else {
      var message = lines[failureStart...].joined(separator: "\n")
      if message.hasPrefix("error: ") { message.removeFirst("error: ".count) }
      while message.hasSuffix("\n") { message.removeLast() }
      throw NewProviderFailure(description: message.isEmpty ? "new-provider stopped with status \(run.status)." : message, status: run.status)
    }
  }
}

/// The tool's failure, as SwiftPM prints it: `error: <description>`.
struct NewProviderFailure: Error, CustomStringConvertible {
  var description: String
  /// The tool's exit status (64 for a wrong command line, else 1);
  /// `swift package` itself exits 1 for any failed plugin.
  var status: Int32
}

/// One run of a tool, to its end: what it wrote on each stream, and its status.
struct ToolRun {
  var output: String
  var errors: String
  var status: Int32

  init(_ executable: URL, arguments: [String]) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // NB: both pipes are read at once, so that neither fills while the
    // other is waited on (a dry run prints more than a pipe holds).
    let errorData = ReadData()
    let reading = DispatchGroup()
    let errorHandle = errors.fileHandleForReading
    DispatchQueue.global().async(group: reading) { errorData.set(errorHandle.readDataToEndOfFile()) }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    reading.wait()
    self.output = String(decoding: outputData, as: UTF8.self)
    self.errors = String(decoding: errorData.get(), as: UTF8.self)
    status = process.terminationStatus
  }

  /// What the reading queue hands back, behind a lock.
  private final class ReadData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
  }
}
