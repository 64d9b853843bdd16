import BenchmarkTiming
import ExploreTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `explore github followers <user>` (100 followers, each with an avatar)
/// in a pseudo-terminal with `COLORTERM=truecolor`, against the loopback
/// server of the tests (``AvatarFollowers``, avatars with `max-age=300`),
/// at 0, 100 and 800 ms per request (issue 35, BENCHMARKS.md "Pictures that
/// never cost the text"; issue 43, "Text first"):
///
/// - time to the first text row (the first login on the screen) and to the
///   end, for `--images none`, for no option (what a truecolor terminal
///   gets), and for `--images blocks` cold and cached;
/// - avatar requests of each run (goal when cached and fresh: 0);
/// - since issue 43, where explore prints the text before the pictures on a
///   terminal: the time from the server's last avatar answer to the last
///   picture on the screen (goal: at most one round trip, the latency),
///   and the first row's time against `--images none`'s (goal: 1.2× at
///   most, cold).
///
/// Usage: `PictureGridBenchmarks [--explore <path>] [--runs <n>]`; by
/// default the release binary `.build/release/explore`, each run in a home
/// of its own unless it is the cached run, which follows a cold one.
/// `--serve [<ms>]` only runs the server (with that latency), to try
/// explore by hand in tmux.
@main
struct PictureGridBenchmarks {
  static func main() async {
    await BenchmarkError.exitOnFailure { try await run() }
  }

  static func run() async throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var explore = FileManager.default.currentDirectoryPath + "/.build/release/explore"
    var runs = 5
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--explore": explore = arguments.removeFirst()
      case "--runs": runs = Int(arguments.removeFirst()) ?? runs
      case "--serve":
        let server = try LoopbackServer.start(mounts: [AvatarFollowers.mount()], fixtures: nil, maxSeconds: 3_600)
        if let latency = arguments.first.flatMap({ Int($0) }), latency > 0 {
          try await server.inject([LoopbackFault(match: "/github", action: .latency(milliseconds: latency))])
        }
        print("EXPLORE_GITHUB_API_URL=\(server.baseURL(for: "github").absoluteString) explore github followers \(AvatarFollowers.user)")
        fflush(nil)
        while true { try await Task.sleep(for: .seconds(3_600)) }
      default: throw BenchmarkError("unknown argument \(argument); use --explore <path> or --runs <n>")
      }
    }
    guard FileManager.default.isExecutableFile(atPath: explore) else {
      throw BenchmarkError("no explore binary at \(explore); build it with 'swift build -c release --product explore' (and '--product ExploreURLSession'), or pass --explore <path>")
    }
    print("explore: \(explore)")
    print("runs per figure: \(runs) (median); 120 × 40 pseudo-terminal, COLORTERM=truecolor, TERM=xterm-256color\n")
    let avatars = AvatarClock()
    let server = try LoopbackServer.start(mounts: [avatars.mount()], fixtures: nil)
    defer { server.stop() }

    for latency in [0, 100, 800] {
      try await server.reset()
      if latency > 0 { try await server.inject([LoopbackFault(match: "/github", action: .latency(milliseconds: latency))]) }
      print("latency \(latency) ms per request")
      print("  case                          first row           end       avatar requests  last picture after last avatar")
      var none: Double = 0
      for (name, options, cached) in [
        ("--images none", ["--images", "none"], false), ("no option (auto)", [], false),
        ("--images blocks, cold", ["--images", "blocks"], false), ("--images blocks, cached", ["--images", "blocks"], true),
      ] {
        var firsts: [Double] = [], ends: [Double] = [], requests: [Int] = [], lags: [Double] = []
        for _ in 0..<runs {
          let home = try temporaryHome()
          defer { try? FileManager.default.removeItem(at: home) }
          if cached { _ = try run(explore, options, home: home, server: server) }
          let before = try await server.requestCount(pathPrefix: "/github" + AvatarFollowers.avatarPath)
          avatars.reset()
          let timing = try run(explore, options, home: home, server: server)
          if let picture = timing.lastPicture, let avatar = avatars.lastAnswer {
            lags.append(seconds(from: avatar, to: picture))
          }
          requests.append(try await server.requestCount(pathPrefix: "/github" + AvatarFollowers.avatarPath) - before)
          firsts.append(timing.firstRow)
          ends.append(timing.end)
        }
        let first = median(firsts), end = median(ends)
        if options == ["--images", "none"] { none = first }
        let ratio = none > 0 ? String(format: " (%.2f×)", first / none) : ""
        let lag = lags.isEmpty ? "" : String(format: "%6.3f s (max %.3f s)", median(lags), lags.max() ?? 0)
        print(
          "  \(name.padding(toLength: 30, withPad: " ", startingAt: 0))\(String(format: "%6.3f s", first))\(ratio.padding(toLength: 11, withPad: " ", startingAt: 0)) \(String(format: "%6.3f s", end))   \(String(requests.sorted()[requests.count / 2]).padding(toLength: 16, withPad: " ", startingAt: 0)) \(lag)"
        )
      }
      print("")
    }
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  static func temporaryHome() throws -> URL {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-picture-bench-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  /// One run in a pseudo-terminal: seconds to the first login on the
  /// screen and to the child's exit, and the moment the last picture's
  /// bytes (a half block) were read.
  static func run(
    _ explore: String, _ options: [String], home: URL, server: LoopbackServer
  ) throws -> (firstRow: Double, end: Double, lastPicture: ContinuousClock.Instant?) {
    let environment = [
      "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "XDG_CONFIG_HOME": home.path + "/config",
      "XDG_STATE_HOME": home.path + "/state", "XDG_DATA_HOME": home.path + "/data", "TERM": "xterm-256color", "COLORTERM": "truecolor",
      "EXPLORE_GITHUB_API_URL": server.baseURL(for: "github").absoluteString,
    ]
    var master: Int32 = 0, slave: Int32 = 0
    var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw BenchmarkError("openpty failed: errno \(errno)") }
    defer { close(master) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
    posix_spawn_file_actions_addclose(&actions, master)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // NB: a session of its own, as a terminal starts a shell, so that the
    // pseudo-terminal is its controlling terminal. POSIX_SPAWN_SETSID is
    // 0x80 in glibc and 0x400 on Darwin; Swift does not import the macro.
    #if canImport(Darwin)
    posix_spawnattr_setflags(&attributes, 0x400)
    #else
    posix_spawnattr_setflags(&attributes, 0x80)
    #endif
    let argv = ([explore, "github", "followers", AvatarFollowers.user] + options).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, explore, &actions, &attributes, argv, envp) == 0 else { throw BenchmarkError("posix_spawn failed: errno \(errno)") }
    close(slave)
    let needle = Array(AvatarFollowers.login(1).utf8)
    var output: [UInt8] = [], firstRow: Double?, lastPicture: ContinuousClock.Instant?
    let halfBlock = Array("▀".utf8)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 30_000) > 0 else { break }
      let count = read(master, &buffer, buffer.count)
      // NB: the pseudo-terminal reads EIO once the child and its descendants closed it.
      guard count > 0 else { break }
      output += buffer[0..<count]
      if buffer[0..<count].firstRange(of: halfBlock) != nil { lastPicture = clock.now }
      if firstRow == nil, output.firstRange(of: needle) != nil { firstRow = seconds(since: start, clock) }
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let end = seconds(since: start, clock)
    guard status == 0, let firstRow else { throw BenchmarkError("explore \(options) failed (status \(status)): \(String(decoding: output.suffix(500), as: UTF8.self))") }
    return (firstRow, end, lastPicture)
  }

  static func seconds(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) -> Double {
    let elapsed = start.duration(to: end)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
    let elapsed = start.duration(to: clock.now)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
