import BenchmarkTiming
import ExplorePictures
import ExploreTerminalGraphics
import ExploreTestSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints release-mode timings of decoding and scaling the corpus's
/// pictures to a 20-cell-wide thumbnail, each the median thread CPU time of
/// several runs (see `SnapshotBenchmarks` for why CPU time), and of the same
/// decodes by `djpeg` (libjpeg-turbo) and ImageMagick's `convert` as child
/// processes, whose CPU time (user + system) includes starting the process;
/// the same command on a tiny picture gives that start-up cost, taken off.
///
/// ```sh
/// swift run -c release --package-path Benchmarks PictureBenchmarks [--runs N] [--no-reference] [--only-bytes] [--only-hostile] [--corpus DIR]
/// ```
///
/// Then the bytes each protocol writes for a portrait (the detail layout's
/// 30 columns) and for a page of 20 thumbnails (the grid's 14 columns), and
/// the CPU time a hostile progressive JPEG of 20,082 scans costs before it
/// is refused (issue 34).
@main
struct PictureBenchmarks {
  /// `--corpus DIR` (the `rickmorty/images` folder), else
  /// `../shared/corpus/rickmorty/images`, from this file's place in the checkout.
  static let corpus = CommandLine.arguments.firstIndex(of: "--corpus").map { URL(fileURLWithPath: CommandLine.arguments[$0 + 1]) }
    ?? URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus/rickmorty/images")


  static func main() {
    BenchmarkError.exitOnFailure { try run() }
  }

  static func run() throws {
    let arguments = CommandLine.arguments
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 21
    if !arguments.contains("--only-hostile") { try bytesPerProtocol() }
    if !arguments.contains("--only-bytes") { hostile(runs: min(runs, 5)) }
    guard !arguments.contains("--only-bytes") && !arguments.contains("--only-hostile") else { return }
    let cases = [
      ("1.jpeg", "progressive JPEG 300 × 300, 4:4:4"), ("104.jpeg", "baseline JPEG 300 × 300, 4:4:4"),
      ("38.jpeg", "baseline JPEG 300 × 300, 4:2:0, Exif"), ("2.jpeg", "8-bit palette PNG 300 × 300 (named .jpeg)"),
    ]
    print("Median thread CPU time of \(runs) runs after one warm-up, release build; 20 columns, 10 × 20-pixel cells.")
    for (name, title) in cases {
      let url = corpus.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        print("The corpus is absent (\(corpus.path)): nothing to measure.")
        return
      }
      let bytes = [UInt8](data)
      let decoded = try PictureDecoder().decode(bytes)
      let placement = PicturePlacement(fitting: decoded.picture, columns: 20)
      let blocksSize = placement.pixelSize(width: decoded.picture.width, height: decoded.picture.height, across: 1, down: 2)
      let cellsSize = placement.pixelSize(
        width: decoded.picture.width, height: decoded.picture.height, across: placement.cell.width, down: placement.cell.height)
      print("== \(name): \(title), \(bytes.count) bytes → \(placement.columns) × \(placement.rows) cells")
      let decode = median(runs) { (try? PictureDecoder().decode(bytes))?.picture.width ?? 0 }
      let thumbnail = median(runs) {
        guard let picture = try? PictureDecoder().decode(bytes).picture else { return 0 }
        return PictureScaler.scale(picture, width: blocksSize.width, height: blocksSize.height).pixels.count
      }
      let cells = median(runs) {
        guard let picture = try? PictureDecoder().decode(bytes).picture else { return 0 }
        return PictureScaler.scale(picture, width: cellsSize.width, height: cellsSize.height).pixels.count
      }
      let blocks = median(runs) { PictureRenderer().render(decoded, as: .blocks, in: placement).count }
      let sixel = median(runs) { PictureRenderer().render(decoded, as: .sixel, in: placement).count }
      let kitty = median(runs) { PictureRenderer().render(decoded, as: .kitty, in: placement).count }
      print("  decode:                                     \(format(decode))")
      print("  decode + scale to \(blocksSize.width) × \(blocksSize.height) (half blocks):    \(format(thumbnail))")
      print("  decode + scale to \(cellsSize.width) × \(cellsSize.height) (cell pixels):  \(format(cells))")
      print("  then half blocks / sixel / kitty:           \(format(blocks)) / \(format(sixel)) / \(format(kitty))")
      guard !arguments.contains("--no-reference") else { continue }
      let jpeg = PictureFormat.sniff(bytes) == .jpeg
      let command = jpeg ? ["djpeg", "-pnm", "-outfile", "/dev/null"] : ["convert", "FILE", "ppm:/dev/null"]
      let tiny = try tinyPicture(jpeg: jpeg)
      defer { try? FileManager.default.removeItem(at: tiny) }
      guard let full = childMedian(command, file: url, runs: runs), let startUp = childMedian(command, file: tiny, runs: runs) else {
        print("  (\(command[0]) is not installed: apt-get install libjpeg-turbo-progs imagemagick)")
        continue
      }
      let net = max(full - startUp, 0.001)
      print("  \(command[0]) (child CPU): \(format(full)), of which start-up \(format(startUp)): decode \(format(net))")
      print("  ratio, decode ÷ \(command[0])'s decode: \(String(format: "%.2f", decode / net))")
    }
    print("(sink \(ThreadTime.sink % 10))")
  }

  /// The bytes each protocol writes for a portrait (1.jpeg, a 300 × 300
  /// progressive JPEG, in 30 columns) and for 20 thumbnails (the first 20
  /// corpus pictures by name, in 14 columns), with 10 × 20-pixel cells;
  /// what kitty was sent before (raw RGB, `f=24`, or a PNG as it is) for comparison.
  static func bytesPerProtocol() throws {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".jpeg") }.sorted()
    guard names.count >= 20 else {
      print("The corpus is absent (\(corpus.path)): no bytes to measure.")
      return
    }
    let renderer = PictureRenderer()
    func decoded(_ name: String) throws -> DecodedPicture {
      try PictureDecoder().decode([UInt8](try Data(contentsOf: corpus.appendingPathComponent(name))))
    }
    /// What kitty was sent before: a PNG as it is, anything else as raw RGB
    /// at the placed size; base64 in 4,096-byte sequences with their keys.
    func raw(_ decoded: DecodedPicture, _ placement: PicturePlacement) -> Int {
      let picture = decoded.picture
      let size = placement.pixelSize(width: picture.width, height: picture.height, across: placement.cell.width, down: placement.cell.height)
      let width = min(size.width, picture.width), height = min(size.height, picture.height)
      let payload = decoded.format == .png ? decoded.original?.count ?? 0 : width * height * 3
      let text = (payload + 2) / 3 * 4, sequences = (text + 4_095) / 4_096
      let keys = "a=T,f=24,s=\(width),v=\(height),q=2,c=\(placement.columns),r=\(placement.rows),m=1".utf8.count
      return text + keys + sequences * 7 + (sequences - 1) * 3
    }
    let portrait = try decoded("1.jpeg")
    let portraitPlacement = PicturePlacement(fitting: portrait.picture, columns: 30, rows: 16)
    let thumbnails = try names.prefix(20).map(decoded)
    print("Bytes written per picture (10 × 20-pixel cells); portrait: 1.jpeg in 30 columns; page: the first 20 corpus pictures in 14 columns")
    print("| protocol | portrait | 20-thumbnail page |")
    print("|---|---:|---:|")
    print("| kitty before: raw RGB, a PNG as it is | \(raw(portrait, portraitPlacement)) | \(thumbnails.reduce(0) { $0 + raw($1, PicturePlacement(fitting: $1.picture, columns: 14, rows: 7)) }) |")
    for kind in [PictureProtocol.kitty, .iterm, .sixel, .blocks] {
      let one = renderer.render(portrait, as: kind, in: portraitPlacement).count
      let page = thumbnails.reduce(0) { $0 + renderer.render($1, as: kind, in: PicturePlacement(fitting: $1.picture, columns: 14, rows: 7)).count }
      print("| \(kind) | \(one) | \(page) |")
    }
    let kittyMilliseconds = ThreadTime.median(runs: 5) { renderer.render(portrait, as: .kitty, in: portraitPlacement).count }
    print("kitty's PNG of the portrait takes \(format(kittyMilliseconds)) to encode")
  }

  /// The CPU time of decoding, under a thumbnail's limits, a progressive
  /// JPEG of 20,082 scans that each visit every block of a 2,896 × 2,896
  /// picture (the kind of picture the sweep of issue 34 found).
  static func hostile(runs: Int) {
    let bytes = SyntheticJPEG.manyScans(width: 2_896, height: 2_896, scans: 20_082)
    let limits = PictureLimits(maxInputBytes: 8 << 20, maxWidth: 4_096, maxHeight: 4_096, maxDecodedBytes: 128 << 20)
    var outcome = ""
    let milliseconds = ThreadTime.median(runs: runs) {
      do {
        return try PictureDecoder(limits: limits).decode(bytes).picture.width
      } catch {
        outcome = "\(error)"
        return 0
      }
    }
    print("A progressive JPEG of 20,082 scans, \(bytes.count) bytes: \(format(milliseconds)) of CPU (median of \(runs)): \(outcome)")
  }

  /// The median thread CPU time of `runs` runs of `body`, after one warm-up.
  static func median(_ runs: Int, _ body: () -> Int) -> Double { ThreadTime.median(runs: runs, body) }

  /// `RUSAGE_CHILDREN`, whose type differs between Glibc and Darwin.
  #if canImport(Glibc)
    static let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
  #else
    static let children = RUSAGE_CHILDREN
  #endif

  /// The median CPU time (user + system, in milliseconds) of running
  /// `command` on `file` as a child process; `nil` when it cannot run.
  static func childMedian(_ command: [String], file: URL, runs: Int) -> Double? {
    var samples: [Double] = []
    for _ in 0...runs {
      var before = rusage(), after = rusage()
      getrusage(Self.children, &before)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = command.contains("FILE") ? command.map { $0 == "FILE" ? file.path : $0 } : command + [file.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return nil }
      process.waitUntilExit()
      guard process.terminationStatus == 0 else { return nil }
      getrusage(Self.children, &after)
      func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000 }
      samples.append(
        milliseconds(after.ru_utime) + milliseconds(after.ru_stime) - milliseconds(before.ru_utime) - milliseconds(before.ru_stime))
    }
    // NB: the first run warms the page cache; it is left out.
    let sorted = samples.dropFirst().sorted()
    return sorted[sorted.count / 2]
  }

  /// A tiny picture of the kind, in a temporary file, for the start-up cost.
  static func tinyPicture(jpeg: Bool) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("explore-picture-benchmark-\(getpid()).\(jpeg ? "jpg" : "png")")
    // NB: from the test fixtures: a 1 × 1 PNG of PngSuite (s01n3p01.png)
    // and the synthetic 61 × 45 baseline JPEG.
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/pictures")
    let source = fixtures.appendingPathComponent(jpeg ? "jpeg/baseline-420.jpg" : "pngsuite/s01n3p01.png")
    try FileManager.default.copyItem(at: source, to: url)
    return url
  }
}

/// Milliseconds, with 3 decimals below 10 ms.
func format(_ milliseconds: Double) -> String {
  milliseconds < 10 ? String(format: "%.3f ms", milliseconds) : String(format: "%.1f ms", milliseconds)
}
