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
    // NB: each task awaits its output before it builds `(index, output)`;
    // see ``start(_:of:in:_:)``.
    return try await withThrowingTaskGroup(of: (Int, Output).self, returning: [Output].self) { group in
      var outputs = [Output?](repeating: nil, count: count)
      var started = 0
      while started < Swift.min(width, count) {
        Self.start(started, of: self, in: &group, transform)
        started += 1
      }
      while let (index, output) = try await group.next() {
        precondition(outputs.indices.contains(index), "boundedMap received index \(index) of \(outputs.count)")
        outputs[index] = output
        if started < count {
          Self.start(started, of: self, in: &group, transform)
          started += 1
        }
      }
      return outputs.map { output in
        guard let output else { preconditionFailure("boundedMap finished with a result missing") }
        return output
      }
    }
  }

  /// Each element's outcome of `transform`, at most `width` at once, in the
  /// order of the elements: a failure is that element's result and never
  /// stops the others. Only a cancellation is thrown.
  ///
  /// - Precondition: `width` is at least 1.
  /// - Complexity: `count` calls of `transform`, at most `width` at a time.
  public func boundedResults<Output: Sendable>(
    width: Int,
    _ transform: @escaping @Sendable (Element) async throws -> Output
  ) async throws -> [Result<Output, any Error>] {
    let results = try await boundedMap(width: width) { element -> Result<Output, any Error> in
      do {
        return .success(try await transform(element))
      } catch let error where !(error is CancellationError) {
        return .failure(error)
      }
    }
    try Task.checkCancellation()
    return results
  }

  private static func start<Output: Sendable>(
    _ index: Int,
    of elements: [Element],
    in group: inout ThrowingTaskGroup<(Int, Output), any Error>,
    _ transform: @escaping @Sendable (Element) async throws -> Output
  ) {
    let element = elements[index]
    group.addTask {
      // NB: never `(index, try await transform(element))`. Swift 6.3.1's
      // optimiser (LLVM's dead store elimination) drops the store of
      // `index` that such a tuple makes into the task's result before the
      // `await`, when the closure has another path that stores it (a
      // `catch` that returns): the release build's FavoritesLoader, whose
      // tasks had that `catch`, read index 0 or garbage from
      // `group.next()` (issue 40; a trap in `Array.subscript.modify`, or
      // one row of three). Awaiting first stores nothing before the
      // suspension.
      let output = try await transform(element)
      return (index, output)
    }
  }
}
