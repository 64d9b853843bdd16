import ExplorePictures
/// Reduces a picture to at most a given number of colours, deterministically:
/// its exact colours when there are few enough (a palette PNG keeps its
/// palette), else median cut over a 5-bit-per-channel histogram, each
/// colour then mapped to its nearest palette entry.
///
/// Pixels whose alpha is below 128 are left out (index `nil`): the
/// encoders leave them unpainted. The others are laid over the background
/// first.
struct ColorQuantizer {
  /// The palette, at most `maxColors` entries.
  var palette: [PictureColor]
  /// For each pixel, its palette index, or -1 for a transparent pixel.
  var indices: [Int16]

  /// Quantises `picture` over `background` to at most `maxColors` (1...256) colours.
  ///
  /// - Complexity: O(pixels + 32,768 × `maxColors`) at worst.
  init(_ picture: Picture, maxColors: Int, background: PictureColor) {
    precondition((1...256).contains(maxColors), "ColorQuantizer keeps 1 to 256 colours")
    let count = picture.width * picture.height
    var colors = [PictureColor](repeating: .black, count: count)
    var opaque = [Bool](repeating: false, count: count)
    picture.pixels.withUnsafeBufferPointer { pixels in
      for index in 0..<count where pixels[index * 4 + 3] >= 128 {
        opaque[index] = true
        colors[index] = background.composite(pixels, at: index * 4)
      }
    }
    // Few colours: keep them exactly, in order of first use.
    var exact: [PictureColor: Int16] = [:]
    var exactPalette: [PictureColor] = []
    var tooMany = false
    for index in 0..<count where opaque[index] && exact[colors[index]] == nil {
      guard exactPalette.count < maxColors else {
        tooMany = true
        break
      }
      exact[colors[index]] = Int16(exactPalette.count)
      exactPalette.append(colors[index])
    }
    if !tooMany {
      palette = exactPalette
      indices = (0..<count).map { opaque[$0] ? exact[colors[$0]]! : -1 }
      return
    }
    // Median cut over the histogram.
    var histogram = [Int](repeating: 0, count: 32_768)
    for index in 0..<count where opaque[index] { histogram[Self.bin(colors[index])] += 1 }
    let used = (0..<32_768).filter { histogram[$0] > 0 }
    /// A box of bins, with its widest channel and that channel's range.
    struct Box {
      var bins: [Int]
      var channel = 0
      var range = 0
      init(_ bins: [Int]) {
        self.bins = bins
        for channel in 0..<3 {
          var low = 31, high = 0
          for bin in bins {
            let value = ColorQuantizer.channel(bin, channel)
            low = min(low, value)
            high = max(high, value)
          }
          if high - low > range {
            range = high - low
            self.channel = channel
          }
        }
      }
    }
    var boxes = [Box(used)]
    while boxes.count < maxColors {
      // The box with the widest channel range (ties: the first) is split
      // at the pixel-weighted median of that channel.
      var best = -1, bestRange = 0
      for (index, box) in boxes.enumerated() where box.bins.count > 1 && box.range > bestRange {
        best = index
        bestRange = box.range
      }
      guard best >= 0 else { break }
      let channel = boxes[best].channel
      let sorted = boxes[best].bins.sorted { (Self.channel($0, channel), $0) < (Self.channel($1, channel), $1) }
      let total = sorted.reduce(0) { $0 + histogram[$1] }
      var running = 0, cut = 1
      for (index, bin) in sorted.enumerated() {
        running += histogram[bin]
        if running * 2 >= total {
          cut = min(index + 1, sorted.count - 1)
          break
        }
      }
      boxes[best] = Box(Array(sorted[..<cut]))
      boxes.append(Box(Array(sorted[cut...])))
    }
    // Each box's colour: the pixel-weighted mean of its bins' centres.
    palette = boxes.map { box in
      var sums = [0, 0, 0], weight = 0
      for bin in box.bins {
        for channel in 0..<3 { sums[channel] += (Self.channel(bin, channel) * 8 + 4) * histogram[bin] }
        weight += histogram[bin]
      }
      let scale = { (sum: Int) in UInt8(min(255, (sum + weight / 2) / max(weight, 1))) }
      return PictureColor(red: scale(sums[0]), green: scale(sums[1]), blue: scale(sums[2]))
    }
    // Every used bin to its nearest palette colour.
    var nearest = [Int16](repeating: 0, count: 32_768)
    for bin in used {
      let red = Self.channel(bin, 0) * 8 + 4, green = Self.channel(bin, 1) * 8 + 4, blue = Self.channel(bin, 2) * 8 + 4
      var bestIndex = 0, bestDistance = Int.max
      for (index, color) in palette.enumerated() {
        let dr = Int(color.red) - red, dg = Int(color.green) - green, db = Int(color.blue) - blue
        let distance = dr * dr + dg * dg + db * db
        if distance < bestDistance {
          bestDistance = distance
          bestIndex = index
        }
      }
      nearest[bin] = Int16(bestIndex)
    }
    indices = (0..<count).map { opaque[$0] ? nearest[Self.bin(colors[$0])] : -1 }
  }

  /// The histogram bin of `color`: 5 bits of each channel.
  private static func bin(_ color: PictureColor) -> Int {
    Int(color.red >> 3) << 10 | Int(color.green >> 3) << 5 | Int(color.blue >> 3)
  }

  /// Channel 0 (red), 1 (green) or 2 (blue) of `bin`, 0...31.
  fileprivate static func channel(_ bin: Int, _ channel: Int) -> Int {
    bin >> (10 - 5 * channel) & 31
  }
}
