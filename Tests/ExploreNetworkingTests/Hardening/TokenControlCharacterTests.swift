import ExploreCore
import ExploreNetworking
@testable import ExploreSignIn
import ExploreTestSupport
import Foundation
import Testing

/// A token with CR/LF from the environment, a stored login or any other
/// outside text stops with ``InvalidCredentialError``; no request goes out
/// unauthenticated (issue 21, class 11).
@Suite(.serialized) struct TokenControlCharacterTests {
  static let service = SignInService(
    name: "Zoo", loginCommand: "explore zoo login", tokenVariables: ["ZOO_TOKEN"], clientRegistrationAdvice: "Ask the keeper.")
  static let base = URL(string: "http://127.0.0.1:8080/api")!

  @Test func aVariableWithALineBreakInsideIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: Self.service)
    #expect(throws: InvalidCredentialError(source: "ZOO_TOKEN", character: "a line break")) {
      try store.credential(environment: ["ZOO_TOKEN": "zoo-secret\r\nX-Injected: yes"], baseURL: Self.base)
    }
    // A trailing newline, as `echo` leaves, is only trimmed.
    #expect(try store.credential(environment: ["ZOO_TOKEN": "zoo-secret\n"], baseURL: Self.base)?.secret == "zoo-secret")
  }

  @Test func aStoredLoginWithALineBreakInsideIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: Self.service)
    try store.save(.init(token: "stored\nsecret", login: "keeper"), for: Self.base)
    #expect(throws: InvalidCredentialError(source: LoginStore.storedLoginSource, character: "a line break")) {
      try store.credential(environment: [:], baseURL: Self.base)
    }
  }

  @Test func theClientSendsNothingWithACredentialItCannotSend() async throws {
    let hostile = try HostileServer()
    defer { hostile.stop() }
    let credential = Credential(secret: "\(HostileServer.token)\r\nX-Injected: yes", source: "standard input")
    let error = try await #require(throws: InvalidCredentialError.self) {
      try await hostile.client().send(HTTPRequest(url: hostile.url("/items/1"), credential: credential))
    }
    #expect(error.source == "standard input")
    #expect(!error.description.contains(HostileServer.token))
    #expect(try await hostile.server.requestCount() == 0)
  }
}
