import ExploreCore
import Foundation
import Testing

/// A token with a line break or another control character is a clear
/// error, not a header URLSession drops so that requests go out
/// unauthenticated (issue 21, class 11).
@Suite struct CredentialValidationTests {
  @Test func surroundingWhitespaceAndLineBreaksAreTrimmed() throws {
    let credential = try Credential(validating: "  ghp_abc123\r\n", source: "GH_TOKEN")
    #expect(credential.secret == "ghp_abc123")
    #expect(credential.source == "GH_TOKEN")
  }

  @Test(arguments: [
    ("ghp_a\r\nX-Evil: 1", "a line break"),
    ("ghp_a\nb", "a line break"),
    ("ghp_a\rb", "a line break"),
    ("ghp_a\tb", "a tab"),
    ("ghp_a\u{0}b", "a NUL character"),
    ("ghp_a\u{7F}b", "a control character (U+007F)"),
    ("ghp_a\u{1B}[2Jb", "a control character (U+001B)"),
    ("ghp_a\u{85}b", "a control character (U+0085)"),
    ("ghp_a\u{9B}b", "a control character (U+009B)"),
  ])
  func aControlCharacterInsideTheSecretIsAnError(_ secret: String, _ character: String) {
    let error = #expect(throws: InvalidCredentialError.self) {
      try Credential(validating: secret, source: "GH_TOKEN")
    }
    #expect(error == InvalidCredentialError(source: "GH_TOKEN", character: character))
    #expect(error?.description == """
      The token (from GH_TOKEN) contains \(character), so explore cannot send it. \
      Set it again as the token alone, on one line, with no control characters (a line break pasted into the middle is the usual cause); \
      a stored login is replaced by signing in again.
      """)
    #expect(error?.description.contains("ghp_a") == false, "the message never shows the secret")
  }

  @Test func aCredentialMadeWithoutValidationIsCheckedBeforeItIsSent() {
    let credential = Credential(secret: "abc\ndef", source: "standard input")
    #expect(throws: InvalidCredentialError(source: "standard input", character: "a line break")) {
      try credential.requireWellFormed()
    }
    #expect(throws: Never.self) { try Credential(secret: "ghp_ok-ÄÖ", source: "x").requireWellFormed() }
  }
}
