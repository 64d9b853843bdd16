import ExploreTestSupport
import Foundation
import Testing

/// The golden-file helper itself: it passes only on equal text, and a recording run fails.
@Suite struct GoldenFileTests {
  @Test func comparesRecordsAndNeverPassesWhileRecording() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-golden-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = GoldenFile(url: folder.appendingPathComponent("sample.txt"))

    #expect(throws: GoldenFileError.self) { try golden.verify("one\n", environment: [:]) }  // missing
    #expect(throws: GoldenFileError.self) { try golden.verify("one\ntwo\n", environment: [GoldenFile.recordVariable: "1"]) }
    try golden.verify("one\ntwo\n", environment: [:])
    let error = #expect(throws: GoldenFileError.self) { try golden.verify("one\nTWO\n", environment: [:]) }
    #expect(error?.description.contains("line 2:\n- two\n+ TWO") == true)
  }
}
