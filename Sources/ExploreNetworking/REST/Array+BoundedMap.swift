extension Array where Element: Sendable {
  /// `transform` applied to every element, at most `width` at once, the
  /// results in the order of the elements.
  ///
  /// For requests a provider makes together, such as the id batches of an
  /// expansion: concurrent, but never more than `width` in flight.
  ///
  /// ```swift
  /// let pages = try await batches.boundedMap(width: 4) { batch in try await fetch(batch) }
  /// ```
  ///
  /// The first error cancels the transforms still running and is thrown.
  ///
  /// - Precondition: `width` is at least 1.
  /// - Complexity: `count` calls of `transform`, at most `width` at a time.
  public func boundedMap<Output: Sendable>(
    width: Int,
    _ transform: @escaping @Sendable (Element) async throws -> Output
  ) async throws -> [Output] {
    precondition(width > 0, "boundedMap needs a width of at least 1, got \(width)")
    if count == 1 { return [try await transform(self[0])] }
    return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
      var results = [Output?](repeating: nil, count: count)
      var nextIndex = 0
      func startNext() {
        guard nextIndex < count else { return }
        let index = nextIndex
        let element = self[index]
        nextIndex += 1
        group.addTask { (index, try await transform(element)) }
      }
      for _ in 0..<Swift.min(width, count) { startNext() }
      while let (index, output) = try await group.next() {
        results[index] = output
        startNext()
      }
      return results.map { $0! }
    }
  }
}
