import ExploreFuzzTargets
import FuzzerMain
import Foundation

/// The libFuzzer entry points. One binary serves every target; the
/// environment picks one:
///
/// ```sh
/// EXPLORE_FUZZ_TARGET=link-header .build/release/ExploreFuzzer corpus/link-header -max_total_time=600
/// EXPLORE_FUZZ_WRITE_SEEDS=corpus EXPLORE_FUZZ_FIXTURES=fixtures .build/release/ExploreFuzzer
/// ```
enum ExploreFuzzer {
  /// The target named by `EXPLORE_FUZZ_TARGET`.
  static let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["EXPLORE_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      FileHandle.standardError.write(Data("Set EXPLORE_FUZZ_TARGET to one of: \(names)\n".utf8))
      exit(64)
    }
    return target
  }()

  /// Writes every target's seeds under `directory/<target>/`, one file each.
  static func writeSeeds(to directory: URL, fixtures: URL) {
    for target in FuzzTarget.allCases {
      let folder = directory.appendingPathComponent(target.rawValue, isDirectory: true)
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (index, seed) in target.seeds(fixtures: fixtures).enumerated() {
        try? seed.write(to: folder.appendingPathComponent("seed-\(index)"))
      }
    }
  }
}

/// Called once before fuzzing: writes the seed corpus and exits when asked
/// to, else settles the target.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
  let environment = ProcessInfo.processInfo.environment
  if let seeds = environment["EXPLORE_FUZZ_WRITE_SEEDS"] {
    let fixtures = environment["EXPLORE_FUZZ_FIXTURES"] ?? "fixtures"
    ExploreFuzzer.writeSeeds(to: URL(fileURLWithPath: seeds, isDirectory: true), fixtures: URL(fileURLWithPath: fixtures, isDirectory: true))
    exit(0)
  }
  _ = ExploreFuzzer.target
  return 0
}

/// Called for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  ExploreFuzzer.target.run(data, count: size)
  return 0
}
