import ExploreNetworking
@testable import ExploreSignIn
import ExploreTestSupport
import Foundation
import Testing

/// A token printed by another tool, with a fake tool on `PATH`.
@Suite struct TokenCommandTests {
  /// `zoo token --for HOST` from a folder that holds a `zoo` running `script`.
  func command(_ script: String?, in folder: TemporaryFolder) throws -> TokenCommand {
    if let script {
      try folder.write("#!/bin/sh\n\(script)\n", to: "bin/zoo")
      try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.url.appendingPathComponent("bin/zoo").path)
    }
    return TokenCommand(
      executable: "zoo", arguments: ["token", "--for", "zoo.example"], toolName: "the Zoo CLI",
      installAdvice: "Install it from https://zoo.example/cli", signInCommand: "zoo login",
      alternative: "run `explore zoo login` without --from-zoo",
      environment: ["PATH": "/nonexistent:" + folder.url.appendingPathComponent("bin").path]
    )
  }

  @Test func aProgramOpenForWritingIsStartedAgainAndNothingElseIs() {
    #expect(TokenCommand.isBusy(NSError(domain: NSPOSIXErrorDomain, code: Int(ETXTBSY))))
    #expect(TokenCommand.isBusy(NSError(domain: NSCocoaErrorDomain, code: 256, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ETXTBSY))])))
    #expect(!TokenCommand.isBusy(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))))
    #expect(!TokenCommand.isBusy(NSError(domain: NSCocoaErrorDomain, code: 4)))
  }

  @Test func theToolsOneWordIsTheToken() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(try command(#"[ "$*" = "token --for zoo.example" ] && printf '  zoo_secret\n'"#, in: folder).token() == "zoo_secret")
  }

  @Test(arguments: [
    ("exit 0", TokenCommandError.Reason.signedOut(status: 0)),
    ("echo two words", .signedOut(status: 0)),
    ("echo zoo_secret; exit 3", .signedOut(status: 3)),
  ])
  func anythingButOneWordAndSuccessIsNoToken(script: String, reason: TokenCommandError.Reason) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let error = #expect(throws: TokenCommandError.self) { try command(script, in: folder).token() }
    #expect(error?.reason == reason)
    #expect(error?.description.contains("Run `zoo login` first, or run `explore zoo login` without --from-zoo.") == true)
    #expect(!(error?.description.contains("zoo_secret") ?? true))
  }

  /// A tool that never stops printing is stopped after 64 KiB, instead of
  /// being read until memory runs out (issue 34).
  /// A tool that cannot start is said in explore's words, never in
  /// Foundation's "(NSCocoaErrorDomain error 256.)".
  @Test(arguments: [
    (NSError(domain: NSCocoaErrorDomain, code: 256, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))]), "permission denied"),
    (NSError(domain: NSPOSIXErrorDomain, code: Int(EAGAIN)), "resource temporarily unavailable"),
    (NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileNoSuchFile.rawValue), "the program was not found"),
    (NSError(domain: NSCocoaErrorDomain, code: 256), "the system could not start it (error 256)"),
  ])
  func aToolThatCannotStartIsSaidInExploresWords(error: NSError, expected: String) {
    let reason = TokenCommand.reason(launching: error)
    #expect(reason == expected)
    #expect(!reason.contains("NSCocoaErrorDomain") && !reason.contains("could not be completed"))
  }

  @Test func aToolThatPrintsWithoutEndIsStopped() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let error = #expect(throws: TokenCommandError.self) { try command("while :; do echo zoo_secret_zoo_secret; done", in: folder).token() }
    #expect(error?.reason == .tooMuchOutput(limit: 64 << 10))
    #expect(error?.description == "`zoo token --for zoo.example` printed more than 64 KiB, which is no token, so explore stopped it. "
      + "Run it yourself to see what it prints, or run `explore zoo login` without --from-zoo.")
  }

  @Test func aMissingToolSaysWhereToGetIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let error = #expect(throws: TokenCommandError.self) { try command(nil, in: folder).token() }
    #expect(error?.description == "explore takes the token from the Zoo CLI, but no `zoo` is on your PATH. "
      + "Install it from https://zoo.example/cli, or run `explore zoo login` without --from-zoo.")
  }
}
