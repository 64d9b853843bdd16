/// An injected fault rule as the server reports it (``LoopbackServer/faults()``).
public struct LoopbackFaultStatus: Sendable, Hashable, Decodable {
  /// The path prefix the rule matches.
  public var match: String
  /// How many more requests the rule acts on; `nil` means it acts on every request.
  public var timesLeft: Int?
  /// How many requests the rule has acted on so far.
  public var hits: Int

  public init(match: String, timesLeft: Int?, hits: Int) {
    self.match = match
    self.timesLeft = timesLeft
    self.hits = hits
  }
}
