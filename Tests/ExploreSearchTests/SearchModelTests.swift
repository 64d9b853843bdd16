import ExploreCore
import ExploreSearch
import ExploreTestSupport
import Testing

@Suite struct SearchModelTests {
  static let names = ["José Pérez", "Morty Smith", "Rick Sanchez", "Summer Smith"]

  @Test func keystrokesWithinTheDebounceSearchOnce() async throws {
    let clock = TestClock()
    let log = SearchLog()
    let model = SearchModel<[String]>(clock: clock) { query in
      await log.record(query)
      return Self.names.filter { TextMatch.matches($0, query: query) }
    }
    var events = model.events.makeAsyncIterator()

    for text in ["j", "jo", "jos", "jose"] {
      await model.update(text)
      await clock.waitForSleepers(1)
      clock.advance(by: .milliseconds(100))
    }
    #expect(clock.sleeperCount == 1, "each keystroke replaced the previous wait")
    clock.advance(by: .milliseconds(199))
    #expect(clock.sleeperCount == 1, "299 ms after the last keystroke, still waiting")
    #expect(await log.queries.isEmpty)

    clock.advance(by: .milliseconds(1))
    #expect(await events.next() == .searching(query: "jose"))
    #expect(await events.next() == .results(query: "jose", ["José Pérez"]))
    #expect(await log.queries == ["jose"])

    await model.finish()
    #expect(await events.next() == nil)
  }

  @Test func theDebounceIsConfigurable() async throws {
    let clock = TestClock()
    let model = SearchModel<String>(debounce: .seconds(1), clock: clock) { $0.uppercased() }
    var events = model.events.makeAsyncIterator()
    await model.update("rick")
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(await events.next() == .searching(query: "rick"))
    #expect(await events.next() == .results(query: "rick", "RICK"))
  }

  @Test func anInvalidQuerySaysWhyAndSearchesNothing() async throws {
    let clock = TestClock()
    let log = SearchLog()
    let validator = SearchValidator.minimumLength(3).and(
      SearchValidator { $0.contains("*") ? .invalid(reason: "Wildcards are not supported; type whole words.") : .valid })
    let model = SearchModel<[String]>(clock: clock, validator: validator) { query in
      await log.record(query)
      return []
    }
    var events = model.events.makeAsyncIterator()

    await model.update("ab")
    #expect(await events.next() == .invalid(reason: "Type at least 3 characters to search."))
    await model.update("ri*ck")
    #expect(await events.next() == .invalid(reason: "Wildcards are not supported; type whole words."))
    await model.update("   ")
    #expect(await events.next() == .idle)
    #expect(clock.sleeperCount == 0)

    await model.finish()
    #expect(await events.next() == nil)
    #expect(await log.queries.isEmpty)
  }

  @Test func onlyTheNewestQueryIsDelivered() async throws {
    let clock = TestClock()
    let gate = Gate()
    let log = SearchLog()
    let model = SearchModel<[String]>(clock: clock) { query in
      await log.record(query)
      if query == "rick" {
        await gate.wait()  // answers late, ignoring cancellation
        await log.recordCancellation(Task.isCancelled)
        return ["Rick (stale)"]
      }
      return ["Morty Smith"]
    }
    var events = model.events.makeAsyncIterator()

    await model.update("rick")
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    #expect(await events.next() == .searching(query: "rick"))
    await gate.waitForArrivals(1)

    await model.update("morty")
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    #expect(await events.next() == .searching(query: "morty"))
    #expect(await events.next() == .results(query: "morty", ["Morty Smith"]))

    await gate.open()
    await model.settle()
    #expect(await log.cancellations == [true], "the older search was cancelled")
    await model.finish()
    #expect(await events.next() == nil, "the late results of 'rick' were dropped")
    #expect(await log.queries == ["rick", "morty"])
  }

  @Test func aFailureIsDeliveredAndRetypingSearchesAgain() async throws {
    let clock = TestClock()
    let log = SearchLog()
    let model = SearchModel<[String]>(clock: clock) { query in
      await log.record(query)
      if await log.queries.count == 1 { throw SearchFailure() }
      return ["Rick Sanchez"]
    }
    var events = model.events.makeAsyncIterator()

    await model.submit("rick")
    #expect(await events.next() == .searching(query: "rick"))
    #expect(await events.next() == .failed(query: "rick", description: "The search service is unavailable; try again."))

    await model.update("rick ")
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(300))
    #expect(await events.next() == .searching(query: "rick"))
    #expect(await events.next() == .results(query: "rick", ["Rick Sanchez"]))
  }

  @Test func theSameQueryDoesNotSearchAgainButSubmitDoes() async throws {
    let clock = TestClock()
    let log = SearchLog()
    let model = SearchModel<Int>(clock: clock) { query in
      await log.record(query)
      return await log.queries.count
    }
    var events = model.events.makeAsyncIterator()

    await model.submit("summer")
    #expect(await events.next() == .searching(query: "summer"))
    #expect(await events.next() == .results(query: "summer", 1))

    await model.update("summer ")
    #expect(clock.sleeperCount == 0, "a trailing space changes nothing")
    await model.submit("summer")
    #expect(await events.next() == .searching(query: "summer"))
    #expect(await events.next() == .results(query: "summer", 2))

    await model.update("")
    #expect(await events.next() == .idle)
    #expect(await log.queries == ["summer", "summer"])
    #expect(await model.text == "")
  }
}

struct SearchFailure: Error, CustomStringConvertible {
  var description: String { "The search service is unavailable; try again." }
}

/// What a test's search function saw.
actor SearchLog {
  private(set) var queries: [String] = []
  private(set) var cancellations: [Bool] = []

  func record(_ query: String) { queries.append(query) }

  func recordCancellation(_ isCancelled: Bool) { cancellations.append(isCancelled) }
}
