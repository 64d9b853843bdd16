import ExploreCore
import ExploreNetworking
import ExplorePictureLoading
import ExploreTestSupport
import Foundation
import Testing

/// A token is never sent with a picture: not to another host, and not even
/// to the API's own host, through the very client that sends it to the API.
@Suite struct PictureCredentialLoopbackTests {
  @Test func noTokenGoesWithAPicture() async throws {
    let png = Portrait.png()
    var api = LoopbackRouter()
    api.get("/user") { _ in .json(["login": "octocat"]) }
    api.get("/avatars/1") { _ in LoopbackResponse(status: 200, headers: [("content-type", "image/png")], body: Data(png)) }
    var images = LoopbackRouter()
    images.get("/u/1") { _ in LoopbackResponse(status: 200, headers: [("content-type", "image/png")], body: Data(png)) }
    let server = try LoopbackServer.start(mounts: [LoopbackMount(name: "api", router: api), LoopbackMount(name: "images", router: images)], fixtures: nil)
    defer { server.stop() }

    let client = HTTPClient(configuration: HTTPClient.Configuration(apiBaseURL: server.baseURL(for: "api")))
    let credential = Credential(secret: "sekrit-token-1234", source: "GH_TOKEN")
    let user = try await client.send(HTTPRequest(url: server.baseURL(for: "api").appendingPathComponent("user"), credential: credential))
    #expect(user.status == 200)

    let loader = PictureLoader(transport: client, timeout: PictureLoaderTests.patient)
    let onAPIHost = server.baseURL(for: "api").appendingPathComponent("avatars/1")
    let elsewhere = server.baseURL.appendingPathComponent("images/u/1")
    let fetched = await loader.bytes(for: [onAPIHost, elsewhere])
    #expect(fetched[onAPIHost] == png)
    #expect(fetched[elsewhere] == png)

    let requests = try await server.requests()
    let apiRequest = try #require(requests.first { $0.path == "/api/user" })
    #expect(apiRequest.header("authorization") == "Bearer sekrit-token-1234")
    let pictureRequests = requests.filter { $0.path == "/api/avatars/1" || $0.path == "/images/u/1" }
    #expect(pictureRequests.count == 2)
    for request in pictureRequests {
      #expect(request.header("authorization") == nil)
      #expect(!request.headers.values.contains { $0.contains("sekrit") })
    }
  }

  @Test func aPictureDeclaredTooLargeIsRefusedBeforeItsBodyIsRead() async throws {
    var images = LoopbackRouter()
    images.get("/huge.png") { _ in
      var response = LoopbackResponse(status: 200, headers: [("content-type", "image/png")], body: Data(Portrait.png()))
      response.declaredLength = 1 << 30
      return response
    }
    let server = try LoopbackServer.start(mounts: [LoopbackMount(name: "images", router: images)], fixtures: nil)
    defer { server.stop() }
    let notes = Locked<[String]>([])
    let client = HTTPClient(configuration: HTTPClient.Configuration(apiBaseURL: server.baseURL(for: "api")))
    let loader = PictureLoader(transport: client, timeout: PictureLoaderTests.patient, note: { note in notes.withLock { $0.append(note) } })
    let url = server.baseURL(for: "images").appendingPathComponent("huge.png")
    #expect(await loader.bytes(for: [url]).isEmpty)
    #expect(notes.withLock { $0 } == ["picture left out: \(url.absoluteString): it has more than the 8388608 bytes a picture may have"])
  }
}
