import ExploreArguments
import ExploreTestSupport
import Foundation
import Testing

/// Each function of `ShellSpelling` read back by the shell itself: what a
/// document holds stays the text it was, and runs nothing (issue 40).
@Suite struct ShellSpellingTests {
  /// Text that a shell would run, expand, split or end a word on.
  static let hostile = [
    "$(touch x)", "`touch x`", "(touch x)", "a;b", "a|b", "a&&b", "it's", #"say "hi""#, #"back\slash"#, #"\'"#, "two words",
    "$HOME", "*", "~", "{a,b}", "new\nline", "tab\tbed", "", "-n", "--", "#comment", "é 🐈",
  ]

  static func available(_ shell: String) -> Bool {
    ["/bin", "/usr/bin", "/usr/local/bin"].contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(shell)") }
  }

  /// The NUL-separated words `script` prints in `shell`.
  static func printed(by shell: String, _ script: String) throws -> [String] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // NB: the shell's own files (fish keeps some) go to HOME; a command a
    // word ran would leave `x` in the working folder.
    let home = folder.url.appendingPathComponent("home"), work = folder.url.appendingPathComponent("work")
    for url in [home, work] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    let child = try PipedProcess.start(
      URL(fileURLWithPath: "/usr/bin/env"), arguments: [shell], environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"],
      directory: work, input: script)
    let output = child.output.fileHandleForReading.readDataToEndOfFile()
    child.process.waitUntilExit()
    #expect(child.process.terminationStatus == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty, "a word ran a command")
    return String(decoding: output, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test(.enabled(if: available("bash"), "needs bash"))
  func aPOSIXWordIsReadBackByBash() throws {
    let script = Self.hostile.map { "printf '%s\\0' \(ShellSpelling.posixWord($0))" }.joined(separator: "\n") + "\n"
    #expect(try Self.printed(by: "bash", script) == Self.hostile)
  }

  @Test(.enabled(if: available("zsh"), "needs zsh; install it (apt-get install zsh) to run this test"))
  func aPOSIXWordIsReadBackByZsh() throws {
    let script = Self.hostile.map { "printf '%s\\0' \(ShellSpelling.posixWord($0))" }.joined(separator: "\n") + "\n"
    #expect(try Self.printed(by: "zsh", script) == Self.hostile)
  }

  @Test(.enabled(if: available("fish"), "needs fish; install it (apt-get install fish) to run this test"))
  func aFishWordIsReadBackByFish() throws {
    let script = Self.hostile.map { "printf '%s\\0' \(ShellSpelling.fishWord($0))" }.joined(separator: "\n") + "\n"
    #expect(try Self.printed(by: "fish", script) == Self.hostile)
  }

  /// `complete -a` and `complete -n` text is expanded once more: `eval`
  /// does that here.
  @Test(.enabled(if: available("fish"), "needs fish; install it (apt-get install fish) to run this test"))
  func fishArgumentsAndCommandsAreReadBackAfterTheSecondExpansion() throws {
    let values = Self.hostile.filter { !$0.isEmpty }
    let arguments = "set -l words \(ShellSpelling.fishArguments(values))\neval printf \"'%s\\\\0'\" $words\n"
    #expect(try Self.printed(by: "fish", arguments) == values)
    let command = "eval \(ShellSpelling.fishCommand(["printf", "%s\\0"] + values))\n"
    #expect(try Self.printed(by: "fish", command) == values)
  }

  @Test func aFishDescriptionIsOneCleanLine() {
    #expect(ShellSpelling.fishDescription("a\u{1B}[2Jb\nc\u{202E}d") == "'ab cd'")
  }
}
