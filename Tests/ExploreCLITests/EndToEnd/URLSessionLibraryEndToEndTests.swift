import ExploreTestSupport
import Foundation
import Testing

/// On Linux the built `explore` starts without FoundationNetworking (and
/// libcurl with its TLS libraries), which it loads from
/// `libExploreURLSession.so` at its first request; without that library a
/// request is a clear error and an offline run still works.
@Suite struct URLSessionLibraryEndToEndTests {
  static let unreachable = ["EXPLORE_RICKMORTY_API_URL": "http://127.0.0.1:9/rickmorty", "NO_COLOR": "1"]

  func run(_ executable: URL, _ arguments: [String], home: URL, adding environment: [String: String] = [:]) async throws -> (
    ChildProcess.Termination, String, String
  ) {
    let child = try ChildProcess(
      executable: executable, arguments: arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: Self.unreachable.merging(environment) { _, new in new }),
      standardInput: .file("/dev/null"), standardOutput: .pipe, standardError: .pipe
    )
    defer { child.terminate() }
    let termination = try await child.waitForExit()
    return (termination, child.standardOutput, child.standardError)
  }

  #if os(Linux)
  @Test func theBinaryStartsWithoutFoundationNetworkingOrLibcurl() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // NB: the dynamic loader lists what it loads at start, and runs nothing.
    let (termination, output, _) = try await run(
      try ExploreBinary.executable(), ["--version"], home: folder.url, adding: ["LD_TRACE_LOADED_OBJECTS": "1"])
    #expect(termination == .exited(0))
    #expect(output.contains("libFoundation.so"), "the loader's list is not what this test expects: \(output)")
    #expect(!output.contains("libFoundationNetworking"), "explore loads FoundationNetworking at start:\n\(output)")
    #expect(!output.contains("libcurl"), "explore loads libcurl at start:\n\(output)")
  }

  @Test func withoutItsLibraryARequestSaysWhereItLookedAndAnOfflineRunWorks() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bin = folder.url.appendingPathComponent("bin", isDirectory: true)
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let copy = bin.appendingPathComponent("explore")
    try FileManager.default.copyItem(at: try ExploreBinary.executable(), to: copy)

    let (failed, _, error) = try await run(copy, ["rickmorty", "episodes"], home: folder.url)
    #expect(failed == .exited(1))
    #expect(error.contains("explore could not load its network library"), "\(error)")
    #expect(error.contains(bin.appendingPathComponent("libExploreURLSession.so").path), "\(error)")
    #expect(error.contains("Scripts/install.sh") && error.contains("swift build --product ExploreURLSession"), "\(error)")

    let (offline, output, _) = try await run(copy, ["--offline", "rickmorty", "episodes"], home: folder.url)
    #expect(offline == .exited(0) && output.contains("A Pilot of Sorts"))
  }
  #endif

  @Test func withItsLibraryARequestReachesTheNetwork() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // NB: the connection is refused, and retried for a few seconds.
    let (failed, _, error) = try await run(try ExploreBinary.executable(), ["rickmorty", "episodes"], home: folder.url)
    #expect(failed == .exited(1))
    #expect(error.contains("127.0.0.1") && !error.contains("network library"), "\(error)")
  }
}
