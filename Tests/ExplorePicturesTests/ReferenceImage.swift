import ExplorePictures
import ExploreTestSupport
import Foundation

/// A reference decode read from a Netpbm file (P5 grey, P6 RGB, or P7 PAM
/// of depth 1 to 4), as RGBA.
struct ReferenceImage {
  var width: Int
  var height: Int
  var rgba: [UInt8]

  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  init(netpbm data: [UInt8]) throws {
    var index = 0
    func token() -> String {
      while index < data.count, data[index] == UInt8(ascii: "#") || [9, 10, 13, 32].contains(data[index]) {
        if data[index] == UInt8(ascii: "#") { while index < data.count && data[index] != 10 { index += 1 } }
        index += 1
      }
      let start = index
      while index < data.count && ![9, 10, 13, 32].contains(data[index]) { index += 1 }
      return String(decoding: data[start..<index], as: UTF8.self)
    }
    let magic = token()
    var depth = 0
    switch magic {
    case "P5", "P6":
      width = Int(token()) ?? 0
      height = Int(token()) ?? 0
      guard token() == "255" else { throw FormatError(description: "only 8-bit Netpbm references") }
      depth = magic == "P5" ? 1 : 3
      index += 1
    case "P7":
      var fields: [String: String] = [:]
      while true {
        let key = token()
        if key == "ENDHDR" || key.isEmpty { break }
        fields[key] = token()
      }
      index += 1
      width = Int(fields["WIDTH"] ?? "") ?? 0
      height = Int(fields["HEIGHT"] ?? "") ?? 0
      depth = Int(fields["DEPTH"] ?? "") ?? 0
      guard fields["MAXVAL"] == "255" else { throw FormatError(description: "only 8-bit PAM references") }
    default:
      throw FormatError(description: "not a Netpbm file")
    }
    guard width > 0, height > 0, (1...4).contains(depth), data.count - index >= width * height * depth else {
      throw FormatError(description: "a Netpbm file cut short")
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<width * height {
      let sample = data[(index + pixel * depth)...]
      let at = pixel * 4
      switch depth {
      case 1, 2:
        rgba[at] = sample.first!
        rgba[at + 1] = sample.first!
        rgba[at + 2] = sample.first!
        if depth == 2 { rgba[at + 3] = sample.dropFirst().first! }
      default:
        for channel in 0..<depth { rgba[at + channel] = sample[sample.startIndex + channel] }
      }
    }
    self.rgba = rgba
  }

  /// The largest difference of any channel between `picture` and this
  /// reference, and the mean difference, over pixels that are not
  /// transparent in both (a fully transparent pixel's colour is not shown).
  func difference(from picture: Picture) -> (maximum: Int, mean: Double) {
    var maximum = 0, total = 0, count = 0
    for at in stride(from: 0, to: rgba.count, by: 4) where !(rgba[at + 3] == 0 && picture.pixels[at + 3] == 0) {
      for channel in 0..<4 {
        let difference = abs(Int(rgba[at + channel]) - Int(picture.pixels[at + channel]))
        maximum = max(maximum, difference)
        total += difference
        count += 1
      }
    }
    return (maximum, count == 0 ? 0 : Double(total) / Double(count))
  }
}
