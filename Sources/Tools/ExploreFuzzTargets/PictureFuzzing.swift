import ExplorePictures
import ExploreTerminalGraphics
import Foundation

/// The picture decoders and encoders: bytes from any server.
enum PictureFuzzing {
  /// Limits that keep each input fast: a fuzzer's 4,096 × 4,096 picture
  /// would spend its time filling memory, not finding bugs.
  static let limits = PictureLimits(maxInputBytes: 1 << 20, maxWidth: 1_024, maxHeight: 1_024, maxDecodedBytes: 32 << 20)

  /// Sniffs and decodes; a picture is then placed and rendered with every protocol.
  static func picture(_ data: Data) {
    decodeAndRender([UInt8](data))
  }

  /// The input as a PNG: the signature first when it lacks one.
  static func png(_ data: Data) {
    var bytes = [UInt8](data)
    if PictureFormat.sniff(bytes) != .png { bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes }
    decodeAndRender(bytes)
  }

  /// The input as a JPEG: a start-of-image marker first when it lacks one.
  static func jpeg(_ data: Data) {
    var bytes = [UInt8](data)
    if PictureFormat.sniff(bytes) != .jpeg { bytes = [0xFF, 0xD8, 0xFF] + bytes }
    decodeAndRender(bytes)
  }

  static func decodeAndRender(_ bytes: [UInt8]) {
    guard let decoded = try? PictureDecoder(limits: limits).decode(bytes) else { return }
    let picture = decoded.picture
    precondition(picture.pixels.count == picture.width * picture.height * 4, "a picture holds width × height RGBA pixels")
    let placement = PicturePlacement(fitting: picture, columns: 1 + (bytes.count % 5), rows: 4)
    let renderer = PictureRenderer(tmuxPassthrough: bytes.count % 2 == 0, palette256: bytes.count % 3 == 0, sixelColors: 1 + bytes.count % 256)
    for kind in PictureProtocol.allCases {
      let output = renderer.render(decoded, as: kind, in: placement)
      precondition(kind == .none || !output.isEmpty, "\(kind) wrote nothing")
    }
  }

  /// The reply parser, fed in chunks whose sizes the first byte picks.
  static func queryReply(_ data: Data) {
    guard let first = data.first else { return }
    let chunk = Int(first % 9) + 1
    var reply = PictureQueryReply()
    var rest = [UInt8](data.dropFirst())[...]
    while !rest.isEmpty {
      reply.append(Array(rest.prefix(chunk)))
      rest = rest.dropFirst(chunk)
    }
    _ = PictureChoice.choose(mode: .auto, environment: ["TERM": "xterm"], outputIsTerminal: true, reply: reply)
  }
}
