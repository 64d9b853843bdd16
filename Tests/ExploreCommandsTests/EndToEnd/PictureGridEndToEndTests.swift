import ExploreTestSupport
import Foundation
import Testing

/// `explore github followers` on a terminal as most users have one
/// (`COLORTERM=truecolor`), through a pseudo-terminal against a loopback
/// GitHub whose 100 followers share a long start (``AvatarFollowers``):
/// text unless pictures are asked for, full distinct names in one order,
/// and a fresh avatar that costs no request.
@Suite(.serialized)
final class PictureGridEndToEndTests: EndToEndSuite {
  let server: LoopbackServer

  override init() throws {
    server = try LoopbackServer.start(mounts: [AvatarFollowers.mount()], fixtures: nil)
    try super.init()
  }

  deinit {
    server.stop()
  }

  /// The run's screen as text: what explore wrote to the pseudo-terminal,
  /// with the terminal's `\r\n` as `\n`.
  func screen(_ arguments: [String], adding extra: [String: String] = [:]) async throws -> String {
    let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor", "EXPLORE_GITHUB_API_URL": server.baseURL(for: "github").absoluteString]
    let terminal = try PseudoTerminal(
      executable: try ExploreBinary.executable(), arguments: arguments,
      environment: ExploreBinary.childEnvironment(home: home, adding: environment.merging(extra) { _, new in new }), columns: 120, rows: 40)
    defer { terminal.shutdown() }
    #expect(try await terminal.waitForExit() == 0, "\(terminal.text)")
    try await terminal.drain()
    return terminal.text.replacingOccurrences(of: "\r\n", with: "\n")
  }

  /// What the terminal ends up holding after `text` (the run's bytes,
  /// `\n` for its `\r\n`), its scrollback included, styles left out.
  static func transcript(of text: String) -> (text: String, movesPastTop: Int) {
    var screen = ScrollbackScreen(columns: 120, rows: 40)
    screen.write(text.replacingOccurrences(of: "\n", with: "\r\n"))
    return (screen.transcript, screen.movesPastTop)
  }

  /// `text` without its styles (`CSI … m`), each line without the spaces that end it.
  static func unstyled(_ text: String) -> String {
    text.replacing(#/\x1B\[[0-9;]*m/#, with: "").split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = String(line)
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// The screen a grid of thumbnails ends as, whatever order they came in:
  /// the one explore printed when it drew them all before the text
  /// (`followers-blocks-120.txt`, recorded then), without its styles.
  static func expectedGridScreen() throws -> String {
    let golden = GoldenFile("Pictures/followers-blocks-120.txt")
    let text = try String(contentsOf: golden.url, encoding: .utf8)
    var expected = unstyled(text)
    while expected.hasSuffix("\n") { expected.removeLast() }
    return expected
  }

  func avatarRequests() async throws -> Int {
    try await server.requests().filter { $0.path.contains(AvatarFollowers.avatarPath) }.count
  }

  static let logins = (1...100).map(AvatarFollowers.login)

  /// A line's names, in order.
  static func names(in text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init).filter { $0.hasPrefix(AvatarFollowers.user + "-f") }
  }

  @Test func aTruecolorTerminalAloneKeepsFollowersAsTextWithFullNames() async throws {
    let text = try await screen(["github", "followers", AvatarFollowers.user])
    #expect(try await avatarRequests() == 0, "no picture asked for")
    #expect(!text.contains("▀") && !text.contains("no pictures"))
    #expect(Self.names(in: text) == Self.logins, "every name whole, left to right then down")
    try GoldenFile("Pictures/followers-truecolor-120.txt").verify(text)
  }

  @Test(arguments: [["--images", "blocks"], ["--layout", "grid"]])
  func askingForPicturesShowsThumbnailsOverFullNamesAndAFreshAvatarCostsNothing(_ options: [String]) async throws {
    let text = try await screen(["github", "followers", AvatarFollowers.user] + options)
    #expect(text.contains("▀"))
    #expect(try await avatarRequests() == 100)
    // NB: the names on the screen: the bytes interleave the pictures drawn later.
    #expect(Self.names(in: Self.transcript(of: text).text) == Self.logins, "the same names in the same order as without pictures")
    if options == ["--images", "blocks"] {
      // NB: the text comes first and each thumbnail is drawn into its place
      // as it arrives, so the bytes differ from run to run; the screen they
      // leave does not.
      let screen = Self.transcript(of: text)
      #expect(screen.movesPastTop == 0)
      #expect(screen.text == (try Self.expectedGridScreen()))
    }
    // Served with max-age=300: the second run asks for no avatar.
    let again = try await screen(["github", "followers", AvatarFollowers.user] + options)
    #expect(again.contains("▀"))
    #expect(Self.names(in: Self.transcript(of: again).text) == Self.logins)
    #expect(try await avatarRequests() == 100)
  }

  /// With avatars 150 ms away, the names are on the screen before the
  /// first thumbnail, and each thumbnail ends in its place (issue 43, §2).
  @Test func theNamesComeFirstAndEachThumbnailIsDrawnIntoItsPlace() async throws {
    try await server.inject([LoopbackFault(match: "/github\(AvatarFollowers.avatarPath)", action: .latency(milliseconds: 150))])
    let text = try await screen(["--no-cache", "github", "followers", AvatarFollowers.user, "--images", "blocks"])
    let firstName = try #require(text.range(of: AvatarFollowers.login(1)))
    let firstThumbnail = try #require(text.range(of: "▀"))
    #expect(firstName.lowerBound < firstThumbnail.lowerBound, "text first")
    let screen = Self.transcript(of: text)
    #expect(screen.movesPastTop == 0, "nothing drawn above the screen")
    #expect(screen.text == (try Self.expectedGridScreen()))
    #expect(try await avatarRequests() == 100)
  }
}
