import ExploreTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary homes the runs use, and the running of one plan.
final class HangWorkspace: @unchecked Sendable {
  /// The favorites `favoriteGarbled` loads: 16 generated GitHub users.
  static let favorites = (1...16).map { "follower-" + String(repeating: "0", count: 4 - String($0).count) + String($0) }

  let executable: URL
  let server: LoopbackServer
  let folder: URL
  private var favoritesHome: URL { folder.appendingPathComponent("favorites-home", isDirectory: true) }

  init(executable: URL, server: LoopbackServer) throws {
    self.executable = executable
    self.server = server
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-hang-check-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Adds the 16 favorites once, in a home every `favoriteGarbled` run shares (it only reads them).
  func prepareFavorites() throws {
    try FileManager.default.createDirectory(at: favoritesHome, withIntermediateDirectories: true)
    let outcome = try run(RunPlan(arguments: ["github", "favorites", "add"] + Self.favorites, stop: .none, expected: [0]), home: favoritesHome, deadline: 60)
    guard outcome.ended, outcome.status == .exited(0) else {
      throw SetupError(description: "could not add the favorites: \(outcome.summary); stderr: \(outcome.standardErrorTail)")
    }
  }

  /// Runs `plan` in a fresh home (or the favorites home), stops it as planned and waits at most `deadline`.
  func run(_ plan: RunPlan, deadline: TimeInterval) throws -> RunOutcome {
    if plan.usesFavorites { return try run(plan, home: favoritesHome, deadline: deadline) }
    let home = folder.appendingPathComponent(UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    return try run(plan, home: home, deadline: deadline)
  }

  private func run(_ plan: RunPlan, home: URL, deadline: TimeInterval) throws -> RunOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = plan.arguments
    var environment = IsolatedHome.childEnvironment(of: home)
    environment.merge(server.environment) { _, new in new }
    environment.merge(plan.environment) { _, new in new }
    // NB: a crash is a wrong status (killed by its signal), reported as such:
    // the runtime's backtracer, a process of its own, would keep the run's
    // pipes open, and once hung the whole check for 530 s.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.currentDirectoryURL = home
    let output = Pipe(), errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    let started = Date()
    try process.run()

    let errorTail = Tail()
    let drained = DispatchGroup()
    drained.enter()
    DispatchQueue.global().async {
      errorTail.drain(errors.fileHandleForReading.fileDescriptor)
      drained.leave()
    }
    drained.enter()
    let stopSentEarly = Flag()
    DispatchQueue.global().async {
      defer { drained.leave() }
      let descriptor = output.fileHandleForReading.fileDescriptor
      switch plan.stop {
      case .readerLeaves(let lines):
        Self.read(descriptor, lines: lines)
        try? output.fileHandleForReading.close()
      case .none, .signal:
        Self.read(descriptor, lines: nil)
      }
    }
    if case .signal(let signal, let milliseconds) = plan.stop {
      usleep(useconds_t(milliseconds * 1_000))
      if process.isRunning { kill(process.processIdentifier, signal) } else { stopSentEarly.set() }
    }

    let inTime = ended.wait(timeout: .now() + deadline - Date().timeIntervalSince(started)) == .success
    if !inTime {
      kill(process.processIdentifier, SIGKILL)
      _ = ended.wait(timeout: .now() + 30)
    }
    _ = drained.wait(timeout: .now() + 5)
    // NB: Foundation does not close a pipe's read end when the run is done:
    // ~2 descriptors leaked per run, and after about 900 runs
    // `Process.run()` crashed (a memmove past its buffer).
    try? output.fileHandleForReading.close()
    try? errors.fileHandleForReading.close()
    // NB: a process not reaped 30 s after SIGKILL is reported as killed; Foundation
    // raises an exception when asked how a running process ended.
    let status: RunOutcome.Status =
      process.isRunning
      ? .killedBy(SIGKILL)
      : process.terminationReason == .exit ? .exited(process.terminationStatus) : .killedBy(process.terminationStatus)
    return RunOutcome(
      ended: inTime, status: status, seconds: Date().timeIntervalSince(started),
      endedBeforeStop: stopSentEarly.isSet, standardErrorTail: errorTail.text
    )
  }

  /// Reads `descriptor` to its end, or until `lines` newlines were read.
  private static func read(_ descriptor: Int32, lines: Int?) {
    var seen = 0
    if let lines, lines <= 0 { return }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      guard let lines else { continue }
      seen += buffer[0..<count].count { $0 == UInt8(ascii: "\n") }
      if seen >= lines { return }
    }
  }

  struct SetupError: Error, CustomStringConvertible {
    var description: String
  }
}

/// How one run ended.
struct RunOutcome {
  enum Status: Equatable {
    case exited(Int32)
    case killedBy(Int32)
  }

  /// Whether it ended before the deadline.
  var ended: Bool
  var status: Status
  var seconds: TimeInterval
  /// Whether it had ended before its stop (the signal) was sent.
  var endedBeforeStop: Bool
  var standardErrorTail: String

  var summary: String {
    let how = switch status {
    case .exited(let code): "exit \(code)"
    case .killedBy(let signal): "signal \(signal)"
    }
    return ended ? "\(how) after \(String(format: "%.2f", seconds)) s" : "HUNG (killed after \(String(format: "%.1f", seconds)) s)"
  }
}

/// The last few kilobytes a child wrote to standard error.
private final class Tail: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  func drain(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      lock.withLock {
        bytes += buffer[0..<count]
        if bytes.count > 2_048 { bytes.removeFirst(bytes.count - 2_048) }
      }
    }
  }

  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}

private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

/// `read(2)`, named apart from the methods called `read` here.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.read(descriptor, buffer, count)
  #else
  Darwin.read(descriptor, buffer, count)
  #endif
}
