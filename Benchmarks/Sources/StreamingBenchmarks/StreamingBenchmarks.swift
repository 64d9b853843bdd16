import BenchmarkTiming
import Foundation

/// Streaming benchmarks of the `explore` binary against a loopback follower
/// server (see BENCHMARKS.md, "Streaming"):
///
/// 1. peak memory of `github followers <user> --all --json` at 1,000,
///    10,000 and 100,000 followers;
/// 2. `github followers <user> --all | head -1` at 200 ms per request: time
///    to the first row, time to exit, exit status and requests made;
/// 3. `--all` over 42 pages at 100 ms per request, 6 in flight, against the
///    same list loaded one page at a time (no `rel="last"`, so explore
///    cannot know the number of pages and follows each `next`);
/// 4. `--all --watch 1 --watch-count 100` on an unchanged list of 1,000
///    followers (issue 26): requests answered 304, bytes received and
///    decoded, rate limit spent by the refreshes (about 100 s);
/// 5. `rickmorty characters --all --layout grid --images kitty`, the 826
///    characters of the corpus with a picture each (issue 25), at 0 and
///    100 ms per request: time and peak memory. Skipped without
///    `../shared/corpus`.
///
/// Usage: `StreamingBenchmarks [--explore <path>] [--runs <n>] [--no-cache]
/// [--only-memory] [--only-watch] [--only-grid] [--corpus <dir>]`, or `--serve <followers>` to only run the server; by default the release binary of the main package,
/// `.build/release/explore`, with its HTTP cache on (in a temporary folder).
@main
struct StreamingBenchmarks {
  static func main() {
    BenchmarkError.exitOnFailure { try run() }
  }

  static func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var explore = FileManager.default.currentDirectoryPath + "/.build/release/explore"
    var runs = 3
    var extra: [String] = []
    var corpus = URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/../shared/corpus/rickmorty")
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--explore": explore = arguments.removeFirst()
      case "--runs": runs = Int(arguments.removeFirst()) ?? runs
      case "--only-memory": extra.append("--only-memory")
      case "--only-watch": extra.append("--only-watch")
      case "--only-grid": extra.append("--only-grid")
      case "--corpus": corpus = URL(fileURLWithPath: arguments.removeFirst())
      case "--no-cache": extra.append("--no-cache")
      case "--serve":
        // NB: for trying explore by hand: serve followers until killed.
        let server = try FollowerServer(followers: Int(arguments.removeFirst()) ?? 100_000, latency: .zero)
        print("EXPLORE_GITHUB_API_URL=\(server.baseURL) explore github followers bench --all")
        fflush(nil)
        while true { sleep(3600) }
      default: throw BenchmarkError("unknown argument \(argument); use --explore <path> or --runs <n>")
      }
    }
    guard FileManager.default.isExecutableFile(atPath: explore) else {
      throw BenchmarkError("no explore binary at \(explore); build it with 'swift build -c release --product explore', and its network library with '--product ExploreURLSession', or pass --explore <path>")
    }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-streaming-bench-\(getpid())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    print("explore: \(explore)")
    print("runs per figure: \(runs) (median)\n")

    func environment(_ server: FollowerServer) -> [String: String] {
      [
        "PATH": "/usr/bin:/bin",
        "HOME": home.path,
        "XDG_CACHE_HOME": home.path + "/cache",
        "XDG_CONFIG_HOME": home.path + "/config",
        "XDG_STATE_HOME": home.path + "/state",
        "XDG_DATA_HOME": home.path + "/data",
        "EXPLORE_GITHUB_API_URL": server.baseURL,
        "NO_COLOR": "1",
      ]
    }
    let followers = ["github", "followers", "bench", "--all"] + extra.filter { $0 == "--no-cache" }

    let only = extra.filter { $0.hasPrefix("--only-") }
    if only.isEmpty || only.contains("--only-memory") {
      try streaming(explore, followers, environment, runs: runs, memoryOnly: !only.isEmpty, home: home)
    }
    if only.isEmpty || only.contains("--only-watch") { try watch(explore, followers, environment, home: home) }
    if only.isEmpty || only.contains("--only-grid") { try grid(explore, corpus: corpus, environment, runs: runs, home: home) }
  }

  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  /// Figures 1 to 3.
  static func streaming(
    _ explore: String, _ followers: [String], _ environment: (FollowerServer) -> [String: String], runs: Int, memoryOnly: Bool, home: URL
  ) throws {
    print("1. Peak RSS, followers --all --json (no latency)")
    var baseline: Double?
    for count in [1_000, 10_000, 100_000] {
      let server = try FollowerServer(followers: count, latency: .zero)
      var peaks: [Double] = []
      var times: [Double] = []
      for _ in 0..<runs {
        try? FileManager.default.removeItem(atPath: home.path + "/cache")
        let run = try ChildRun.run(explore, followers + ["--json"], environment: environment(server), output: .discard)
        guard run.status == 0 else { throw BenchmarkError("explore exited with \(run.status) at \(count) followers") }
        peaks.append(Double(run.peakMemory) / 1_048_576)
        times.append(run.seconds)
      }
      let peak = median(peaks)
      baseline = baseline ?? peak
      print(String(format: "   %7d followers: peak %.1f MB (+%.1f MB over 1,000), %.2f s, %d requests",
                   count, peak, peak - (baseline ?? peak), median(times), server.requestCount / runs))
    }

    if memoryOnly { return }
    print("\n2. followers --all | head -1, 100,000 followers, 200 ms per request")
    do {
      let server = try FollowerServer(followers: 100_000, latency: .milliseconds(200))
      var firsts: [Double] = []
      var exits: [Double] = []
      var requests: [Double] = []
      var statuses: Set<Int32> = []
      for _ in 0..<runs {
        try? FileManager.default.removeItem(atPath: home.path + "/cache")
        server.resetCount()
        let run = try ChildRun.run(explore, followers, environment: environment(server), output: .firstLineThenClose)
        Thread.sleep(forTimeInterval: 0.5)  // NB: let requests already sent reach the count
        firsts.append(run.firstLineSeconds ?? .nan)
        exits.append(run.seconds)
        requests.append(Double(server.requestCount))
        statuses.insert(run.status)
      }
      print(String(format: "   first row after %.2f s, exit after %.2f s, exit status %@, %.0f requests (median)",
                   median(firsts), median(exits), statuses.sorted().map(String.init).joined(separator: "/"), median(requests)))
    }

    print("\n3. followers --all --json over 42 pages, 100 ms per request")
    do {
      let concurrent = try FollowerServer(followers: 4_200, latency: .milliseconds(100))
      let sequential = try FollowerServer(followers: 4_200, latency: .milliseconds(100), sendsLast: false)
      var windowed: [Double] = []
      var oneByOne: [Double] = []
      for _ in 0..<runs {
        try? FileManager.default.removeItem(atPath: home.path + "/cache")
        windowed.append(try ChildRun.run(explore, followers + ["--json"], environment: environment(concurrent), output: .discard).seconds)
        try? FileManager.default.removeItem(atPath: home.path + "/cache")
        oneByOne.append(try ChildRun.run(explore, followers + ["--json"], environment: environment(sequential), output: .discard).seconds)
      }
      print(String(format: "   6 in flight: %.2f s; one at a time: %.2f s; speed-up %.2f×",
                   median(windowed), median(oneByOne), median(oneByOne) / median(windowed)))
    }
  }
}

extension StreamingBenchmarks {
  /// Figure 4: 100 refreshes of an unchanged list of 1,000 followers (10
  /// pages), one a second, as explore's `--verbose` counts them and as the
  /// server saw them.
  static func watch(_ explore: String, _ followers: [String], _ environment: (FollowerServer) -> [String: String], home: URL) throws {
    let refreshes = 100
    print("\n4. followers --all --watch 1 --watch-count \(refreshes), 1,000 unchanged followers (about \(refreshes) s)")
    let server = try FollowerServer(followers: 1_000, latency: .zero)
    try? FileManager.default.removeItem(atPath: home.path + "/cache")
    let log = home.path + "/watch-stderr.txt"
    let arguments = followers + ["--watch", "1", "--watch-count", String(refreshes), "--verbose"]
    let run = try ChildRun.run(explore, arguments, environment: environment(server), output: .discard, errorPath: log)
    guard run.status == 0 else { throw BenchmarkError("explore exited with \(run.status); its stderr is in \(log)") }
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    // "watch: refresh 3: 10 requests (10 not modified), 0 bytes received, 0 pages decoded (10 kept), 0 items decoded"
    var totals = [Int](repeating: 0, count: 6)
    var counted = 0
    for line in lines where line.hasPrefix("watch: refresh ") {
      let numbers = line.split(separator: ":").dropFirst(2).joined().split { !$0.isNumber && $0 != "," }
        .compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
      guard numbers.count == 6 else { throw BenchmarkError("unexpected cost line: \(line)") }
      totals = zip(totals, numbers).map(+)
      counted += 1
    }
    let answers = server.answerCounts
    print("   explore: \(counted) refreshes, \(totals[0]) requests (\(totals[1]) not modified), \(totals[2]) bytes received, "
          + "\(totals[3]) pages decoded (\(totals[4]) kept), \(totals[5]) items decoded")
    print("   server: \(server.requestCount) requests in all (first load included), \(answers.notModified) answered 304, "
          + "rate limit spent \(answers.rateLimitSpent) (the first load's 10 pages), \(answers.bodyBytes) body bytes sent; "
          + String(format: "%.1f s, peak %.1f MB", run.seconds, Double(run.peakMemory) / 1_048_576))
  }
}

extension StreamingBenchmarks {
  /// Figure 5: the grid of every character with its picture, as a terminal
  /// with the kitty protocol gets it, at 0 and 100 ms per request.
  static func grid(_ explore: String, corpus: URL, _ environment: (FollowerServer) -> [String: String], runs: Int, home: URL) throws {
    guard let characters = try CharacterPages(corpus: corpus) else {
      print("\n5. grid with pictures: skipped, no corpus at \(corpus.path) (pass --corpus <dir>)")
      return
    }
    print("\n5. rickmorty characters --all --layout grid --images kitty, \(characters.count) characters with pictures")
    let arguments = ["rickmorty", "characters", "--all", "--layout", "grid", "--images", "kitty", "--verbose"]
    let log = home.path + "/grid-stderr.txt"
    for latency in [0, 100] {
      let server = try FollowerServer(followers: 0, latency: .milliseconds(latency), characters: characters)
      var settings = environment(server)
      settings["EXPLORE_RICKMORTY_API_URL"] = server.baseURL + "/api"
      settings["COLUMNS"] = "120"
      var times: [Double] = []
      var peaks: [Double] = []
      for _ in 0..<runs {
        try? FileManager.default.removeItem(atPath: home.path + "/cache")
        server.resetCount()
        let run = try ChildRun.run(explore, arguments, environment: settings, output: .discard, errorPath: log)
        guard run.status == 0 else { throw BenchmarkError("explore exited with \(run.status); its stderr is in \(log)") }
        let leftOut = try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "picture left out").count - 1
        guard leftOut == 0 else { throw BenchmarkError("\(leftOut) pictures were left out; see \(log)") }
        times.append(run.seconds)
        peaks.append(Double(run.peakMemory) / 1_048_576)
      }
      print(String(format: "   %3d ms per request: %.2f s, peak %.1f MB, %d requests, %.1f MB received (medians)",
                   latency, median(times), median(peaks), server.requestCount,
                   Double(server.answerCounts.bodyBytes) / 1_048_576))
    }
  }
}
