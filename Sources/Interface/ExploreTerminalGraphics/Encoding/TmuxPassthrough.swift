/// Wraps an escape sequence so that tmux hands it to the terminal outside
/// (`ESC P tmux; … ESC \`, every `ESC` inside doubled). tmux passes it on
/// only with `set -g allow-passthrough on` (tmux 3.3 and later).
public enum TmuxPassthrough {
  /// `sequence`, wrapped.
  ///
  /// - Complexity: O(*n*).
  public static func wrap(_ sequence: [UInt8]) -> [UInt8] {
    var output: [UInt8] = [0x1B] + Array("Ptmux;".utf8)
    output.reserveCapacity(sequence.count + 16)
    for byte in sequence {
      if byte == 0x1B { output.append(0x1B) }
      output.append(byte)
    }
    output += [0x1B, UInt8(ascii: "\\")]
    return output
  }
}
