/// A JPEG's frame header (`SOF0`, `SOF1` or `SOF2`): the size, the
/// components with their sampling factors, and the block grid they make.
struct JPEGFrame: Sendable {
  /// One colour component and its blocks.
  struct Component: Sendable {
    var id: UInt8
    var horizontal: Int
    var vertical: Int
    var quantizationTable: Int
    /// Samples across and down that carry picture (before padding to blocks).
    var width: Int
    var height: Int
    /// Blocks across and down, padded to whole MCUs.
    var blocksPerLine: Int
    var blocksPerColumn: Int
    /// Where the component's first block starts in the coefficients, in coefficients.
    var offset: Int
  }

  var width: Int
  var height: Int
  var progressive: Bool
  var components: [Component]
  var maxHorizontal: Int
  var maxVertical: Int
  var mcusPerLine: Int
  var mcusPerColumn: Int
  /// Coefficients of every component's blocks.
  var coefficientCount: Int

  /// Reads a frame header's `data` (after its length).
  ///
  /// - Throws: a refusal for precision, component counts and sampling
  ///   factors explore does not decode, `.badJPEGFrame` for values the
  ///   standard does not allow, and the limits' refusals.
  init(_ data: ArraySlice<UInt8>, progressive: Bool, limits: PictureLimits) throws(PictureError) {
    let bytes = Array(data)
    guard bytes.count >= 6 else { throw PictureError(.jpeg, .corrupt(.badJPEGFrame)) }
    guard bytes[0] == 8 else { throw PictureError(.jpeg, .unsupported(.jpegPrecision(Int(bytes[0])))) }
    let height = Int(bytes[1]) << 8 | Int(bytes[2])
    let width = Int(bytes[3]) << 8 | Int(bytes[4])
    let count = Int(bytes[5])
    guard bytes.count == 6 + count * 3 else { throw PictureError(.jpeg, .corrupt(.badJPEGFrame)) }
    guard height > 0 else { throw PictureError(.jpeg, .unsupported(.jpegLineCountLater)) }
    guard count == 1 || count == 3 else {
      throw count == 0 ? PictureError(.jpeg, .corrupt(.badJPEGFrame)) : PictureError(.jpeg, .unsupported(.jpegComponents(count)))
    }
    try limits.check(width: width, height: height, format: .jpeg)
    var components: [Component] = []
    for index in 0..<count {
      let at = 6 + index * 3
      let horizontal = Int(bytes[at + 1] >> 4), vertical = Int(bytes[at + 1] & 15)
      guard (1...4).contains(horizontal), (1...4).contains(vertical), bytes[at + 2] <= 3 else {
        throw PictureError(.jpeg, .corrupt(.badJPEGFrame))
      }
      guard horizontal <= 2, vertical <= 2 else {
        throw PictureError(.jpeg, .unsupported(.jpegSampling(horizontal: horizontal, vertical: vertical)))
      }
      guard !components.contains(where: { $0.id == bytes[at] }) else { throw PictureError(.jpeg, .corrupt(.badJPEGFrame)) }
      components.append(
        Component(
          id: bytes[at], horizontal: horizontal, vertical: vertical, quantizationTable: Int(bytes[at + 2]),
          width: 0, height: 0, blocksPerLine: 0, blocksPerColumn: 0, offset: 0))
    }
    // NB: one component alone is never interleaved: its MCU is one block,
    // whatever factors it declares (T.81, A.2.2).
    if count == 1 {
      components[0].horizontal = 1
      components[0].vertical = 1
    }
    let maxHorizontal = components.map(\.horizontal).max() ?? 1
    let maxVertical = components.map(\.vertical).max() ?? 1
    let mcusPerLine = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
    let mcusPerColumn = (height + 8 * maxVertical - 1) / (8 * maxVertical)
    var offset = 0
    for index in components.indices {
      components[index].width = (width * components[index].horizontal + maxHorizontal - 1) / maxHorizontal
      components[index].height = (height * components[index].vertical + maxVertical - 1) / maxVertical
      components[index].blocksPerLine = mcusPerLine * components[index].horizontal
      components[index].blocksPerColumn = mcusPerColumn * components[index].vertical
      components[index].offset = offset
      offset += components[index].blocksPerLine * components[index].blocksPerColumn * 64
    }
    try limits.check(decodedBytes: Self.workingMemory(coefficients: offset, width: width, height: height, components: count), format: .jpeg)
    self.width = width
    self.height = height
    self.progressive = progressive
    self.components = components
    self.maxHorizontal = maxHorizontal
    self.maxVertical = maxVertical
    self.mcusPerLine = mcusPerLine
    self.mcusPerColumn = mcusPerColumn
    self.coefficientCount = offset
  }

  /// The memory a full-size decode allocates: the coefficients (2 bytes)
  /// and the planes they become (1 byte), then upsampled planes and the
  /// RGBA pixels, for each pixel.
  var workingMemory: [(count: Int, size: Int)] {
    Self.workingMemory(coefficients: coefficientCount, width: width, height: height, components: components.count)
  }

  private static func workingMemory(coefficients: Int, width: Int, height: Int, components: Int) -> [(count: Int, size: Int)] {
    [(count: coefficients, size: 3), (count: width * height, size: 4 + 2 * components)]
  }
}
