import ExplorePictureLoading
import ExploreTerminalGraphics
import ExploreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The query `auto` sends, through a pseudo-terminal that answers and one
/// that stays silent.
@Suite struct TerminalPictureQueryTests {
  /// A pseudo-terminal pair; both ends closed by ``closeBoth()``.
  struct Pair {
    var master: Int32
    var slave: Int32

    init() throws {
      var master: Int32 = 0, slave: Int32 = 0
      #if canImport(Darwin)
      master = posix_openpt(O_RDWR | O_NOCTTY)
      guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { throw Failure() }
      slave = open(name, O_RDWR | O_NOCTTY)
      #else
      guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw Failure() }
      #endif
      self.master = master
      self.slave = slave
    }

    func closeBoth() {
      _ = close(master)
      _ = close(slave)
    }
  }

  struct Failure: Error {}

  /// Reads from `master` until the query's DA1 (`ESC [ c`) arrived; returns what was read.
  static func readQuery(from master: Int32) -> [UInt8] {
    var seen: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while !seen.suffix(3).elementsEqual([0x1B, UInt8(ascii: "["), UInt8(ascii: "c")]) {
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      // NB: a bound on a silent peer, not a timing assertion: a loaded
      // machine may take seconds to run the other end.
      guard poll(&poller, 1, 30_000) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      seen += buffer[0..<count]
    }
    return seen
  }

  @Test func aTerminalThatAnswersIsUnderstood() async throws {
    let pair = try Pair()
    defer { pair.closeBoth() }
    // NB: both ends block, each on a thread of its own, and the terminal's
    // end starts now: as the child task of an `async let`, it waited for a
    // pool thread in full runs (once 60 s), past the budget, and answered
    // a query whose asker had already given up.
    let answered = BlockingWork.started {
      let query = Self.readQuery(from: pair.master)
      let answer = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8)
      _ = answer.withUnsafeBytes { write(pair.master, $0.baseAddress, $0.count) }
      return query
    }
    let reply = await BlockingWork.run {
      TerminalPictureQuery.ask(PictureQuery.bytes, on: pair.slave, budgetMilliseconds: 30_000)
    }
    #expect(await answered.value == PictureQuery.bytes)
    #expect(reply.kittyGraphics)
    #expect(reply.sixel)
    #expect(reply.isComplete)
  }

  @Test func aSilentTerminalGivesNoAnswerWithinTheBudget() async throws {
    let pair = try Pair()
    defer { pair.closeBoth() }
    let reply = await BlockingWork.run {
      TerminalPictureQuery.ask(PictureQuery.bytes, on: pair.slave, budgetMilliseconds: PictureQuery.budgetMilliseconds)
    }
    #expect(reply == .silent)
    #expect(Self.readQuery(from: pair.master) == PictureQuery.bytes)
  }

  @Test func theTerminalModesArePutBack() async throws {
    let pair = try Pair()
    defer { pair.closeBoth() }
    var before = termios()
    #expect(tcgetattr(pair.slave, &before) == 0)
    _ = await BlockingWork.run { TerminalPictureQuery.ask(PictureQuery.bytes, on: pair.slave, budgetMilliseconds: 20) }
    var after = termios()
    #expect(tcgetattr(pair.slave, &after) == 0)
    #expect(after.c_lflag == before.c_lflag)
    #expect(before.c_lflag & tcflag_t(ECHO) != 0)
  }
}
