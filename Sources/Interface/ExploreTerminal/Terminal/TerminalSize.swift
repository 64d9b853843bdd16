#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal that output goes to.
package enum TerminalSize {
  /// The width used when neither `COLUMNS` nor the terminal says.
  package static let defaultWidth = 80

  /// The number of columns to lay text out in: `COLUMNS` when it is a
  /// positive integer, else the width of the terminal at `fileDescriptor`
  /// (`ioctl(TIOCGWINSZ)`), else 80.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - fileDescriptor: Usually `STDOUT_FILENO` (1).
  package static func width(environment: [String: String], fileDescriptor: Int32) -> Int {
    if let columns = environment["COLUMNS"]?.trimmingSpaces, let value = Int(columns), value > 0 {
      return value
    }
    return terminalWidth(of: fileDescriptor) ?? defaultWidth
  }

  /// The width the terminal at `fileDescriptor` reports, or `nil` when it is
  /// not a terminal or reports 0.
  package static func terminalWidth(of fileDescriptor: Int32) -> Int? {
    guard let size = windowSize(of: fileDescriptor), size.columns > 0 else { return nil }
    return size.columns
  }

  /// The rows the terminal at `fileDescriptor` reports, or `nil` when it is
  /// not a terminal or reports 0.
  package static func terminalRows(of fileDescriptor: Int32) -> Int? {
    guard let size = windowSize(of: fileDescriptor), size.rows > 0 else { return nil }
    return size.rows
  }

  /// The pixel size of one cell of the terminal at `fileDescriptor`, from
  /// the pixel size it reports (`TIOCGWINSZ`); `nil` when it reports none,
  /// or a cell smaller than 4 × 8 or larger than 64 × 128 pixels.
  package static func cellPixels(of fileDescriptor: Int32) -> (width: Int, height: Int)? {
    guard let size = windowSize(of: fileDescriptor), size.columns > 0, size.rows > 0 else { return nil }
    let width = size.pixelWidth / size.columns, height = size.pixelHeight / size.rows
    guard (4...64).contains(width), (8...128).contains(height) else { return nil }
    return (width, height)
  }

  /// What `ioctl(TIOCGWINSZ)` reports for `fileDescriptor`, or `nil` when
  /// it is not a terminal.
  private static func windowSize(of fileDescriptor: Int32) -> (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int)? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    var size = winsize()
    #if canImport(Darwin)
    let status = ioctl(fileDescriptor, TIOCGWINSZ, &size)
    #else
    let status = ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size)
    #endif
    guard status == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row), Int(size.ws_xpixel), Int(size.ws_ypixel))
    #else
    return nil
    #endif
  }

  /// Whether `fileDescriptor` is a terminal (`isatty`).
  package static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    return isatty(fileDescriptor) == 1
    #else
    return false
    #endif
  }
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? endIndex
    return start < end ? self[start..<end] : ""
  }
}
