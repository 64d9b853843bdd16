/// What `--images` (or `EXPLORE_IMAGES`) asks for: `auto`, a protocol by
/// name, or `none`.
public enum PictureMode: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Choose from the environment and the terminal's answers; never into a pipe.
  case auto
  case kitty
  case iterm
  case sixel
  case blocks
  case none

  /// The environment variable that sets the mode when `--images` does not.
  public static let environmentVariable = "EXPLORE_IMAGES"

  /// The protocol a named mode asks for; `nil` for `auto`.
  public var named: PictureProtocol? {
    switch self {
    case .auto: nil
    case .kitty: .kitty
    case .iterm: .iterm
    case .sixel: .sixel
    case .blocks: .blocks
    case .none: PictureProtocol.none
    }
  }

  public var description: String { rawValue }

  /// The mode of the `--images` value `option` when given, else of
  /// `EXPLORE_IMAGES` when set and not empty, else `auto`.
  ///
  /// - Throws: ``PictureModeError`` for a value that names no mode.
  public static func resolve(option: String?, environment: [String: String]) throws(PictureModeError) -> PictureMode {
    if let option {
      guard let mode = PictureMode(rawValue: option) else { throw PictureModeError(source: .option, value: option) }
      return mode
    }
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = PictureMode(rawValue: value) else { throw PictureModeError(source: .environment, value: value) }
      return mode
    }
    return .auto
  }
}

/// A value of `--images` or `EXPLORE_IMAGES` that names no mode.
public struct PictureModeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the value came from.
  public enum Source: Sendable, Equatable {
    case option
    case environment
  }

  public var source: Source
  public var value: String

  public init(source: Source, value: String) {
    self.source = source
    self.value = value
  }

  public var description: String {
    let values = PictureMode.allCases.map(\.rawValue).joined(separator: ", ")
    // NB: the value is shown only when it is short printable ASCII: it
    // could carry escape sequences.
    let shown = value.count <= 40 && value.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) } ? " '\(value)'" : ""
    switch source {
    case .option: return "Invalid value\(shown) for '--images': use one of \(values)."
    case .environment:
      return "Invalid value\(shown) in \(PictureMode.environmentVariable): use one of \(values), or unset it."
    }
  }
}
