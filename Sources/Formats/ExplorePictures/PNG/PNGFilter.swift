/// PNG's five row filters (none, sub, up, average, Paeth), undone in place.
enum PNGFilter {
  /// Undoes the filter of each of `rows` rows of `data` (a filter byte,
  /// then `rowBytes` bytes), in place; the filter bytes stay.
  ///
  /// - Parameter stride: the bytes of one pixel, at least 1.
  /// - Throws: `.badFilter` for a filter byte above 4.
  /// - Complexity: O(`rows` × `rowBytes`).
  static func unfilter(_ data: UnsafeMutableBufferPointer<UInt8>, rows: Int, rowBytes: Int, stride: Int) throws(PictureError) {
    guard let base = data.baseAddress, rows > 0 else { return }
    precondition(data.count >= rows * (rowBytes + 1), "unfilter needs rows × (rowBytes + 1) bytes")
    for row in 0..<rows {
      let line = base + row * (rowBytes + 1)
      let current = line + 1
      // NB: the first row's "previous row" is zeros; `up` and `average`
      // then reduce to `none` and half of `sub`, Paeth to `sub`.
      let previous: UnsafeMutablePointer<UInt8>? = row > 0 ? line - rowBytes : nil
      switch line.pointee {
      case 0: break
      case 1:
        var index = stride
        while index < rowBytes {
          current[index] &+= current[index - stride]
          index += 1
        }
      case 2:
        guard let previous else { break }
        for index in 0..<rowBytes { current[index] &+= previous[index] }
      case 3:
        for index in 0..<rowBytes {
          let left = index >= stride ? Int(current[index - stride]) : 0
          let up = previous.map { Int($0[index]) } ?? 0
          current[index] &+= UInt8(truncatingIfNeeded: (left + up) >> 1)
        }
      case 4:
        for index in 0..<rowBytes {
          let left = index >= stride ? Int(current[index - stride]) : 0
          let up = previous.map { Int($0[index]) } ?? 0
          let upLeft = index >= stride ? (previous.map { Int($0[index - stride]) } ?? 0) : 0
          let estimate = left + up - upLeft
          let distanceLeft = abs(estimate - left), distanceUp = abs(estimate - up), distanceUpLeft = abs(estimate - upLeft)
          let predictor =
            distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft ? left : distanceUp <= distanceUpLeft ? up : upLeft
          current[index] &+= UInt8(truncatingIfNeeded: predictor)
        }
      default:
        throw PictureError(.png, .corrupt(.badFilter))
      }
    }
  }
}
