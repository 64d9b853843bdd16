@testable import ExploreCommandRuntime
@testable import ExploreCommands
import ExploreCore
import ExploreNetworking
import ExploreSignIn
@testable import ExploreTerminal
import ExploreTestSupport
import Foundation
import GitHubProvider
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing the standard descriptors without trapping: bounded
/// reads that name the limit they hit, and failures as `errno` or typed
/// errors, never a crash.
@Suite struct StandardStreamsTests {
  /// A pipe holding `bytes`, its write end closed: what `cat file |` gives.
  func pipe(holding bytes: Int) throws -> Int32 {
    var ends: [Int32] = [-1, -1]
    try #require(makePipe(&ends) == 0)
    // NB: a pipe holds 64 KiB before a write blocks; the tests stay below.
    let data = [UInt8](repeating: UInt8(ascii: "t"), count: bytes)
    _ = data.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    return ends[0]
  }

  @Test(arguments: [0, 1, 999, 1_000])
  func aReadWithinTheLimitReturnsEverything(_ count: Int) throws {
    let descriptor = try pipe(holding: count)
    defer { close(descriptor) }
    #expect(try StandardStreams.read(descriptor, limit: 1_000).count == count)
  }

  @Test(arguments: [1_001, 40_000])
  func aReadBeyondTheLimitIsRefusedNamingIt(_ count: Int) throws {
    let descriptor = try pipe(holding: count)
    defer { close(descriptor) }
    #expect(throws: StandardInputError(.tooLarge(limit: 1_000))) { try StandardStreams.read(descriptor, limit: 1_000) }
  }

  @Test func anEndlessInputStopsAtTheLimit() throws {
    let descriptor = open("/dev/zero", O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(throws: StandardInputError(.tooLarge(limit: 1 << 20))) { try StandardStreams.read(descriptor, limit: 1 << 20) }
  }

  @Test func aDirectoryOrAClosedDescriptorIsATypedError() throws {
    let directory = open("/", O_RDONLY)
    try #require(directory >= 0)
    defer { close(directory) }
    #expect(throws: StandardInputError(.directory)) { try StandardStreams.read(directory, limit: 10) }
    // NB: a descriptor no process can have open, not one closed here: in
    // the full suite another test may open a file under the number just
    // closed before it is read.
    let closed = Int32.max
    #expect(fcntl(closed, F_GETFD) == -1 && errno == EBADF)
    #expect(throws: StandardInputError(.closed)) { try StandardStreams.read(closed, limit: 10) }
  }

  @Test func aFailedWriteReturnsItsErrno() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    #expect(StandardStreams.write("text", to: full) == ENOSPC)
    let null = open("/dev/null", O_WRONLY)
    defer { close(null) }
    #expect(StandardStreams.write(String(repeating: "x", count: 100_000), to: null) == nil)
  }

  @Test(arguments: [(1 << 20, "1 MiB"), (64 << 10, "64 KiB"), (1_000, "1000 bytes"), (1, "1 byte"), (3 << 30, "3 GiB")])
  func limitsReadAsSizes(_ limit: Int, _ text: String) {
    #expect(StandardInputError.size(limit) == text)
  }

  @Test func theMessagesSayWhatFailedAndWhatToDo() {
    #expect(StandardInputError(.tooLarge(limit: 1 << 20)).description.hasPrefix("Standard input holds more than 1 MiB, the most explore reads from it"))
    #expect(StandardInputError(.directory).description.contains("Redirect it from a file or a pipe"))
    #expect(StandardInputError(.closed).category == .runtime)
    #expect(StandardOutputError(code: ENOSPC).description.hasPrefix("Could not write to standard output: No space left on device."))
  }

  @Test func loginReadsStandardInputWithTheTokenLimit() async {
    let limits = Locked<[Int]>([])
    let errors = Locked("")
    let io = CommandIO(
      writeOutput: { _ in }, writeError: { text in errors.withLock { $0 += text } },
      readInput: { limit in
        limits.withLock { $0.append(limit) }
        throw StandardInputError(.tooLarge(limit: limit))
      }
    )
    let status = await ExploreCommand(providers: [GitHub.self]).run(
      arguments: ["github", "login", "--with-token"],
      environment: ["HOME": FileManager.default.temporaryDirectory.path, "EXPLORE_GITHUB_API_URL": "http://127.0.0.1:9/github"],
      io: io)
    #expect(status == 1)
    #expect(limits.withLock { $0 } == [LoginMethod.tokenInputLimit])
    #expect(errors.withLock { $0 }.hasPrefix("Error: Standard input holds more than 1 MiB"))
  }
}

// NB: `pipe(2)` under another name: ``StandardStreamsTests/pipe(holding:)`` hides it.
private func makePipe(_ ends: inout [Int32]) -> Int32 {
  pipe(&ends)
}
