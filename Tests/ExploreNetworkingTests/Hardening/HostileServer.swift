import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation

/// A loopback server whose `api` mount answers what a hostile or broken
/// server would, and clients configured for it with small limits.
///
/// Routes (under `/api`):
/// - `/items/:n`: a small JSON object (with faults injected per test);
/// - `/big/:bytes`: a JSON string of that many bytes, plainly;
/// - `/gzip`: ``HostileServer/gzipText`` as a gzip member of stored blocks;
/// - `/bomb/:bytes`: a gzip stream that inflates to that many zeros;
/// - `/redirect-to?location=...`: a 302 to that location;
/// - `/headers?name=value&...`: a 429 or 403 with those headers (`status=` picks);
/// - `/many-headers/:n`: a 200 with `n` header fields `x-field-<i>: <i>`;
/// - `/long-header/:bytes`: a 200 with one header field of that many bytes;
/// - `/long-link/:n`: a 200 whose `Link` header names `n` pages;
/// - `/deep/:n`: a JSON body of arrays nested `n` deep;
/// - `/bom`: a JSON object after a UTF-8 byte order mark;
/// - `/not-modified`: a 304, whatever the request asked.
struct HostileServer {
  static let token = "hostile-test-token-SECRET"
  /// The text `/gzip` sends compressed.
  static let gzipText = #"{"greeting":"hello, gzip","padding":""# + String(repeating: "z", count: 3000) + #""}"#

  let server: LoopbackServer

  init() throws {
    var router = LoopbackRouter()
    router.get("/items/:n") { call in .json(["id": Int(call["n"] ?? "") ?? 0, "name": "item \(call["n"] ?? "")"]) }
    router.get("/big/:bytes") { call in
      let count = Int(call["bytes"] ?? "") ?? 0
      return LoopbackResponse(
        status: 200, headers: [("content-type", "application/json")], body: Data(("\"" + String(repeating: "b", count: count) + "\"").utf8))
    }
    router.get("/gzip") { _ in
      LoopbackResponse(
        status: 200, headers: [("content-type", "application/json"), ("content-encoding", "gzip")],
        body: Gzip.stored(Data(Self.gzipText.utf8)))
    }
    router.get("/bomb/:bytes") { call in
      LoopbackResponse(
        status: 200, headers: [("content-type", "application/json"), ("content-encoding", "gzip")],
        body: Gzip.bomb(inflatingTo: Int(call["bytes"] ?? "") ?? 0))
    }
    router.get("/redirect-to") { call in
      let location = call.request.queryValue("location") ?? "/"
      return .json(["message": "Found"], status: 302, headers: [("location", location)])
    }
    router.get("/headers") { call in
      let status = Int(call.request.queryValue("status") ?? "") ?? 429
      let headers = call.request.queryItems.filter { $0.name != "status" }.map { ($0.name, $0.value ?? "") }
      return .json(["message": "hostile headers"], status: status, headers: headers)
    }
    router.get("/many-headers/:n") { call in
      let count = Int(call["n"] ?? "") ?? 0
      return .json(["many": "headers"], headers: (0..<count).map { ("x-field-\($0)", String($0)) })
    }
    router.get("/long-header/:bytes") { call in
      .json(["long": "header"], headers: [("x-long", String(repeating: "h", count: Int(call["bytes"] ?? "") ?? 0))])
    }
    router.get("/long-link/:n") { call in
      let count = Int(call["n"] ?? "") ?? 0
      let link = (1...max(count, 1)).map { "<http://127.0.0.1/api/items?page=\($0)>; rel=\"page\($0)\"" }.joined(separator: ", ")
      return .json(["long": "link"], headers: [("link", link)])
    }
    router.get("/deep/:n") { call in
      let depth = Int(call["n"] ?? "") ?? 0
      let body = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      return LoopbackResponse(status: 200, headers: [("content-type", "application/json")], body: Data(body.utf8))
    }
    router.get("/bom") { _ in
      LoopbackResponse(status: 200, headers: [("content-type", "application/json")], body: Data([0xEF, 0xBB, 0xBF] + Array(#"{"id":1,"name":"after a BOM"}"#.utf8)))
    }
    router.get("/not-modified") { _ in LoopbackResponse(status: 304, headers: [("etag", "\"never-asked\"")]) }
    let mount = LoopbackMount(name: "api", router: router)
    server = try LoopbackServer.start(mounts: [mount], fixtures: nil, token: Self.token, maxSeconds: 600)
  }

  func stop() { server.stop() }

  var apiBase: URL { server.baseURL(for: "api") }

  func url(_ relative: String) -> URL {
    URL(lenient: apiBase.absoluteString + relative)!
  }

  /// A client for the `api` mount; sleeps between retries are recorded, not slept.
  func client(
    requestTimeout: Duration = .seconds(10),
    totalTimeout: Duration = .seconds(60),
    maximumResponseBytes: Int = 32 * 1_048_576,
    retryPolicy: RetryPolicy = RetryPolicy(maximumRetries: 0),
    maximumRateLimitWait: Duration = .seconds(60),
    sleeps: Sleeps = Sleeps(),
    notes: Lines = Lines()
  ) -> HTTPClient {
    var configuration = HTTPClient.Configuration(
      apiBaseURL: apiBase,
      defaultHeaders: ["Accept": "application/json"],
      retryPolicy: retryPolicy,
      maximumRateLimitWait: maximumRateLimitWait,
      inform: { notes.append($0) },
      apiName: "Hostile",
      requestTimeout: requestTimeout,
      totalTimeout: totalTimeout,
      maximumResponseBytes: maximumResponseBytes,
      timeZone: TimeZone(identifier: "UTC")!)
    configuration.sleep = { duration in sleeps.append(duration) }
    return configuration.makeClient()
  }

  /// `GET url` as the client logs and names it: `GET http://127.0.0.1:PORT/api/...`.
  func endpoint(_ relative: String) -> String {
    "GET \(url(relative).absoluteString)"
  }
}
