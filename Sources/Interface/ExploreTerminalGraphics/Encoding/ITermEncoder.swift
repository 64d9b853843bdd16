import ExplorePictures
/// iTerm2's inline images: the original file, base64, in one OSC 1337
/// sequence that the terminal decodes and scales into a box of cells.
///
/// ```text
/// ESC ]1337;File=inline=1;size=<bytes>;width=<columns>;height=<rows>;preserveAspectRatio=1:<base64> BEL
/// ```
enum ITermEncoder {
  /// The sequence that shows the encoded picture `bytes` in `placement`,
  /// ended by BEL, or by ST (`ESC \`) when `stringTerminator`.
  ///
  /// - Complexity: O(*n*).
  static func encode(_ bytes: [UInt8], placement: PicturePlacement, stringTerminator: Bool, passthrough: Bool) -> [UInt8] {
    let head = "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(placement.columns);height=\(placement.rows);preserveAspectRatio=1:"
    var sequence = Array(head.utf8)
    sequence += Base64.encode(bytes)
    sequence += stringTerminator ? [0x1B, UInt8(ascii: "\\")] : [0x07]
    return passthrough ? TmuxPassthrough.wrap(sequence) : sequence
  }
}
