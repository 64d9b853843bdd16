extension Duration {
  /// `seconds` as a duration, clamped to `0...limit`: a number a server
  /// sent (`retry-after: 1e400`, a reset centuries away) or a clock that
  /// jumped never traps and never means "forever".
  ///
  /// NaN and negative values are zero; infinity is `limit`.
  ///
  /// - Complexity: O(1).
  static func seconds(clamping seconds: Double, to limit: Duration) -> Duration {
    guard seconds > 0 else { return .zero }  // NB: also false for NaN
    // NB: below 9e15 s the milliseconds fit in Int64; beyond that (or the
    // limit) the limit stands for "longer than anything explore waits".
    guard seconds < min(limit.inSeconds, 9e15) else { return limit }
    return .milliseconds(Int64((seconds * 1000).rounded(.up)))
  }

  /// The duration in seconds, with its fraction.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
