import BenchmarkTiming
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The explore binary against servers that misbehave (issue 34; see
/// BENCHMARKS.md, "Network"):
///
/// 1. CPU (user and system) while a server accepts the connection and
///    says nothing for 30 s, until explore's deadline: the goal is under
///    0.5 s;
/// 2. CPU for a response with 10,000 header fields (refused, goal under
///    0.2 s), next to one with 900 (read) and one with one;
/// 3. peak memory for a page of 1,000,000 followers in a 32,000,000-byte
///    body (refused past 10,000), next to a page of one, and its ratio to
///    the body.
///
/// Usage: `NetworkBenchmarks [--explore <path>] [--runs <n>] [--skip-wait]`;
/// by default the release binary of the main package, `.build/release/explore`.
@main
struct NetworkBenchmarks {
  static func main() {
    BenchmarkError.exitOnFailure { try run() }
  }

  static func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var explore = FileManager.default.currentDirectoryPath + "/.build/release/explore"
    var runs = 3
    var skipWait = false
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--explore": explore = arguments.removeFirst()
      case "--runs": runs = Int(arguments.removeFirst()) ?? runs
      case "--skip-wait": skipWait = true
      default: throw BenchmarkError("unknown argument \(argument); use --explore <path>, --runs <n> or --skip-wait")
      }
    }
    guard FileManager.default.isExecutableFile(atPath: explore) else {
      throw BenchmarkError("no explore binary at \(explore); build it with 'swift build -c release --product explore', and its network library with '--product ExploreURLSession', or pass --explore <path>")
    }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-network-bench-\(getpid())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let server = try MisbehavingServer()
    let environment = [
      "HOME": home.path, "PATH": "/usr/bin:/bin", "XDG_CACHE_HOME": home.path + "/cache", "XDG_CONFIG_HOME": home.path + "/config",
      "XDG_DATA_HOME": home.path + "/data", "XDG_STATE_HOME": home.path + "/state", "EXPLORE_GITHUB_API_URL": server.baseURL,
    ]
    func followers(_ login: String) throws -> ChildRun {
      try ChildRun.run(explore, ["github", "followers", login, "--no-cache"], environment: environment, output: .discard)
    }
    print("explore: \(explore)\n")

    if !skipWait {
      print("1. A server that accepts and says nothing, until explore's 30 s deadline (one run)")
      let silent = try followers("silent")
      print(String(format: "   wall %.1f s, user %.2f s, system %.2f s, CPU %.2f s (goal < 0.5 s), status %d\n",
        silent.seconds, silent.userSeconds, silent.systemSeconds, silent.userSeconds + silent.systemSeconds, silent.status))
    }

    print("2. Response header fields (median of \(runs) runs)")
    for count in [1, 900, 10_000] {
      let measured = try (0..<runs).map { _ in try followers("headers-\(count)") }
      let cpu = median(measured.map { $0.userSeconds + $0.systemSeconds })
      print(String(format: "   %6d fields: CPU %.3f s, wall %.3f s, status %d", count, cpu, median(measured.map(\.seconds)), measured[0].status))
    }
    print("   (the whole run, start-up included; goal for 10,000: < 0.2 s)\n")

    print("3. A page of 1,000,000 followers, \(MisbehavingServer.millionPageBytes) bytes (median of \(runs) runs)")
    let one = try (0..<runs).map { _ in try followers("one") }
    let million = try (0..<runs).map { _ in try followers("million") }
    let body = Double(MisbehavingServer.millionPageBytes)
    let peak = Double(median(million.map(\.peakMemory)))
    let baseline = Double(median(one.map(\.peakMemory)))
    print(String(format: "   a page of 1: peak %.1f MB; a page of 1,000,000: peak %.1f MB, status %d, CPU %.2f s",
      baseline / 1e6, peak / 1e6, million[0].status, median(million.map { $0.userSeconds + $0.systemSeconds })))
    print(String(format: "   peak / body: %.2f; (peak - page of 1) / body: %.2f (was about 10)", peak / body, (peak - baseline) / body))
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func median(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
