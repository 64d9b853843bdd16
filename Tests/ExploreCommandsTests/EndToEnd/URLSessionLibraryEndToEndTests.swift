import ExploreTestSupport
import Foundation
import Testing

/// On Linux the built `explore` starts without FoundationNetworking (and
/// libcurl with its TLS libraries), which it loads from
/// `libExploreURLSession.so` at its first request; without that library a
/// request is a clear error and an offline run still works.
@Suite struct URLSessionLibraryEndToEndTests {
  static let unreachable = ["EXPLORE_RICKMORTY_API_URL": "http://127.0.0.1:9/rickmorty", "NO_COLOR": "1"]

  #if os(Linux)
  @Test func theBinaryStartsWithoutFoundationNetworkingOrLibcurl() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // NB: the dynamic loader lists what it loads at start, and runs nothing.
    let loaded = try await ExploreBinary.run(
      ["--version"], environment: Self.unreachable.merging(["LD_TRACE_LOADED_OBJECTS": "1"]) { _, new in new }, home: folder.url)
    #expect(loaded.status == 0)
    #expect(loaded.standardOutput.contains("libFoundation.so"), "the loader's list is not what this test expects: \(loaded.standardOutput)")
    #expect(!loaded.standardOutput.contains("libFoundationNetworking"), "explore loads FoundationNetworking at start:\n\(loaded.standardOutput)")
    #expect(!loaded.standardOutput.contains("libcurl"), "explore loads libcurl at start:\n\(loaded.standardOutput)")
  }

  @Test func withoutItsLibraryARequestSaysWhereItLookedAndAnOfflineRunWorks() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bin = folder.url.appendingPathComponent("bin", isDirectory: true)
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let copy = bin.appendingPathComponent("explore")
    try FileManager.default.copyItem(at: try ExploreBinary.executable(), to: copy)

    let failed = try await ExploreBinary.run(["rickmorty", "episodes"], environment: Self.unreachable, home: folder.url, executable: copy)
    #expect(failed.status == 1)
    #expect(failed.standardError.contains("explore could not load its network library"), "\(failed.standardError)")
    #expect(failed.standardError.contains(bin.appendingPathComponent("libExploreURLSession.so").path), "\(failed.standardError)")
    #expect(
      failed.standardError.contains("Scripts/install.sh") && failed.standardError.contains("swift build --product ExploreURLSession"),
      "\(failed.standardError)")

    let offline = try await ExploreBinary.run(
      ["--offline", "rickmorty", "episodes"], environment: Self.unreachable, home: folder.url, executable: copy)
    #expect(offline.status == 0 && offline.standardOutput.contains("A Pilot of Sorts"))
  }
  #endif

  @Test func withItsLibraryARequestReachesTheNetwork() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // NB: the connection is refused, and retried for a few seconds.
    let failed = try await ExploreBinary.run(["rickmorty", "episodes"], environment: Self.unreachable, home: folder.url)
    #expect(failed.status == 1)
    #expect(failed.standardError.contains("127.0.0.1") && !failed.standardError.contains("network library"), "\(failed.standardError)")
  }
}
