import ExploreCore
import ExploreNetworking
import Foundation
import Testing

@Suite struct RateLimitHeadersTests {
  @Test func readsGitHubHeaders() {
    let headers = RateLimitHeaders(["X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "4999", "X-RateLimit-Used": "1",
                                    "X-RateLimit-Reset": "1372700873", "X-RateLimit-Resource": "core"])
    #expect(headers.limit == 5000)
    #expect(headers.remaining == 4999)
    #expect(headers.used == 1)
    #expect(headers.resource == "core")
    #expect(headers.resetsAt == Date(timeIntervalSince1970: 1_372_700_873))
    #expect(!headers.isExhausted)
  }

  @Test func readsAResetInMilliseconds() {
    let headers = RateLimitHeaders(["x-ratelimit-reset": "1507651200000"])
    #expect(headers.resetsAt == Date(timeIntervalSince1970: 1_507_651_200))
  }

  @Test func readsRetryAfterAsSecondsOrAnHTTPDate() {
    #expect(RateLimitHeaders(["retry-after": "7"]).retryAfter == .seconds(7))
    let now = Date(timeIntervalSince1970: 784_111_767)  // Sun, 06 Nov 1994 08:49:27 GMT
    let later = RateLimitHeaders(["retry-after": "Sun, 06 Nov 1994 08:49:37 GMT"], now: now)
    #expect(later.retryAfter == .seconds(10))
    #expect(RateLimitHeaders(["retry-after": "soon"]).retryAfter == nil)
  }
}
