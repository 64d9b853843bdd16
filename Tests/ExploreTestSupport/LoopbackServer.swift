public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The loopback HTTP test server (`Tests/LoopbackServer/loopback_server.py`), started
/// as a child process on `127.0.0.1` with an ephemeral port.
///
/// ```swift
/// let server = try LoopbackServer.start()
/// defer { server.stop() }
/// let base = server.baseURL(for: "rickmorty")   // http://127.0.0.1:PORT/rickmorty
/// // ... exercise the code under test against `base` ...
/// #expect(try await server.requestCount(pathPrefix: "/rickmorty/episode") == 3)
/// ```
///
/// The server stops when ``stop()`` is called or the instance is deinitialized; it also
/// exits by itself when its stdin closes (this process ended) or after `maxSeconds`.
public final class LoopbackServer: Sendable {
  /// The port on `127.0.0.1`.
  public let port: Int
  /// The GitHub token the server accepts (`Authorization: Bearer <token>` or `token <token>`).
  public let token: String
  /// Whether `/rickmorty` serves the complete corpus with the real server's semantics
  /// (otherwise it serves `fixtures/rickmorty`).
  public let servesRickAndMortyCorpus: Bool

  private let child: Locked<Child?>
  private let session: URLSession

  /// The running process and the pipe that keeps it alive.
  private struct Child {
    var process: Process
    var standardInput: Pipe
  }

  private init(port: Int, token: String, servesRickAndMortyCorpus: Bool, process: Process, standardInput: Pipe) {
    self.port = port
    self.token = token
    self.servesRickAndMortyCorpus = servesRickAndMortyCorpus
    self.child = Locked(Child(process: process, standardInput: standardInput))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.timeoutIntervalForRequest = 30
    self.session = URLSession(configuration: configuration)
  }

  deinit {
    stop()
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)")!
  }

  /// The URL of a mount: `baseURL(for: "rickmorty")` is `http://127.0.0.1:PORT/rickmorty`.
  public func baseURL(for mount: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(mount)")!
  }

  /// The environment that points explore's providers at this server:
  /// `EXPLORE_RICKMORTY_API_URL` and `EXPLORE_GITHUB_API_URL`.
  public var environment: [String: String] {
    [
      "EXPLORE_RICKMORTY_API_URL": baseURL(for: "rickmorty").absoluteString,
      "EXPLORE_GITHUB_API_URL": baseURL(for: "github").absoluteString,
    ]
  }

  /// Starts a server and waits (at most `startTimeout` seconds) until it listens.
  ///
  /// - Parameters:
  ///   - useCorpus: serve the Rick and Morty corpus with the real server's semantics when
  ///     `../shared/corpus` exists; `false` serves `fixtures/rickmorty` instead.
  ///   - token: the GitHub token the server accepts.
  ///   - fixtures: the fixtures root (one folder per mount); the project's `fixtures/` by default.
  ///   - maxSeconds: the server exits by itself after this long, whatever happens to this process.
  ///   - startTimeout: how long to wait for the server to report its port.
  /// - Throws: ``LoopbackServerError`` naming the reason and the server's stderr when it does not start.
  public static func start(
    useCorpus: Bool = true,
    token: String = "test-token",
    fixtures: URL = ProjectPaths.fixtures,
    maxSeconds: Int = 900,
    startTimeout: TimeInterval = 30
  ) throws -> LoopbackServer {
    let corpus = useCorpus ? ProjectPaths.corpus : nil
    let servesCorpus = corpus != nil && ProjectPaths.rickAndMortyCorpus != nil
    var arguments = [
      "python3", ProjectPaths.loopbackServerScript.path,
      "--port", "0",
      "--fixtures", fixtures.path,
      "--token", token,
      "--max-seconds", String(maxSeconds),
    ]
    if servesCorpus, let corpus {
      arguments += ["--corpus", corpus.path]
    }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PYTHONUNBUFFERED"] = "1"
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    process.environment = environment
    // NB: the child must never inherit the test runner's descriptors: `swift test` waits
    // for every holder of its pipes and hangs. stdin stays open until `stop()`.
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    // NB: our ends of the pipes close on exec, so that no other child a test
    // starts (such as `explore` in a pseudo-terminal) holds the server's
    // stdin open after `stop()`, nor its output pipes.
    for handle in [
      standardInput.fileHandleForWriting, standardOutput.fileHandleForReading, standardError.fileHandleForReading,
    ] {
      _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }

    let output = OutputCollector(stdout: standardOutput.fileHandleForReading, stderr: standardError.fileHandleForReading)
    do {
      try process.run()
    } catch {
      throw LoopbackServerError(
        "Could not run `/usr/bin/env python3` for the loopback server (\(error)). Install Python 3.11 or newer.")
    }
    output.startDraining()

    let line = output.waitForFirstLine(timeout: startTimeout)
    guard let line, line.hasPrefix("LISTENING "), let port = Int(line.dropFirst("LISTENING ".count)) else {
      try? standardInput.fileHandleForWriting.close()
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      output.waitForStandardErrorEnd(timeout: 2)
      let reason = line.map { "it printed '\($0)' instead of 'LISTENING <port>'" }
        ?? "it did not print 'LISTENING <port>' within \(Int(startTimeout)) s"
      throw LoopbackServerError(
        "The loopback server did not start: \(reason). Its stderr: \(output.standardErrorText().isEmpty ? "(empty)" : output.standardErrorText())")
    }
    return LoopbackServer(
      port: port, token: token, servesRickAndMortyCorpus: servesCorpus,
      process: process, standardInput: standardInput)
  }

  /// Stops the server and waits for it to exit. Safe to call more than once.
  public func stop() {
    guard let child = child.withLock({ child -> Child? in
      defer { child = nil }
      return child
    }) else { return }
    try? child.standardInput.fileHandleForWriting.close()
    if child.process.isRunning {
      child.process.terminate()
    }
    // NB: bounded. A server that neither sees its stdin close (another
    // child may hold the pipe's write end) nor gets SIGTERM (a blocked
    // signal mask is inherited) would otherwise hang the test run here.
    let deadline = Date().addingTimeInterval(5)
    while child.process.isRunning, Date() < deadline {
      usleep(10_000)
    }
    if child.process.isRunning {
      kill(child.process.processIdentifier, SIGKILL)
    }
    child.process.waitUntilExit()
    session.invalidateAndCancel()
  }

  /// Whether the server process is still running.
  public var isRunning: Bool {
    child.withLock { $0?.process.isRunning ?? false }
  }

  // MARK: - Control API

  /// Every request received since the start or the last ``reset()``, oldest first.
  /// Control calls are not included.
  public func requests() async throws -> [LoopbackRequest] {
    let data = try await control("GET", "requests")
    return try JSONDecoder().decode([LoopbackRequest].self, from: data)
  }

  /// How many requests were received, optionally only those whose path (including the mount)
  /// starts with `pathPrefix`.
  public func requestCount(pathPrefix: String? = nil) async throws -> Int {
    let all = try await requests()
    guard let pathPrefix else { return all.count }
    return all.count { $0.path.hasPrefix(pathPrefix) }
  }

  /// Adds fault rules; they act on later requests until their `times` run out or ``reset()``.
  public func inject(_ faults: [LoopbackFault]) async throws {
    let body = try JSONSerialization.data(withJSONObject: faults.map(\.jsonObject), options: [.sortedKeys])
    _ = try await control("POST", "faults", body: body)
  }

  /// The injected fault rules in order, with how often each has acted and may still act.
  public func faults() async throws -> [LoopbackFaultStatus] {
    let data = try await control("GET", "faults")
    return try JSONDecoder().decode([LoopbackFaultStatus].self, from: data)
  }

  /// Forgets the recorded requests and removes every fault rule.
  public func reset() async throws {
    _ = try await control("POST", "reset")
  }

  /// Restores the generated data's initial state (GitHub stars) without touching requests or faults.
  public func resetState() async throws {
    _ = try await control("POST", "reset-state")
  }

  private func control(_ method: String, _ name: String, body: Data? = nil) async throws -> Data {
    var request = URLRequest(url: baseURL.appendingPathComponent("_control").appendingPathComponent(name))
    request.httpMethod = method
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let (data, response) = try await session.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard status == 200 else {
      let text = String(decoding: data, as: UTF8.self)
      throw LoopbackServerError("The loopback server refused \(method) /_control/\(name) with HTTP \(status): \(text)")
    }
    return data
  }
}
