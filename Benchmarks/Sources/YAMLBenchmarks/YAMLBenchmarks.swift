import BenchmarkTiming
import ExploreYAML
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints release-mode timings of the YAML reader on the real OpenAPI
/// documents of `fixtures/openapi` (issue 36): for each, the median thread
/// CPU time of reading it into a tree (`YAMLReader.read`) and into JSON
/// (`YAMLReader.readJSON`), and the peak resident memory of a child process
/// (this program with `--read-once FILE`) that reads the document into JSON
/// once, next to that of one that only loads the file. The child reports its
/// own peak, from `/proc/self/status` (`VmHWM`) on Linux: its `ru_maxrss`,
/// and the one `wait4` gives, keep the parent's from before `exec`.
///
/// ```sh
/// swift run -c release --package-path Benchmarks YAMLBenchmarks [--runs N]
/// ```
@main
struct YAMLBenchmarks {
  /// `fixtures/openapi`, from this file's place in the checkout.
  static let documents = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures/openapi")

  static func main() {
    BenchmarkError.exitOnFailure { try run() }
  }

  static func run() throws {
    let arguments = CommandLine.arguments
    if let index = arguments.firstIndex(of: "--read-once") {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: arguments[index + 1])))
      let json = arguments.contains("--load-only") ? [] : try YAMLReader.readJSON(bytes)
      print(peakResidentKiB(), bytes.count + json.count)
      return
    }
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 11
    let files = ["asana/asana_oas.yaml", "box/openapi.json", "pokeapi/openapi.yml", "petstore/openapi.yaml"]
    print("Median thread CPU time of \(runs) runs after one warm-up, release build; peak RSS of a child that reads once.")
    for file in files {
      let url = documents.appendingPathComponent(file)
      let bytes = [UInt8](try Data(contentsOf: url))
      let read = ThreadTime.median(runs: runs) {
        guard case .mapping(let entries) = try? YAMLReader.read(bytes) else { return 0 }
        return entries.count
      }
      let json = ThreadTime.median(runs: runs) { (try? YAMLReader.readJSON(bytes))?.count ?? 0 }
      let once = try peakKiB(["--read-once", url.path])
      let loadOnly = try peakKiB(["--read-once", url.path, "--load-only"])
      print("== \(file): \(bytes.count) bytes")
      print("  read into a tree: \(format(read)) (\(megabytes(bytes.count, read)) MB/s); into JSON: \(format(json))")
      print("  peak RSS reading it into JSON: \(once / 1_024) MiB (loading the file alone: \(loadOnly / 1_024) MiB)")
    }
    print("(sink \(ThreadTime.sink % 10))")
  }

  /// The peak resident memory, in KiB, that this program reports when run with `arguments`.
  static func peakKiB(_ arguments: [String]) throws -> Int {
    let child = Process()
    child.executableURL = Bundle.main.executableURL
    child.arguments = arguments
    let output = Pipe()
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    child.standardInput = FileHandle.nullDevice
    try child.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    guard child.terminationStatus == 0, let peak = text.split(separator: " ").first.flatMap({ Int($0) }) else {
      throw BenchmarkError("the child failed: \(arguments.joined(separator: " "))")
    }
    return peak
  }

  /// This process's peak resident memory in KiB.
  static func peakResidentKiB() -> Int {
    #if os(Linux)
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / 1_024
    #endif
  }

  static func format(_ milliseconds: Double) -> String {
    String(format: "%.1f ms", milliseconds)
  }

  static func megabytes(_ bytes: Int, _ milliseconds: Double) -> String {
    String(format: "%.1f", Double(bytes) / 1_000_000 / (milliseconds / 1_000))
  }
}
