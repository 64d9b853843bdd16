import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a program (`explore`) as a child process, measured with `wait4`: its exit
/// status, its peak resident memory, and the wall time until it exited.
public struct ChildRun: Sendable {
  public var status: Int32
  /// `ru_maxrss` in bytes (Linux reports KiB, macOS bytes).
  public var peakMemory: Int
  public var seconds: Double
  /// Seconds from the start until the first line arrived on a piped stdout.
  public var firstLineSeconds: Double?
  /// CPU seconds the child spent in user mode (`ru_utime`).
  public var userSeconds: Double = 0
  /// CPU seconds the child spent in the kernel (`ru_stime`).
  public var systemSeconds: Double = 0

  /// What to do with the child's standard output.
  public enum Output: Sendable {
    /// Discard it (`> /dev/null`).
    case discard
    /// Read it through a pipe until the first line, then close the pipe as
    /// `| head -1` does.
    case firstLineThenClose
    /// Write it to the file at this path (`> path`).
    case file(String)
  }

  /// Runs `executable` with `arguments` and `environment` and waits for it;
  /// its standard error goes to `errorPath`, or to `/dev/null`.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], output: Output, errorPath: String? = nil
  ) throws -> ChildRun {
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 2, errorPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var pipeEnds: [Int32] = [-1, -1]
    switch output {
    case .discard:
      posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
    case .file(let path):
      posix_spawn_file_actions_addopen(&fileActions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    case .firstLineThenClose:
      guard pipe(&pipeEnds) == 0 else { throw BenchmarkError("pipe() failed: errno \(errno)") }
      posix_spawn_file_actions_adddup2(&fileActions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&fileActions, pipeEnds[0])
      posix_spawn_file_actions_addclose(&fileActions, pipeEnds[1])
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &fileActions, nil, argv, envp)
    guard spawned == 0 else { throw BenchmarkError("could not start \(executable): error \(spawned)") }

    var firstLine: Double?
    if case .firstLineThenClose = output {
      close(pipeEnds[1])
      var byte: UInt8 = 0
      while read(pipeEnds[0], &byte, 1) == 1 {
        if byte == UInt8(ascii: "\n") {
          firstLine = seconds(since: start, clock)
          break
        }
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = seconds(since: start, clock)
    #if os(Linux)
    let peak = Int(usage.ru_maxrss) * 1024
    #else
    let peak = Int(usage.ru_maxrss)
    #endif
    let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    var run = ChildRun(status: exitStatus, peakMemory: peak, seconds: elapsed, firstLineSeconds: firstLine)
    run.userSeconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    run.systemSeconds = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return run
  }

  private static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
    let duration = clock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// A benchmark that cannot run, with what to do about it.
public struct BenchmarkError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }

  /// Runs a benchmark's `main`: what it throws is said on stderr, and the
  /// process ends with status 64 for a ``BenchmarkError`` (a bad argument,
  /// a missing binary), 1 for anything else, instead of a crash's backtrace.
  public static func exitOnFailure(_ body: () throws -> Void) {
    do { try body() } catch { fail(error) }
  }

  /// ``exitOnFailure(_:)`` for a benchmark that awaits.
  public static func exitOnFailure(_ body: @Sendable () async throws -> Void) async {
    do { try await body() } catch { fail(error) }
  }

  private static func fail(_ error: any Error) -> Never {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(error is BenchmarkError ? 64 : 1)
  }
}
