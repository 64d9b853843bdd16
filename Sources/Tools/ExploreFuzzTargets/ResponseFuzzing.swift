import ExploreCore
import ExploreHTTPCache
import ExplorePaging
import ExploreNetworking
import Foundation

/// What a server says beyond a body: its headers read together with the
/// body, and the pages of a list with whatever counts and next links the
/// server claims.
enum ResponseFuzzing {
  /// The statuses the header readers treat differently.
  static let statuses = [200, 200, 304, 401, 403, 404, 422, 429, 500, 503]

  /// A fixed "now", so that a run depends on its input alone.
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// Response headers (`Retry-After`, the rate-limit headers, `Link`,
  /// `ETag`, `Cache-Control`) with the body, through every reader of them:
  /// rate limits, the error a failed response becomes and its message, the
  /// paging a `Link` header gives, a cache entry, and a provider's request
  /// answered with them.
  ///
  /// Input layout: byte 0 picks the status and byte 1 the provider request,
  /// then `Name: value` lines up to an empty line, then the body.
  static func headersAndBody(_ data: Data) {
    guard data.count >= 2 else { return }
    let status = statuses[Int(data[data.startIndex]) % statuses.count]
    let selector = Int(data[data.startIndex + 1])
    let rest = data.dropFirst(2)
    let (headers, body) = split(rest)
    let url = URL(string: "https://api.github.com/user/1/followers?per_page=100&page=2")!
    let response = HTTPResponse(status: status, headers: headers, body: body, url: url)

    let limits = RateLimitHeaders(headers, now: now)
    _ = (limits.limit, limits.remaining, limits.used, limits.resetsAt, limits.resource, limits.retryAfter, limits.isExhausted)
    _ = APIError.rateLimit(of: response, body: ErrorBody(body), now: now)
    do {
      _ = try response.requireSuccess("the fuzzed request")
    } catch {
      _ = String(describing: error)
    }
    _ = PageDecoder.linkHeader(of: response, at: .number(2), totalCount: nil)
    _ = PageDecoder.linkHeader(of: response, at: .url(url), totalCount: Int(body.count))
    let entry = HTTPCache.Entry(url: url, response: response, storedAt: now)
    _ = (entry.etag, entry.lastModified, entry.hasValidator)

    let cases = ProviderResponseFuzzing.cases
    let chosen = cases[selector % cases.count]
    let transport = HeaderAnswerTransport(status: status, headers: headers, body: body)
    let provider = chosen.provider.init(
      context: ProviderContext(
        baseURL: chosen.provider.descriptor.defaultBaseURL, transport: transport, environment: ["GH_TOKEN": "fuzz-token"],
        directories: ProviderResponseFuzzing.directories
      )
    )
    BlockingTask.run {
      _ = try? await provider.load(chosen.request, at: .first)
    }
  }

  /// The header lines before the first empty line, and the body after it.
  static func split(_ data: Data) -> (HTTPHeaders, Data) {
    var headers = HTTPHeaders()
    var index = data.startIndex
    while index < data.endIndex {
      let end = data[index...].firstIndex(of: 0x0A) ?? data.endIndex
      let line = data[index..<end]
      index = end < data.endIndex ? data.index(after: end) : end
      if line.isEmpty || line == Data([0x0D]) { break }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
      let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
      let value = String(decoding: line[line.index(after: colon)...], as: UTF8.self)
      headers[name] = value.trimmingCharacters(in: .whitespaces)
    }
    return (headers, Data(data[index...]))
  }

  /// A page of a list as the stream sees it: what it says, and how many
  /// elements it claims.
  struct ClaimedPage: PagedContent {
    var pageInfo: PageInfo
    var elementCount: Int
  }

  /// The page stream (`--all`, `--changes`, `--watch`) given pages whose
  /// counts, totals and next links the input chooses: numbers near
  /// `Int.max` and `Int.min`, links back to pages already loaded, cursors
  /// that alternate, pages claimed too large. The stream must end (with or
  /// without an error) without crashing or hanging.
  ///
  /// Input layout: byte 0 the concurrency (1...8), byte 1 the cap, then
  /// four bytes a page: the element count, the kind of next link, and two
  /// bytes that pick its number and the claimed total.
  static func pageStream(_ data: Data) {
    guard data.count >= 2 else { return }
    let bytes = [UInt8](data)
    let concurrency = Int(bytes[0] % 8) + 1
    let caps: [PageCap] = [.refuseBeyond(100), .stopAt(3), .onDemand(expected: 2, ceiling: 50), .rows(45, pageSize: 10, cap: 100)]
    let cap = caps[Int(bytes[1]) % caps.count]
    let pages = Array(bytes.dropFirst(2))
    let numbers = [0, 1, 2, 3, -1, Int.max, Int.min, Int.max - 1, 10_000_000, 10_000_001, 1 << 40]
    let loader: @Sendable (PageCursor) async throws -> ClaimedPage = { cursor in
      let number = cursor.pageNumber ?? 1
      // NB: the page's four bytes come from its number, wrapping around the
      // input, so a cursor the server invents still gets a page.
      let slot = pages.isEmpty ? 0 : ((abs(number % 1_000) * 4) % max(pages.count, 1))
      func byte(_ offset: Int) -> Int { pages.isEmpty ? 0 : Int(pages[(slot + offset) % pages.count]) }
      let elementCount = byte(0) == 255 ? PagingLimits.maxItemsPerPage + 1 : byte(0) % 12
      let target = numbers[byte(2) % numbers.count]
      let total: Int? = byte(3) % 4 == 0 ? nil : numbers[byte(3) % numbers.count]
      let next: PageCursor?
      switch byte(1) % 6 {
      case 0: next = nil
      case 1: next = .number(number &+ 1)
      case 2: next = .number(target)
      case 3: next = URL(string: "https://api.example.com/items?page=\(target)").map(PageCursor.url)
      case 4: next = URL(string: "https://api.example.com/items?cursor=\(byte(2) % 3)").map(PageCursor.url)
      default: next = cursor
      }
      return ClaimedPage(pageInfo: PageInfo(number: number, totalPages: total, totalCount: total, next: next), elementCount: elementCount)
    }
    BlockingTask.run {
      let stream = PageStream<ClaimedPage>(concurrency: concurrency, cap: cap, loader: loader)
      var delivered = 0
      do {
        for try await _ in stream {
          delivered += 1
          // NB: a bound of the target's own, far beyond every cap above.
          if delivered > 1_000 { break }
        }
      } catch {
        _ = String(describing: error)
      }
    }
  }
}

/// Answers every request with one status, header block and body.
struct HeaderAnswerTransport: HTTPTransport {
  var status: Int
  var headers: HTTPHeaders
  var body: Data

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    HTTPResponse(status: status, headers: headers, body: body, url: request.url)
  }
}
