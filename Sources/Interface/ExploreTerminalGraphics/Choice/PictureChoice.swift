/// How explore shows pictures, decided by ``PictureChoice/choose(mode:environment:outputIsTerminal:reply:)``.
public enum PictureChoice: Sendable, Equatable {
  /// Show pictures with this protocol (`.none`: not at all), every escape
  /// sequence wrapped for tmux when `passthrough`.
  case use(PictureProtocol, passthrough: Bool)
  /// Ask the terminal: write ``PictureQuery/bytes`` (``PictureQuery/tmuxBytes``
  /// when `passthrough`), read the answer for at most
  /// ``PictureQuery/budgetMilliseconds``, then choose again with it (or
  /// with ``PictureQueryReply/silent``).
  case query(passthrough: Bool)

  /// The protocol for `mode`, a pure function of its inputs.
  ///
  /// - A named mode is used as it is, even into a pipe (as `--color always`
  ///   is), and even `blocks` under `NO_COLOR`.
  /// - `auto` shows nothing into a pipe or on `TERM=dumb`. Then the
  ///   environment: `KITTY_WINDOW_ID`, `TERM=xterm-kitty` or Ghostty →
  ///   kitty; `TERM_PROGRAM` iTerm.app, WezTerm, vscode or mintty (or
  ///   `LC_TERMINAL=iTerm2`) → iTerm2; `WT_SESSION` (Windows Terminal) →
  ///   sixel. Otherwise, without a reply yet: ``query(passthrough:)``. With
  ///   one: kitty's `OK` → kitty; DA1 attribute 4 → sixel. Else `blocks` when
  ///   `COLORTERM` is `truecolor` or `24bit` and `NO_COLOR` is unset, else `none`.
  /// - Inside tmux (`TMUX` set), sequences are wrapped for passthrough.
  ///
  /// - Parameters:
  ///   - outputIsTerminal: whether standard output is a terminal.
  ///   - reply: the terminal's answer to ``PictureQuery``, or `nil` when it was not asked yet.
  /// - Complexity: O(1).
  public static func choose(
    mode: PictureMode, environment: [String: String], outputIsTerminal: Bool, reply: PictureQueryReply?
  ) -> PictureChoice {
    let passthrough = !(environment["TMUX"] ?? "").isEmpty
    if let named = mode.named { return .use(named, passthrough: passthrough) }
    let term = environment["TERM"] ?? ""
    guard outputIsTerminal, term != "dumb" else { return .use(.none, passthrough: passthrough) }
    if let known = fromEnvironment(environment) { return .use(known, passthrough: passthrough) }
    guard let reply else { return .query(passthrough: passthrough) }
    if reply.kittyGraphics { return .use(.kitty, passthrough: passthrough) }
    if reply.sixel { return .use(.sixel, passthrough: passthrough) }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    if (colorTerm == "truecolor" || colorTerm == "24bit") && !noColor { return .use(.blocks, passthrough: passthrough) }
    return .use(.none, passthrough: passthrough)
  }

  /// Whether `auto` showing nothing leaves a user without pictures they
  /// could have: output on a terminal other than `TERM=dumb`, and
  /// `NO_COLOR` unset (a user who turned colour off chose plain text).
  public static func offersPictures(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    outputIsTerminal && environment["TERM"] != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// What to tell the user once when `auto` shows no pictures on a terminal.
  public static let turnOnNote =
    "note: no pictures: this terminal did not say it can show them. To show them, pass --images blocks (any colour "
    + "terminal), kitty, iterm or sixel, or set \(PictureMode.environmentVariable)=blocks; --images none hides this note."

  /// The protocol the environment names a terminal for, if it does.
  static func fromEnvironment(_ environment: [String: String]) -> PictureProtocol? {
    let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
    if !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty || term == "xterm-kitty" || term == "xterm-ghostty"
      || program == "ghostty"
    {
      return .kitty
    }
    // NB: WezTerm speaks both; its iTerm2 support is the more complete.
    if ["iTerm.app", "WezTerm", "vscode", "mintty"].contains(program) || environment["LC_TERMINAL"] == "iTerm2" {
      return .iterm
    }
    if !(environment["WT_SESSION"] ?? "").isEmpty { return .sixel }
    return nil
  }
}
