public import Foundation

/// A child process started with a new pipe for each of its standard
/// streams (never the test runner's descriptors).
///
/// ```swift
/// let child = try PipedProcess.start(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["bash", "-n"], input: script)
/// let output = child.output.fileHandleForReading.readDataToEndOfFile()
/// child.process.waitUntilExit()
/// ```
public struct PipedProcess {
  public let process: Process
  /// The pipe of its standard input: written and closed by ``start(_:arguments:environment:directory:input:errorsToOutput:)``
  /// when it is given an input.
  public let input: Pipe
  /// The pipe of its standard output.
  public let output: Pipe
  /// The pipe of its standard error (the same as ``output`` when errors go to the output).
  public let errors: Pipe

  /// Starts `executable arguments` in `directory` with exactly `environment`
  /// (the runner's when `nil`).
  ///
  /// - Parameters:
  ///   - input: written to its standard input, which is then closed; when
  ///     `nil`, the input stays open for the caller.
  ///   - errorsToOutput: its standard error goes to the output pipe, as `2>&1`.
  public static func start(
    _ executable: URL,
    arguments: [String],
    environment: [String: String]? = nil,
    directory: URL? = nil,
    input: String? = nil,
    errorsToOutput: Bool = false
  ) throws -> PipedProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let stdin = Pipe(), stdout = Pipe()
    let stderr = errorsToOutput ? stdout : Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    return PipedProcess(process: process, input: stdin, output: stdout, errors: stderr)
  }
}
