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
    return terminal.text.replacingOccurrences(of: "\r\n", with: "\n")
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
    #expect(Self.names(in: text) == Self.logins, "the same names in the same order as without pictures")
    if options == ["--images", "blocks"] { try GoldenFile("Pictures/followers-blocks-120.txt").verify(text) }
    // Served with max-age=300: the second run asks for no avatar.
    let again = try await screen(["github", "followers", AvatarFollowers.user] + options)
    #expect(again.contains("▀"))
    #expect(Self.names(in: again) == Self.logins)
    #expect(try await avatarRequests() == 100)
  }
}
