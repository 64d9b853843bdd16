import ExploreTestSupport
import Foundation
import GitHubSimulation
import Testing

/// The device flow on the loopback server, over HTTP: the web mount plays
/// the script, and the simulated API accepts the token once it is granted.
@Suite struct GitHubDeviceFlowSimulationTests {
  static let form = ["content-type": "application/x-www-form-urlencoded", "accept": "application/json"]

  @Test func theWebMountPlaysTheScriptAndTheAPIAcceptsTheGrantedToken() async throws {
    var script = DeviceFlowScript(answers: [.pending, .pending, .slowDown, .token("gho_simulated", scope: "read:user public_repo")])
    script.interval = 0
    let flow = DeviceFlowServer(script: script)
    let server = try LoopbackServer.start(deviceFlow: flow, fixtures: nil)
    defer { server.stop() }
    let web = server.baseURL(for: DeviceFlowServer.webMountName).absoluteString
    #expect(server.environment["EXPLORE_GITHUB_WEB_URL"] == web)
    #expect(server.environment["EXPLORE_GITHUB_API_URL"] == server.baseURL(for: "github").absoluteString)

    let code = try await server.fetch(
      "/github-web/login/device/code", method: "POST", headers: Self.form, body: Data("client_id=Iv1.x&scope=read%3Auser".utf8))
    #expect(code.status == 200)
    #expect(code.jsonObject?["verification_uri"] as? String == web + "/login/device")
    #expect(code.jsonObject?["interval"] as? Int == 0)
    #expect(flow.seen.first?.form == ["client_id": "Iv1.x", "scope": "read:user"])

    let bearer = ["authorization": "Bearer gho_simulated"]
    #expect(try await server.fetch("/github/user", headers: bearer).status == 401, "not granted yet")

    let poll = Data("client_id=Iv1.x&device_code=\(script.deviceCode)&grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code".utf8)
    var answers: [[String: Any]] = []
    for _ in 0..<4 {
      let answer = try await server.fetch("/github-web/login/oauth/access_token", method: "POST", headers: Self.form, body: poll)
      answers.append(answer.jsonObject ?? [:])
    }
    #expect(answers.map { $0["error"] as? String } == ["authorization_pending", "authorization_pending", "slow_down", nil])
    #expect(answers[2]["interval"] as? Int == 5)
    #expect(answers[3]["access_token"] as? String == "gho_simulated")
    #expect(answers[3]["scope"] as? String == "read:user public_repo")

    let user = try await server.fetch("/github/user", headers: bearer)
    #expect(user.status == 200)
    #expect(user.jsonObject?["login"] as? String == "octo-gen")
    #expect(user.headers["x-oauth-scopes"] == "read:user, public_repo")
    let limits = try await server.fetch("/github/rate_limit", headers: ["authorization": "token gho_simulated"])
    #expect((limits.jsonObject?["rate"] as? [String: Any])?["limit"] as? Int == 5000)
    #expect(try await server.fetch("/github/user", headers: ["authorization": "Bearer gho_other"]).status == 401)
    #expect(try await server.fetch("/github/user", headers: ["authorization": "Bearer \(server.token)"]).headers["x-oauth-scopes"] == nil)
  }

  @Test func aDroppedConnectionCutsTheAnswerShortAndAWrongDeviceCodeIsRefused() async throws {
    let flow = DeviceFlowServer(script: DeviceFlowScript(answers: [.dropConnection, .token("gho_simulated")]))
    let server = try LoopbackServer.start(deviceFlow: flow, fixtures: nil)
    defer { server.stop() }
    let poll = Data("device_code=\(flow.script.deviceCode)&grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code".utf8)
    await #expect(throws: (any Error).self) {
      try await server.fetch("/github-web/login/oauth/access_token", method: "POST", headers: Self.form, body: poll)
    }
    let wrong = try await server.fetch(
      "/github-web/login/oauth/access_token", method: "POST", headers: Self.form,
      body: Data("device_code=nope&grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code".utf8))
    #expect(wrong.jsonObject?["error"] as? String == "incorrect_device_code")
    #expect(try await server.fetch("/github/user", headers: ["authorization": "Bearer gho_simulated"]).status == 401, "never granted")
  }
}
