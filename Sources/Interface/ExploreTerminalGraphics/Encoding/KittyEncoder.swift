import ExplorePictures
/// The kitty graphics protocol: transmit and place at the cursor (`a=T`),
/// quietly (`q=2`: no answers to read), scaled by the terminal to a box of
/// cells (`c=`, `r=`). The picture goes as a PNG (`f=100`), compressed,
/// rather than as raw pixels (`f=24`, about 4 times larger for a
/// portrait). The payload is base64
/// in chunks of at most 4,096 bytes, each its own escape sequence
/// (`m=1` while more follow).
///
/// ```text
/// ESC _G a=T,f=100,q=2,c=20,r=10,m=1 ; <base64> ESC \   ESC _G m=0 ; <base64> ESC \
/// ```
enum KittyEncoder {
  /// The most base64 bytes in one escape sequence, as the protocol requires.
  static let chunkSize = 4_096

  /// The escape sequences that show `payload` with `keys` (without `m=`),
  /// each wrapped for tmux when `passthrough`.
  ///
  /// - Complexity: O(*n*) in the payload.
  static func encode(keys: String, payload: [UInt8], passthrough: Bool) -> [UInt8] {
    let text = Base64.encode(payload)
    var output: [UInt8] = []
    output.reserveCapacity(text.count + text.count / chunkSize * 16 + 64)
    var start = 0
    repeat {
      let end = min(start + chunkSize, text.count)
      let more = end < text.count
      var control = start == 0 ? keys : ""
      if more || start > 0 { control += (control.isEmpty ? "" : ",") + (more ? "m=1" : "m=0") }
      var sequence: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(control.utf8) + [UInt8(ascii: ";")]
      sequence += text[start..<end]
      sequence += [0x1B, UInt8(ascii: "\\")]
      output += passthrough ? TmuxPassthrough.wrap(sequence) : sequence
      start = end
    } while start < text.count
    return output
  }

  /// The PNG `bytes`, in `placement`.
  static func png(_ bytes: [UInt8], placement: PicturePlacement, passthrough: Bool) -> [UInt8] {
    encode(keys: "a=T,f=100,q=2,c=\(placement.columns),r=\(placement.rows)", payload: bytes, passthrough: passthrough)
  }
}
