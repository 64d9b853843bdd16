import ExplorePictures
/// DEC sixel graphics: the picture quantised to at most 256 colour
/// registers, then painted six rows at a time, one pass per colour, with
/// run-length compression.
///
/// ```text
/// ESC P 0;1 q "1;1;<width>;<height> #0;2;<r>;<g>;<b> … #0 <sixels> $ #1 <sixels> - … ESC \
/// ```
///
/// `P2=1` leaves unpainted pixels (alpha below 128) showing the terminal's
/// background; other pixels are laid over `background`.
enum SixelEncoder {
  /// The sixel sequence of `picture`, already scaled to its pixel size on screen.
  ///
  /// - Complexity: O(pixels + colours × width × height / 6).
  static func encode(_ picture: Picture, maxColors: Int, background: PictureColor, passthrough: Bool) -> [UInt8] {
    let quantized = ColorQuantizer(picture, maxColors: maxColors, background: background)
    let width = picture.width, height = picture.height
    var output: [UInt8] = Array("\u{1B}P0;1q\"1;1;\(width);\(height)".utf8)
    for (index, color) in quantized.palette.enumerated() {
      func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
      output += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
    }
    var masks = [UInt8](repeating: 0, count: quantized.palette.count * width)
    var usedInBand = [Bool](repeating: false, count: quantized.palette.count)
    for bandTop in stride(from: 0, to: height, by: 6) {
      var used: [Int] = []
      for row in 0..<min(6, height - bandTop) {
        for x in 0..<width {
          let index = Int(quantized.indices[(bandTop + row) * width + x])
          guard index >= 0 else { continue }
          masks[index * width + x] |= 1 << row
          if !usedInBand[index] {
            usedInBand[index] = true
            used.append(index)
          }
        }
      }
      used.sort()
      for (position, color) in used.enumerated() {
        output += Array("#\(color)".utf8)
        // The colour's sixels across the band, trailing empty ones left out.
        var end = width
        while end > 0 && masks[color * width + end - 1] == 0 { end -= 1 }
        var x = 0
        while x < end {
          let value = masks[color * width + x]
          var run = 1
          while x + run < end && masks[color * width + x + run] == value { run += 1 }
          let character = 63 + value
          if run >= 4 {
            output += Array("!\(run)".utf8)
            output.append(character)
          } else {
            output += [UInt8](repeating: character, count: run)
          }
          x += run
        }
        for x in 0..<width { masks[color * width + x] = 0 }
        usedInBand[color] = false
        // `$` returns to the band's start for the next colour.
        if position < used.count - 1 { output.append(UInt8(ascii: "$")) }
      }
      // `-` moves to the next band.
      if bandTop + 6 < height { output.append(UInt8(ascii: "-")) }
    }
    output += [0x1B, UInt8(ascii: "\\")]
    return passthrough ? TmuxPassthrough.wrap(output) : output
  }
}
