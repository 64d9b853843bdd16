import ExplorePictures
@testable import ExploreTerminalGraphics
import Testing

/// The detection rules, as a table over environments.
@Suite struct PictureChoiceTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var mode: PictureMode = .auto
    var environment: [String: String] = [:]
    var terminal = true
    var reply: PictureQueryReply?
    var expected: PictureChoice
    var testDescription: String { name }
  }

  static let kittyOK = PictureQueryReply(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8))
  static let sixelDA1 = PictureQueryReply(Array("\u{1B}[?63;1;2;4;6;9;15;22c".utf8))
  static let plainDA1 = PictureQueryReply(Array("\u{1B}[?1;2c".utf8))

  static let rows: [Row] = [
    Row(name: "kitty by KITTY_WINDOW_ID", environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"], expected: .use(.kitty, passthrough: false)),
    Row(name: "kitty by TERM", environment: ["TERM": "xterm-kitty"], expected: .use(.kitty, passthrough: false)),
    Row(name: "Ghostty", environment: ["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], expected: .use(.kitty, passthrough: false)),
    Row(name: "iTerm2", environment: ["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], expected: .use(.iterm, passthrough: false)),
    Row(name: "WezTerm", environment: ["TERM_PROGRAM": "WezTerm"], expected: .use(.iterm, passthrough: false)),
    Row(name: "VS Code", environment: ["TERM_PROGRAM": "vscode", "COLORTERM": "truecolor"], expected: .use(.iterm, passthrough: false)),
    Row(name: "mintty", environment: ["TERM_PROGRAM": "mintty"], expected: .use(.iterm, passthrough: false)),
    Row(name: "iTerm2 over ssh", environment: ["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], expected: .use(.iterm, passthrough: false)),
    Row(name: "Windows Terminal", environment: ["WT_SESSION": "abc"], expected: .use(.sixel, passthrough: false)),
    Row(name: "kitty inside tmux", environment: ["KITTY_WINDOW_ID": "3", "TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"], expected: .use(.kitty, passthrough: true)),
    Row(name: "unknown terminal: ask", environment: ["TERM": "xterm-256color"], expected: .query(passthrough: false)),
    Row(name: "unknown terminal in tmux: ask through it", environment: ["TERM": "screen", "TMUX": "x"], expected: .query(passthrough: true)),
    Row(name: "kitty answered", environment: ["TERM": "xterm-256color"], reply: kittyOK, expected: .use(.kitty, passthrough: false)),
    Row(name: "sixel in DA1", environment: ["TERM": "xterm"], reply: sixelDA1, expected: .use(.sixel, passthrough: false)),
    Row(name: "no graphics, truecolor", environment: ["TERM": "xterm", "COLORTERM": "truecolor"], reply: plainDA1, expected: .use(.blocks, passthrough: false)),
    Row(name: "no graphics, 24bit", environment: ["COLORTERM": "24bit"], reply: .silent, expected: .use(.blocks, passthrough: false)),
    Row(name: "no graphics, NO_COLOR", environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"], reply: plainDA1, expected: .use(.none, passthrough: false)),
    Row(name: "no graphics, 256 colours", environment: ["TERM": "xterm-256color"], reply: .silent, expected: .use(.none, passthrough: false)),
    Row(name: "auto into a pipe", environment: ["KITTY_WINDOW_ID": "1"], terminal: false, expected: .use(.none, passthrough: false)),
    Row(name: "auto on a dumb terminal", environment: ["TERM": "dumb", "COLORTERM": "truecolor"], expected: .use(.none, passthrough: false)),
    Row(name: "named into a pipe", mode: .kitty, environment: [:], terminal: false, expected: .use(.kitty, passthrough: false)),
    Row(name: "named beats the environment", mode: .sixel, environment: ["KITTY_WINDOW_ID": "1"], expected: .use(.sixel, passthrough: false)),
    Row(name: "named blocks beat NO_COLOR", mode: .blocks, environment: ["NO_COLOR": "1"], expected: .use(.blocks, passthrough: false)),
    Row(name: "none", mode: .none, environment: ["KITTY_WINDOW_ID": "1"], expected: .use(.none, passthrough: false)),
    Row(name: "named in tmux", mode: .iterm, environment: ["TMUX": "x"], terminal: false, expected: .use(.iterm, passthrough: true)),
  ]

  @Test(arguments: rows)
  func choosesByTheRules(_ row: Row) {
    let choice = PictureChoice.choose(mode: row.mode, environment: row.environment, outputIsTerminal: row.terminal, reply: row.reply)
    #expect(choice == row.expected)
  }

  @Test func theModeComesFromTheOptionThenTheEnvironment() throws {
    #expect(try PictureMode.resolve(option: nil, environment: [:]) == .auto)
    #expect(try PictureMode.resolve(option: nil, environment: ["EXPLORE_IMAGES": ""]) == .auto)
    #expect(try PictureMode.resolve(option: nil, environment: ["EXPLORE_IMAGES": "sixel"]) == .sixel)
    #expect(try PictureMode.resolve(option: "kitty", environment: ["EXPLORE_IMAGES": "sixel"]) == .kitty)
    #expect(PictureMode.allCases.map(\.rawValue) == ["auto", "kitty", "iterm", "sixel", "blocks", "none"])
  }

  @Test func aBadModeIsATypedErrorThatNeverEchoesControlCharacters() throws {
    let option = try #require(throws: PictureModeError.self) { try PictureMode.resolve(option: "kity", environment: [:]) }
    #expect(option.description == "Invalid value 'kity' for '--images': use one of auto, kitty, iterm, sixel, blocks, none.")
    let environment = try #require(throws: PictureModeError.self) {
      try PictureMode.resolve(option: nil, environment: ["EXPLORE_IMAGES": "\u{1B}]0;x\u{7}"])
    }
    #expect(environment.description == "Invalid value in EXPLORE_IMAGES: use one of auto, kitty, iterm, sixel, blocks, none, or unset it.")
  }
}

@Suite struct PictureQueryTests {
  @Test func theQueryIsKittysThenDA1() {
    #expect(String(decoding: PictureQuery.bytes, as: UTF8.self) == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
    #expect(String(decoding: PictureQuery.tmuxBytes, as: UTF8.self).hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_G"))
    #expect(String(decoding: PictureQuery.tmuxBytes, as: UTF8.self).hasSuffix("\u{1B}\\\u{1B}[c"))
  }

  @Test func readsAnswersSplitAcrossChunks() {
    let answer = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8)
    for cut in 0...answer.count {
      var reply = PictureQueryReply()
      reply.append(Array(answer[..<cut]))
      #expect(cut == answer.count || !reply.isComplete)
      reply.append(Array(answer[cut...]))
      #expect(reply.kittyGraphics && reply.sixel && reply.isComplete, "cut at \(cut)")
      #expect(reply.deviceAttributes == [62, 4, 22])
    }
  }

  @Test func ignoresOtherAnswersAndKeys() {
    let reply = PictureQueryReply(Array("jk\u{1B}[A\u{1B}_Gi=7;OK\u{1B}\\\u{1B}_Gi=31;ENOENT:nope\u{1B}\\\u{1B}[?1;2c".utf8))
    #expect(!reply.kittyGraphics)
    #expect(!reply.sixel)
    #expect(reply.isComplete)
    #expect(!PictureQueryReply.silent.isComplete)
  }
}
