import ExploreFuzzTargets
import ExploreTestSupport
import Foundation
import Testing

/// Every input the fuzzers in `Fuzz/` saved (a crash, a hang, a leak), run
/// again through the same entry point, and every seed they start from. A
/// crash here is a crash of the test process, which fails the run.
@Suite(.serialized)
struct FuzzRegressionTests {
  /// `Fuzz/Crashes`.
  static let crashes = ProjectPaths.root.appendingPathComponent("Fuzz/Crashes", isDirectory: true)

  /// Every saved input, as its target's name and the file.
  static let savedInputs: [SavedInput] = {
    let folders = (try? FileManager.default.contentsOfDirectory(at: crashes, includingPropertiesForKeys: nil)) ?? []
    return folders.filter(\.hasDirectoryPath).flatMap { folder in
      let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
      return files.filter { !$0.lastPathComponent.hasPrefix(".") }.map { SavedInput(target: folder.lastPathComponent, file: $0) }
    }
    .sorted { $0.file.path < $1.file.path }
  }()

  struct SavedInput: Sendable, CustomTestStringConvertible {
    var target: String
    var file: URL
    var testDescription: String { "\(target)/\(file.lastPathComponent)" }
  }

  @Test func everyCrashFolderNamesATarget() {
    let names = Set(FuzzTarget.allCases.map(\.rawValue))
    for input in Self.savedInputs {
      #expect(names.contains(input.target), "Fuzz/Crashes/\(input.target) is not a FuzzTarget")
    }
  }

  @Test(arguments: savedInputs)
  func savedInputNoLongerCrashes(_ input: SavedInput) throws {
    defer { FuzzTarget.removeScratchFiles() }
    let target = try #require(FuzzTarget(rawValue: input.target))
    target.run(try Data(contentsOf: input.file))
  }

  @Test(arguments: FuzzTarget.allCases)
  func seedsRunCleanly(_ target: FuzzTarget) {
    defer { FuzzTarget.removeScratchFiles() }
    let seeds = target.seeds(fixtures: ProjectPaths.root.appendingPathComponent("fixtures", isDirectory: true))
    #expect(!seeds.isEmpty, "the fuzzer needs somewhere to start")
    for seed in seeds {
      target.run(seed)
      // A few cut-short variants, the fuzzer's first mutations.
      target.run(seed.prefix(seed.count / 2))
      target.run(seed.dropFirst(1))
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func emptyAndTinyInputsRunCleanly(_ target: FuzzTarget) {
    defer { FuzzTarget.removeScratchFiles() }
    for input in [Data(), Data([0]), Data([0xFF, 0xFF]), Data("\u{1B}".utf8), Data("{}".utf8), Data("[]".utf8), Data("null".utf8)] {
      target.run(input)
    }
  }
}
