/// Progressive greyscale JPEGs written here, bit by bit, for the decoder's
/// work limits: a DC scan, then as many AC scans of one band as asked, each
/// an end-of-band run over every block (a few bytes per scan, however large
/// the picture), so that a small file makes the decoder visit every block
/// once per scan.
///
/// ```swift
/// let hostile = SyntheticJPEG.manyScans(width: 2_048, height: 2_048, scans: 20_082)   // about 320 KB
/// ```
///
/// The picture decodes to mid-grey: every coefficient is zero.
public enum SyntheticJPEG {
  /// A `width` × `height` progressive JPEG with one DC scan and then
  /// `scans` AC scans of the band `band` (1...63), all the same.
  public static func manyScans(width: Int, height: Int, scans: Int, band: ClosedRange<Int> = 1...1) -> [UInt8] {
    precondition((1...65_535).contains(width) && (1...65_535).contains(height), "a JPEG is 1 to 65,535 pixels each way")
    precondition(band.lowerBound >= 1 && band.upperBound <= 63, "an AC band lies in 1...63")
    let blocks = ((width + 7) / 8) * ((height + 7) / 8)
    var bytes: [UInt8] = [0xFF, 0xD8]
    // DQT: table 0, every step 1.
    bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    // SOF2: 8-bit, one component (id 1, 1×1, table 0).
    bytes += [0xFF, 0xC2, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    bytes += [0x01, 0x01, 0x11, 0x00]
    // DHT: DC table 0 codes category 0 alone, as `0`.
    bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
    // DHT: AC table 0 codes EOB0...EOB14 (`r << 4`) with 4 bits each: EOBr is the code r.
    bytes += [0xFF, 0xC4, 0x00, 0x22, 0x10, 0, 0, 0, 15] + [UInt8](repeating: 0, count: 12) + (0...14).map { UInt8($0 << 4) }
    // The DC scan: category 0 for every block.
    var dc = BitWriter()
    for _ in 0..<blocks { dc.write(0, count: 1) }
    bytes += scanHeader(start: 0, end: 0) + dc.finished()
    // The AC scans: one end-of-band run over every block.
    var ac = BitWriter()
    var left = blocks
    while left > 0 {
      var run = 0
      while run < 14 && 1 << (run + 1) <= left { run += 1 }
      let count = min(left, (1 << (run + 1)) - 1)
      ac.write(run, count: 4)
      ac.write(count - (1 << run), count: run)
      left -= count
    }
    let scan = scanHeader(start: band.lowerBound, end: band.upperBound) + ac.finished()
    bytes.reserveCapacity(bytes.count + scans * scan.count + 2)
    for _ in 0..<scans { bytes += scan }
    return bytes + [0xFF, 0xD9]
  }

  /// An `SOS` for component 1 with tables 0, the band `start...end`, Ah = Al = 0.
  private static func scanHeader(start: Int, end: Int) -> [UInt8] {
    [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, UInt8(start), UInt8(end), 0x00]
  }

  /// Entropy-coded bits, most significant first, with `FF 00` stuffing and
  /// the last byte padded with ones.
  private struct BitWriter {
    var bytes: [UInt8] = []
    var buffer = 0
    var count = 0

    mutating func write(_ value: Int, count bits: Int) {
      for bit in stride(from: bits - 1, through: 0, by: -1) {
        buffer = buffer << 1 | (value >> bit & 1)
        count += 1
        if count == 8 { flush() }
      }
    }

    mutating func flush() {
      bytes.append(UInt8(buffer))
      if buffer == 0xFF { bytes.append(0) }
      buffer = 0
      count = 0
    }

    mutating func finished() -> [UInt8] {
      while count != 0 { write(1, count: 1) }
      return bytes
    }
  }
}
