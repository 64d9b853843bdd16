import ExploreCore
import ExploreNetworking
@testable import ExploreSignIn
import ExploreTestSupport
import Foundation
import Testing

/// The sign-in building blocks for a provider other than GitHub: a login
/// store named after its service, and the device flow's messages.
@Suite struct LoginStoreTests {
  static let service = SignInService(
    name: "Zoo", loginCommand: "explore zoo login", tokenVariables: ["ZOO_TOKEN", "ZOO_KEY"],
    clientRegistrationAdvice: "Ask the keeper for a client id."
  )

  @Test func aVariableWinsOverTheStoredLoginAndBlankVariablesCountAsUnset() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: Self.service)
    let base = URL(string: "http://127.0.0.1:8080/api")!
    try store.save(.init(token: "stored", login: "keeper"), for: base)
    #expect(LoginStore.hostKey(for: base) == "127.0.0.1:8080")
    #expect(LoginStore.storageKey(for: base) == "http://127.0.0.1:8080")

    let first = try store.credential(environment: ["ZOO_TOKEN": " zoo \n", "ZOO_KEY": "key"], baseURL: base)
    #expect(first?.secret == "zoo")
    #expect(first?.source == "ZOO_TOKEN")
    #expect(try store.credential(environment: ["ZOO_TOKEN": " ", "ZOO_KEY": "key"], baseURL: base)?.source == "ZOO_KEY")
    let stored = try store.credential(environment: [:], baseURL: base, scheme: .token)
    #expect(stored == Credential(secret: "stored", scheme: .token, source: LoginStore.storedLoginSource))
    #expect(try store.credential(environment: [:], baseURL: URL(string: "https://other.example")!) == nil)
    #expect(store.overrideNotices(environment: ["ZOO_KEY": "key"]) == [
      "ZOO_KEY is set, so explore uses it instead of the stored token until you unset it"
    ])
    #expect(store.overrideNotices(environment: ["ZOO_TOKEN": ""]).isEmpty)
  }

  @Test func removingTheLastLoginRemovesTheFileAndOtherHostsAreKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: Self.service)
    try store.save(.init(token: "a", login: nil), forHost: "a.example")
    try store.save(.init(token: "b", login: "bee"), forHost: "b.example")
    #expect(try store.remove(forHost: "a.example")?.token == "a")
    #expect(try store.remove(forHost: "a.example") == nil)
    #expect(try store.login(forHost: "b.example") == .init(token: "b", login: "bee"))
    #expect(try store.remove(forHost: "b.example")?.login == "bee")
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
  }

  @Test func aStoredTokenThatOthersMayReadStillWorksWithAWarning() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: Self.service)
    let base = URL(string: "https://zoo.example")!
    try store.save(.init(token: "t", login: nil), for: base)
    #expect(try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? Int == 0o600)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.fileURL.path)
    var warnings: [String] = []
    #expect(try store.credential(environment: [:], baseURL: base, warn: { warnings.append($0) })?.secret == "t")
    #expect(warnings == ["explore's stored Zoo token at \(store.fileURL.path) is readable by other users; run `chmod 600 \(store.fileURL.path)`."])
  }

  @Test func errorsNameTheServiceItsCommandAndItsVariable() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("not json", to: "zoo-logins.json")
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: Self.service)
    let error = #expect(throws: LoginStoreError.self) { try store.login(forHost: "zoo.example") }
    let path = store.fileURL.path
    #expect(
      error?.description
        == "explore cannot read its stored Zoo logins at \(path): it is not valid JSON (line 1, column 1: expected a value, found 'n'). "
        + "explore left the file as it is: move it aside (`mv \(path) \(path).aside`) and run `explore zoo login`, or set ZOO_TOKEN.")
    try folder.write(#"{"schemaVersion": 9, "logins": {}}"#, to: "zoo-logins.json")
    let newer = #expect(throws: LoginStoreError.self) { try store.save(.init(token: "t", login: nil), forHost: "zoo.example") }
    #expect(newer?.problem == .newerSchema(9))
    #expect(try String(contentsOf: store.fileURL, encoding: .utf8).contains("\"schemaVersion\": 9"))
  }

  /// A host and port do not name a server: a token kept for https is not
  /// sent over plain http to the same host and port, and the warning says
  /// why and what to do (issue 40, item 5).
  @Test func aTokenKeptForHTTPSIsNotGivenForPlainHTTP() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url, fileName: "zoo-logins.json", service: Self.service)
    let https = URL(string: "https://zoo.example:8443/api")!
    let http = URL(string: "http://zoo.example:8443/api")!
    try store.save(.init(token: "kept-for-https", login: nil), for: https)
    #expect(LoginStore.storageKey(for: https) == "zoo.example:8443")
    #expect(try store.credential(environment: [:], baseURL: https)?.secret == "kept-for-https")
    var warnings: [String] = []
    #expect(try store.credential(environment: [:], baseURL: http, warn: { warnings.append($0) }) == nil)
    #expect(warnings == [
      "explore keeps a Zoo token for zoo.example:8443 over https, and does not send it over plain http to http://zoo.example:8443, "
        + "where anyone on the way could read it, so requests there go without a token. "
        + "Use the API's https address, or keep a token for this http address with `explore zoo login --with-token`."
    ])
    // A token kept for the http address is its own, and leaves the https one be.
    try store.save(.init(token: "kept-for-http", login: nil), for: http)
    #expect(try store.credential(environment: [:], baseURL: http)?.secret == "kept-for-http")
    #expect(try store.credential(environment: [:], baseURL: https)?.secret == "kept-for-https")
    #expect(try store.remove(for: http)?.token == "kept-for-http")
    #expect(try store.login(for: https)?.token == "kept-for-https")
  }

  @Test(arguments: ["../zoo-logins.json", "a/b.json", "..", ""])
  func aFileNameThatIsAPathIsRefused(fileName: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = LoginStore(directory: folder.url.appendingPathComponent("config"), fileName: fileName, service: Self.service)
    #expect(throws: LoginStoreError.self) { try store.save(.init(token: "t", login: nil), forHost: "zoo.example") }
    #expect(throws: LoginStoreError.self) { try store.login(forHost: "zoo.example") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  @Test(arguments: [
    (DeviceAuthorizationError.Reason.missingClientID, "`explore zoo login` signs in through an OAuth app of yours, and explore ships none. Ask the keeper for a client id.", ErrorCategory.usage),
    (.denied, "Sign-in was cancelled on Zoo, so nothing was stored. Run `explore zoo login` to try again.", .runtime),
    (.clientRejected(clientID: "c1", answer: "HTTP 404"), "Zoo refused the OAuth app with client id 'c1' (HTTP 404): the id is wrong or the app's device flow is off. Ask the keeper for a client id.", .runtime),
  ])
  func deviceFlowErrorsNameTheService(reason: DeviceAuthorizationError.Reason, message: String, category: ErrorCategory) {
    let error = DeviceAuthorizationError(reason, service: Self.service)
    #expect(error.description == message)
    #expect(error.category == category)
  }
}
