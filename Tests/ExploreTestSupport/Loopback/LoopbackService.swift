import ExploreNetworking
import ExploreReplay
public import Foundation

/// The loopback server's behaviour without the socket: mounts, replay
/// fixtures, fault rules, ETags and the request log.
///
/// For a request under `/<mount>/...` the answer is, in order: the mount's
/// routes, its fixture `fixtures/<mount>/` (matched exactly as `--offline`
/// matches, by ``ReplayIndex``), its fallback, else a 404 that names the request.
/// Every 200 carries an `ETag` (the fixture's own, else a hash of the body),
/// and a matching `If-None-Match` gets `304 Not Modified`.
public final class LoopbackService: LoopbackResponder {
  /// The mounts by name.
  public let mounts: [String: LoopbackMount]
  /// The fixtures root: `fixtures/<mount>/` replays for the mount `<mount>`, simulated or not.
  public let fixtures: URL?

  private let state = Locked(State())

  private struct State {
    var log: [LoopbackRequest] = []
    var logGeneration = 0
    var faults = LoopbackFaultBook()
    var indexes: [String: (signature: [String], index: ReplayIndex)] = [:]
    var isStopping = false
  }

  /// Ends every latency under way at once (``LoopbackServer/stop()``), so
  /// that stopping never waits for a slow answer.
  public func stopWaiting() { state.withLock { $0.isStopping = true } }

  public init(mounts: [LoopbackMount], fixtures: URL?) {
    var byName: [String: LoopbackMount] = [:]
    for mount in mounts {
      precondition(byName[mount.name] == nil, "Two loopback mounts are called '\(mount.name)'")
      byName[mount.name] = mount
    }
    self.mounts = byName
    self.fixtures = fixtures
  }

  // MARK: - Log and faults

  /// Every request so far, oldest first.
  public var requests: [LoopbackRequest] { state.withLock { $0.log } }

  /// Forgets the recorded requests.
  public func clearRequests() {
    state.withLock { state in
      state.log = []
      state.logGeneration += 1
    }
  }

  /// Adds fault rules after the existing ones.
  public func inject(_ faults: [LoopbackFault]) { state.withLock { $0.faults.add(faults) } }

  /// The fault rules in order.
  public var faults: [LoopbackFaultStatus] { state.withLock { $0.faults.statuses } }

  /// Removes every fault rule.
  public func removeFaults() { state.withLock { $0.faults.removeAll() } }

  /// Restores every mount's initial state.
  public func resetState() {
    for mount in mounts.values { mount.resetState?() }
  }

  // MARK: - Answering

  public func respond(to request: LoopbackRequest, origin: URL) -> LoopbackResponse {
    let (generation, number, decision) = state.withLock { state in
      state.log.append(request)
      return (state.logGeneration, state.log.count - 1, state.faults.decide(path: request.query.isEmpty ? request.path : request.path + "?" + request.query))
    }
    if decision.latencyMilliseconds > 0 {
      // NB: this blocks only the thread of this connection, in slices, so
      // that a server that stops never waits for the rest.
      let end = Date().addingTimeInterval(Double(decision.latencyMilliseconds) / 1000)
      while Date() < end, !state.withLock({ $0.isStopping }) {
        Thread.sleep(forTimeInterval: min(0.02, max(0, end.timeIntervalSinceNow)))
      }
    }
    var response: LoopbackResponse
    var fault: String?
    if let action = decision.action, let answer = Self.answer(to: request, with: action, origin: origin) {
      response = answer
      fault = action.logName
    } else {
      response = normalAnswer(to: request, origin: origin)
      if case .closeMidBody = decision.action {
        response.closesMidBody = true
        fault = "closeMidBody"
      } else if case .resetMidBody = decision.action {
        response.closesMidBody = true
        response.resetsConnection = true
        fault = "resetMidBody"
      } else if case .malformedChunks = decision.action {
        response.hasMalformedChunks = true
        fault = "malformedChunks"
      } else if case .truncateJSON = decision.action {
        response.body = response.body.prefix(response.body.count / 2)
        fault = "truncateJSON"
      } else if case .trickle(let milliseconds) = decision.action {
        response.millisecondsPerByte = milliseconds
        fault = "trickle"
      } else if case .declareLength(let bytes) = decision.action {
        response.declaredLength = bytes
        fault = "declareLength"
      } else if case .silence = decision.action {
        response.isSilent = true
        fault = "silence"
      }
    }
    state.withLock { state in
      guard state.logGeneration == generation, number < state.log.count else { return }
      state.log[number].status = response.status
      state.log[number].fault = fault
    }
    return response
  }

  private func normalAnswer(to request: LoopbackRequest, origin: URL) -> LoopbackResponse {
    let segments = request.path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).dropFirst()
    guard let name = segments.first.map(String.init), !name.isEmpty else { return Self.miss(request) }
    let mount = mounts[name]
    let mountURL = origin.appendingPathComponent(name)
    var relative = request
    relative.path = segments.count > 1 ? "/" + segments[segments.startIndex + 1] : "/"
    var response = mount?.router.respond(to: relative, mountURL: mountURL)
      ?? fixture(in: name, for: relative)
      ?? mount?.fallback?(relative)
      ?? Self.miss(request)
    if let real = mount?.realBaseURL?.absoluteString {
      response.replace(real, with: mountURL.absoluteString)
    }
    Self.applyValidators(&response, for: request)
    mount?.finish?(relative, &response)
    return response
  }

  /// The fixture of `fixtures/<folder>/` for `request` (path relative to the mount).
  private func fixture(in folder: String, for request: LoopbackRequest) -> LoopbackResponse? {
    guard let directory = fixtures?.appendingPathComponent(folder, isDirectory: true), !folder.hasPrefix(".") else { return nil }
    let signature = Self.signature(of: directory)
    guard !signature.isEmpty else { return nil }
    let index = state.withLock { state in
      // NB: re-indexed when files change, so a test may write fixtures after the server starts.
      if let cached = state.indexes[folder], cached.signature == signature { return cached.index }
      let index = ReplayIndex(directory: directory)
      state.indexes[folder] = (signature, index)
      return index
    }
    let key = FixtureKey(method: request.method, relativePath: request.target)
    guard let exchange = index.exchanges[key] else { return nil }
    // NB: JSON bodies are encoded with sorted keys, so the same fixture gives the same bytes
    // (and ETag) on every request.
    var response = exchange.response.body.map { LoopbackResponse.json(encoding: $0, status: exchange.response.status) }
      ?? LoopbackResponse(status: exchange.response.status, body: (try? exchange.bodyData()) ?? Data())
    if exchange.response.bodyText != nil {
      response.setHeader("content-type", "text/plain; charset=utf-8")
    }
    for (name, value) in (exchange.response.headers ?? [:]).sorted(by: { $0.key < $1.key }) {
      response.setHeader(name, value)
    }
    return response
  }

  private static func signature(of directory: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
    else { return [] }
    var entries: [String] = []
    for case let file as URL in enumerator where file.pathExtension == "json" {
      let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
      entries.append("\(file.path) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0) \(values?.fileSize ?? 0)")
    }
    return entries.sorted()
  }

  /// An `ETag` on every 200, and 304 for a matching `If-None-Match` (a list; `W/` and `*` understood).
  private static func applyValidators(_ response: inout LoopbackResponse, for request: LoopbackRequest) {
    guard response.status == 200 else { return }
    // NB: `Hasher` is seeded per process, and the server lives in this process:
    // the same body has the same tag for as long as a client can ask.
    var hasher = Hasher()
    response.body.withUnsafeBytes { hasher.combine(bytes: $0) }
    let etag = response.header("etag") ?? "\"\(String(UInt(bitPattern: hasher.finalize()), radix: 16))\""
    response.setHeader("etag", etag)
    guard let wanted = request.header("if-none-match") else { return }
    func bare(_ tag: Substring) -> Substring {
      let tag = tag.trimmingCharacters(in: .whitespaces)[...]
      return tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
    }
    let matches = wanted.trimmingCharacters(in: .whitespaces) == "*"
      || wanted.split(separator: ",").contains { bare($0) == bare(etag[...]) }
    guard matches else { return }
    let kept = ["etag", "last-modified", "cache-control", "link"]
    response = LoopbackResponse(
      status: 304,
      headers: response.headers.filter { kept.contains($0.name) || $0.name.hasPrefix("x-ratelimit-") }.map { ($0.name, $0.value) })
  }

  private static func miss(_ request: LoopbackRequest) -> LoopbackResponse {
    .json(
      [
        "message": "Not Found",
        "error": "no loopback route or fixture for \(request.method) \(request.target)",
        "documentation_url": "Tests/ExploreTestSupport/Loopback/LoopbackServer.swift",
      ], status: 404)
  }
}
