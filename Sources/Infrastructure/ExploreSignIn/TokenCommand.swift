import Foundation

/// A token that another tool prints, such as `gh auth token --hostname
/// github.com`, for a provider's `login --from-<tool>`.
///
/// explore asks the tool and never reads its files, which may hold the
/// token in the system keyring rather than on disk.
///
/// ```swift
/// let command = TokenCommand(
///   executable: "gh", arguments: ["auth", "token", "--hostname", host], toolName: "the GitHub CLI",
///   installAdvice: "Install it from https://cli.github.com", signInCommand: "gh auth login --hostname \(host)",
///   alternative: "run `explore github login` without --from-gh", environment: context.environment
/// )
/// let token = try command.token()
/// ```
public struct TokenCommand: Sendable {
  /// The executable's name, searched in the directories of `PATH`.
  public var executable: String
  public var arguments: [String]
  /// The tool as people name it, such as `the GitHub CLI`.
  public var toolName: String
  /// Where to get the tool, such as `Install it from https://cli.github.com`.
  public var installAdvice: String
  /// How to sign in to the tool, such as `gh auth login --hostname github.com`.
  public var signInCommand: String
  /// What else the user can do, such as `run `explore github login` without --from-gh`.
  public var alternative: String
  /// The environment the tool runs with.
  public var environment: [String: String]

  public init(
    executable: String, arguments: [String], toolName: String, installAdvice: String, signInCommand: String,
    alternative: String, environment: [String: String]
  ) {
    self.executable = executable
    self.arguments = arguments
    self.toolName = toolName
    self.installAdvice = installAdvice
    self.signInCommand = signInCommand
    self.alternative = alternative
    self.environment = environment
  }

  /// The most the tool may print: 64 KiB, far more than any token.
  public static let outputLimit = 64 << 10

  /// The command line, as errors show it.
  public var commandLine: String { ([executable] + arguments).joined(separator: " ") }

  /// Why `Process.run` failed, in words of our own: the system's reason
  /// (`strerror`) when Foundation gives one, never its "The operation could
  /// not be completed. (NSCocoaErrorDomain …)".
  package static func reason(launching error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))).lowercased() }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "the program was not found"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    default: return "the system could not start it (error \(error.code))"
    }
  }

  /// Whether `Process.run` failed because the program was open for writing (`ETXTBSY`).
  static func isBusy(_ error: any Error) -> Bool {
    let error = error as NSError
    let posix = (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0 : nil } ?? error
    return posix.domain == NSPOSIXErrorDomain && posix.code == Int(ETXTBSY)
  }

  /// The one word the tool printed.
  ///
  /// - Throws: ``TokenCommandError`` when the tool is not installed, cannot
  ///   start, fails, or prints anything but one word.
  public func token() throws -> String {
    guard let executableURL = executableURL() else { throw TokenCommandError(.notInstalled, command: self) }
    var process = Process()
    var output = Pipe()
    // NB: a program being written as it is started ("text file busy": an
    // update, or a descriptor another process's fork holds for a moment)
    // is started again, twice at most, a little later each time.
    for attempt in 0...2 {
      process = Process()
      process.executableURL = executableURL
      process.arguments = arguments
      process.environment = environment
      output = Pipe()
      process.standardOutput = output
      // NB: the tool's own stdin and stderr, never ours: a child that inherits
      // the caller's descriptors can keep a test runner's pipes open, and its
      // messages would interleave with explore's.
      process.standardInput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
        break
      } catch where Self.isBusy(error) && attempt < 2 {
        usleep(UInt32(50_000 * (attempt + 1)))
      } catch {
        throw TokenCommandError(.cannotRun(Self.reason(launching: error)), command: self)
      }
    }
    // NB: the tool prints a few dozen bytes and exits; reading to the end
    // before waiting cannot fill the pipe. Both calls block this thread for
    // as long as the tool runs, a moment, once per login. A tool that
    // prints more than any token is stopped, not read to its end.
    var data = Data()
    while data.count <= Self.outputLimit, let chunk = try? output.fileHandleForReading.read(upToCount: 4_096), !chunk.isEmpty {
      data.append(chunk)
    }
    guard data.count <= Self.outputLimit else {
      process.terminate()
      try? output.fileHandleForReading.close()
      process.waitUntilExit()
      throw TokenCommandError(.tooMuchOutput(limit: Self.outputLimit), command: self)
    }
    process.waitUntilExit()
    let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationReason == .exit, process.terminationStatus == 0, !token.isEmpty,
      !token.contains(where: \.isWhitespace)
    else {
      throw TokenCommandError(.signedOut(status: process.terminationStatus), command: self)
    }
    return token
  }

  /// The first executable file named ``executable`` in the directories of `PATH`.
  func executableURL() -> URL? {
    for directory in (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(directory), isDirectory: true).appendingPathComponent(executable)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }
}
