/// How many requests expanding one page of a list may make: the bound an
/// expansion promises, which the conformance suite checks against the
/// provider's fixtures.
///
/// ```swift
/// ExpansionDescriptor(name: "characters", summary: "…", childKind: "character", cost: .requests(2))
/// ExpansionDescriptor(name: "pilots", summary: "…", childKind: "person", cost: .pages(of: ["people"]))
/// ```
public enum ExpansionCost: Sendable, Hashable {
  /// At most this many requests, whatever the data: batches of a
  /// multiple-ids endpoint, or a join against a list of one page.
  case requests(Int)
  /// One request per page of the provider's list resource `path` (loaded
  /// with no arguments), plus `plus` others: a join that loads that whole
  /// list (``JoinAll``), whose cost grows with the list.
  case pages(of: [String], plus: Int = 0)
}
