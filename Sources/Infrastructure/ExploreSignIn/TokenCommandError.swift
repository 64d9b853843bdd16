public import ExploreCore

/// A ``TokenCommand`` gave no token.
public struct TokenCommandError: UserFacingError {
  public enum Reason: Sendable, Hashable {
    /// No executable of that name on `PATH`.
    case notInstalled
    /// The tool failed or printed no token: it is not signed in.
    case signedOut(status: Int32)
    /// The tool could not be started.
    case cannotRun(String)
    /// The tool printed more than `limit` bytes, which is no token; it was stopped.
    case tooMuchOutput(limit: Int)
  }

  public var reason: Reason
  public var command: TokenCommand

  public init(_ reason: Reason, command: TokenCommand) {
    self.reason = reason
    self.command = command
  }

  public var description: String {
    switch reason {
    case .notInstalled:
      "explore takes the token from \(command.toolName), but no `\(command.executable)` is on your PATH. "
        + "\(command.installAdvice), or \(command.alternative)."
    case .signedOut(let status):
      "There is no sign-in for this server in \(command.toolName) (`\(command.commandLine)` exited with \(status)). "
        + "Run `\(command.signInCommand)` first, or \(command.alternative)."
    case .cannotRun(let reason):
      "explore could not run `\(command.commandLine)`: \(reason); \(command.alternative) instead."
    case .tooMuchOutput(let limit):
      "`\(command.commandLine)` printed more than \(limit / 1_024) KiB, which is no token, so explore stopped it. "
        + "Run it yourself to see what it prints, or \(command.alternative)."
    }
  }
}
