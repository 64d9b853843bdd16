import BenchmarkTiming
import Foundation

/// `explore api add` on large made-up OpenAPI documents (issue 40, 2.3): for
/// each shape (``SyntheticDocument/Shape``), format (JSON, YAML) and size
/// (8 MB, 16 MB and 31.5 MiB, just under the 32 MiB bound), the release
/// explore adds the document in a child process, in a home of its own,
/// several times; printed are the resources it added, its peak resident
/// memory (`ru_maxrss`) and its CPU time (user + system), the median and the
/// largest of the runs, and the wall time. The goal at the bound is under
/// 400 MB and 3 s of CPU.
///
/// ```sh
/// Benchmarks/api-add-memory.sh            # builds explore and this, then runs it
/// APIAddBenchmarks .build/release/explore [--runs 3] [--sizes 8,16,31.5] [--write DIR]
/// ```
///
/// `--write DIR` writes the documents into `DIR` and stops, to measure them
/// with other tools (`/usr/bin/time -v`, valgrind) or another build.
@main
struct APIAddBenchmarks {
  static func main() {
    BenchmarkError.exitOnFailure { try run() }
  }

  static func run() throws {
    let arguments = CommandLine.arguments
    func value(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } }
    let sizes = (value("--sizes") ?? "8,16,31.5").split(separator: ",").compactMap { Double($0) }.map { Int($0 * 1_048_576) }
    let runs = value("--runs").flatMap { Int($0) } ?? 3
    let documents = FileManager.default.temporaryDirectory.appendingPathComponent("explore-api-add-bench-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    let folder = value("--write").map { URL(fileURLWithPath: $0, isDirectory: true) } ?? documents
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { if value("--write") == nil { try? FileManager.default.removeItem(at: documents) } }

    if value("--write") != nil {
      for shape in SyntheticDocument.Shape.allCases {
        for format in SyntheticDocument.Format.allCases {
          for size in sizes {
            let (text, things) = SyntheticDocument(shape: shape, format: format).text(ofAtLeast: size)
            let name = "\(shape.rawValue)-\(String(format: "%.1f", Double(size) / 1_048_576))MiB-\(things)-things.\(format.rawValue)"
            try Data(text).write(to: folder.appendingPathComponent(name))
            print("\(folder.appendingPathComponent(name).path): \(text.count) bytes, \(things) things")
          }
        }
      }
      return
    }
    guard let explore = arguments.dropFirst().first, !explore.hasPrefix("--") else {
      throw BenchmarkError("usage: APIAddBenchmarks <path of the release explore> [--runs N] [--sizes 8,16,31.5] [--write DIR]")
    }
    // NB: the documents are made by a child (this program with --write), so
    // that this process stays small: on Linux a child's `ru_maxrss` starts
    // from the memory its parent had when it was spawned, so a parent that
    // had made 30 MB documents would put a floor under every figure.
    let maker = try ChildRun.run(
      Bundle.main.executablePath ?? CommandLine.arguments[0], ["--write", folder.path, "--sizes", value("--sizes") ?? "8,16,31.5"], environment: [:], output: .discard)
    guard maker.status == 0 else { throw BenchmarkError("making the documents failed with status \(maker.status)") }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("-things.") }
    let order = { (name: String) -> (Int, Int, Double) in
      let parts = name.split(separator: "-")
      let shape = SyntheticDocument.Shape.allCases.firstIndex { $0.rawValue == parts[0] } ?? 0
      let format = name.hasSuffix(".json") ? 0 : 1
      return (shape, format, Double(parts[1].dropLast(3)) ?? 0)
    }
    let files = names.sorted { order($0) < order($1) }.map { name in
      let url = folder.appendingPathComponent(name)
      let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      return (name: name, url: url, bytes: bytes, things: Int(name.split(separator: "-")[2]) ?? 0)
    }
    print("explore api add, release build, \(runs) runs each: median (largest) of peak RSS and of CPU (user + system); wall, median.")
    print("| document | bytes | things | resources | peak RSS | CPU | wall |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for file in files {
      var peaks: [Double] = []
      var cpus: [Double] = []
      var walls: [Double] = []
      var resources = "?"
      for _ in 0..<runs {
        let home = documents.appendingPathComponent("home", isDirectory: true)
        try? FileManager.default.removeItem(at: home)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let output = documents.appendingPathComponent("out.txt")
        let errors = documents.appendingPathComponent("errors.txt")
        let environment = [
          "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
          "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
        ]
        let run = try ChildRun.run(
          explore, ["api", "add", "big", file.url.path], environment: environment, output: .file(output.path), errorPath: errors.path)
        guard run.status == 0 else {
          let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
          throw BenchmarkError("api add \(file.name) failed with status \(run.status): \(message.prefix(400))")
        }
        // NB: "Added 'big' with 3864 resources:", the first line.
        let summary = (try? FileHandle(forReadingFrom: output).read(upToCount: 200)).map { String(decoding: $0 ?? Data(), as: UTF8.self) } ?? ""
        resources = summary.split(separator: " ").dropFirst(3).first.map(String.init) ?? "?"
        peaks.append(Double(run.peakMemory) / 1_000_000)
        cpus.append(run.userSeconds + run.systemSeconds)
        walls.append(run.seconds)
      }
      try? FileManager.default.removeItem(at: documents.appendingPathComponent("home"))
      print(
        "| \(file.name) | \(file.bytes) | \(file.things) | \(resources) | \(Int(median(peaks))) MB (\(Int(peaks.max() ?? 0))) "
          + "| \(String(format: "%.2f", median(cpus))) s (\(String(format: "%.2f", cpus.max() ?? 0))) | \(String(format: "%.2f", median(walls))) s |")
    }
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
