import Foundation

/// What a test collects, in order, from any thread or task: log lines,
/// notes, progress reports, the durations a client asked to sleep.
///
/// ```swift
/// let notes = Recorded<String>()
/// let client = HTTPClient(configuration: .init(inform: notes.append))
/// #expect(notes.all == ["…"])
/// ```
package final class Recorded<Element: Sendable>: Sendable {
  private let elements = Locked<[Element]>([])

  package init() {}

  /// Adds `element` after the others.
  @Sendable package func append(_ element: Element) {
    elements.withLock { $0.append(element) }
  }

  /// Everything added so far, in order.
  package var all: [Element] {
    elements.withLock { $0 }
  }
}
