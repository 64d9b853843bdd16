/// What tmux says of its `allow-passthrough` option, which decides
/// whether the pictures explore wraps for tmux (``TmuxPassthrough``) reach
/// the terminal. tmux 3.3 added the option, off by default: then a kitty,
/// iTerm2 or sixel picture is dropped, and leaves blank lines.
///
/// ```swift
/// let setting = TmuxPassthroughSetting(reply: "off\n")   // .off
/// let shown = setting.protocol(for: .kitty)             // .blocks
/// ```
public enum TmuxPassthroughSetting: Sendable, Equatable {
  /// `on` or `all`: wrapped sequences pass.
  case on
  /// `off`: tmux drops them.
  case off
  /// No answer: not inside tmux, a tmux older than 3.3 (which has no such
  /// option and lets them pass), or one that could not be asked.
  case unknown

  /// The setting `tmux show -v allow-passthrough` printed.
  public init(reply: String) {
    let words = reply.split(whereSeparator: \.isWhitespace)
    switch words.count == 1 ? words[0] : "" {
    case "on", "all": self = .on
    case "off": self = .off
    default: self = .unknown
    }
  }

  /// The arguments of the `tmux` command that prints the setting for the
  /// pane `pane` (`TMUX_PANE`: its own value or the one it inherits), or
  /// the global one without a pane.
  public static func arguments(pane: String?) -> [String] {
    if let pane, !pane.isEmpty { return ["show-options", "-A", "-p", "-v", "-t", pane, "allow-passthrough"] }
    return ["show-options", "-g", "-v", "allow-passthrough"]
  }

  /// `protocol`, or half blocks in its place when it needs passthrough
  /// and tmux drops it.
  public func `protocol`(for protocol: PictureProtocol) -> PictureProtocol {
    guard self == .off else { return `protocol` }
    switch `protocol` {
    case .kitty, .iterm, .sixel: return .blocks
    case .blocks, .none: return `protocol`
    }
  }

  /// What to tell the user when ``protocol(for:)`` fell back from `protocol`.
  public static func fallbackNote(from protocol: PictureProtocol) -> String {
    "note: tmux's allow-passthrough is off, so \(`protocol`) pictures would not reach the terminal; showing half blocks "
      + "instead. For \(`protocol`) pictures: tmux set -g allow-passthrough on"
  }
}
