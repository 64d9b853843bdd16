import ExploreNetworking
import Testing

@Suite struct RetryPolicyTests {
  @Test func doublesFromTheBaseDelayWithoutJitter() {
    let policy = RetryPolicy(baseDelay: .milliseconds(100), maximumDelay: .seconds(10), jitter: 0)
    #expect(policy.delay(beforeRetry: 1) == .milliseconds(100))
    #expect(policy.delay(beforeRetry: 2) == .milliseconds(200))
    #expect(policy.delay(beforeRetry: 3) == .milliseconds(400))
    #expect(policy.delay(beforeRetry: 4) == .milliseconds(800))
  }

  @Test func capsAtTheMaximumDelay() {
    let policy = RetryPolicy(baseDelay: .seconds(1), maximumDelay: .seconds(3), jitter: 0)
    #expect(policy.delay(beforeRetry: 5) == .seconds(3))
    #expect(policy.delay(beforeRetry: 60) == .seconds(3))
  }

  @Test(arguments: [0.0, 0.25, 0.999])
  func jitterTakesAwayUpToItsShare(_ random: Double) {
    let policy = RetryPolicy(baseDelay: .seconds(1), jitter: 0.5, random: { random })
    let delay = policy.delay(beforeRetry: 1)
    #expect(delay <= .seconds(1))
    #expect(delay >= .milliseconds(500))
    #expect(delay == .seconds(1) * (1 - 0.5 * random))
  }

  @Test func neverWaitsLessThanRetryAfter() {
    let policy = RetryPolicy(baseDelay: .milliseconds(100), jitter: 0)
    #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(2)) == .seconds(2))
    #expect(policy.delay(beforeRetry: 1, retryAfter: .milliseconds(10)) == .milliseconds(100))
  }

  @Test func defaultsAreBounded() {
    let policy = RetryPolicy.default
    #expect(policy.maximumRetries == 4)
    #expect(policy.maximumTotalTime == .seconds(30))
    #expect(RetryPolicy.none.maximumRetries == 0)
  }
}
