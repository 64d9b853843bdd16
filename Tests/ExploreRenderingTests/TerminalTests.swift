import ExploreRendering
import ExploreTerminal
import Foundation
import Synchronization
import Testing

extension RenderingTests {
  @Suite struct TerminalSizeTests {
    @Test func columnsWins() {
      #expect(TerminalSize.width(environment: ["COLUMNS": "132"], fileDescriptor: -1) == 132)
      #expect(TerminalSize.width(environment: ["COLUMNS": " 40 "], fileDescriptor: -1) == 40)
    }

    @Test(arguments: ["", "0", "-5", "wide", "80x24"])
    func invalidColumnsFallsBack(_ columns: String) {
      // -1 is no file descriptor at all, so the ioctl fails and 80 remains.
      #expect(TerminalSize.width(environment: ["COLUMNS": columns], fileDescriptor: -1) == 80)
    }

    @Test func notATerminalGivesTheDefault() throws {
      let pipe = Pipe()
      let descriptor = pipe.fileHandleForWriting.fileDescriptor
      #expect(TerminalSize.width(environment: [:], fileDescriptor: descriptor) == 80)
      #expect(TerminalSize.terminalWidth(of: descriptor) == nil)
      #expect(!TerminalSize.isTerminal(descriptor))
    }
  }

  @Suite struct ProgressLineTests {
    final class Recorder: Sendable {
      let written = Mutex<[String]>([])
      func write(_ text: String) { written.withLock { $0.append(text) } }
      var all: [String] { written.withLock { $0 } }
    }

    @Test func rewritesOneLineAndClearsIt() {
      let recorder = Recorder()
      let progress = ProgressLine(enabled: true) { recorder.write($0) }
      progress.update("Loading page 1 of 42…")
      progress.update("Loading page 1 of 42…")  // unchanged: nothing written
      progress.update("Loading page 2 of 42…")
      #expect(progress.isShowing)
      progress.clear()
      progress.clear()  // nothing showing: nothing written
      #expect(!progress.isShowing)
      #expect(
        recorder.all == [
          "\rLoading page 1 of 42…\u{1B}[K",
          "\rLoading page 2 of 42…\u{1B}[K",
          "\r\u{1B}[K",
        ])
    }

    @Test func disabledWritesNothing() {
      let recorder = Recorder()
      let progress = ProgressLine(enabled: false) { recorder.write($0) }
      progress.update("Loading page 1 of 42…")
      progress.clear()
      #expect(recorder.all.isEmpty)
      #expect(!progress.isShowing)
    }

    @Test func longTextIsCutToTheWidth() {
      let recorder = Recorder()
      let progress = ProgressLine(enabled: true, width: 12) { recorder.write($0) }
      progress.update("Loading page 12 of 42…")
      #expect(recorder.all == ["\rLoading pa…\u{1B}[K"])
    }

    @Test func concurrentUpdatesStayWholeLines() async {
      let recorder = Recorder()
      let progress = ProgressLine(enabled: true) { recorder.write($0) }
      await withTaskGroup(of: Void.self) { group in
        for page in 1...200 {
          group.addTask { progress.update("Loading page \(page) of 200…") }
        }
      }
      progress.clear()
      let writes = recorder.all
      #expect(writes.last == "\r\u{1B}[K")
      #expect(writes.dropLast().allSatisfy { $0.hasPrefix("\rLoading page ") && $0.hasSuffix("of 200…\u{1B}[K") })
      #expect(writes.count >= 2)
    }
  }

  @Suite struct ColumnFitterTests {
    /// The widths for `naturals` with a minimum of 5 for each column and
    /// gaps of 2.
    func fit(_ naturals: [Int], available: Int) -> [Int] {
      ColumnFitter.fit(naturals: naturals, minimums: Array(repeating: 5, count: naturals.count), available: available, gap: 2)
    }

    @Test func naturalWidthsWhenTheyFit() {
      #expect(fit([10, 20, 5], available: 80) == [10, 20, 5])
    }

    @Test func widestShrinkFirst() {
      let widths = fit([10, 40, 30], available: 60)
      #expect(widths.reduce(0, +) + 4 == 60)
      #expect(widths[0] == 10)
      #expect(abs(widths[1] - widths[2]) <= 1)
    }

    @Test func dropsColumnsFromTheRightWhenMinimumsDoNotFit() {
      let widths = fit([30, 30, 30, 30], available: 14)
      #expect(widths.count == 2)
      #expect(widths.reduce(0, +) + 2 * (widths.count - 1) <= 14)
    }

    @Test(arguments: 1...60)
    func neverWiderThanAvailable(_ available: Int) {
      let naturals = [12, 3, 25, 7, 40]
      let widths = fit(naturals, available: available)
      #expect(!widths.isEmpty)
      #expect(widths.reduce(0, +) + 2 * (widths.count - 1) <= max(available, 1))
      #expect(zip(widths, naturals).allSatisfy { $0 <= $1 && $0 >= 1 })
    }
  }
}
