/// What one step of the scoreboard came to for one list resource.
public enum StepOutcome: Sendable, Hashable {
  /// The step worked, and its answer is the simulation's.
  case passed
  /// The step failed: `reason` names the kind of failure (the same words
  /// wherever it happens, so that failures can be counted by kind);
  /// `detail` says what was seen.
  case failed(reason: String, detail: String)
  /// The API has nothing for this step (a list that does not page, no
  /// detail path, no search parameter).
  case notApplicable(String)

  /// Whether the step passed or had nothing to do.
  public var isPassOrNotApplicable: Bool {
    switch self {
    case .passed, .notApplicable: true
    case .failed: false
    }
  }

  public var passed: Bool { self == .passed }

  public var isApplicable: Bool {
    if case .notApplicable = self { return false }
    return true
  }

  /// The failure's kind, if it failed.
  public var reason: String? {
    if case .failed(let reason, _) = self { return reason }
    return nil
  }
}

/// The steps each list resource is tried with, as a user types them.
public enum ScoreboardStep: String, Sendable, Hashable, CaseIterable, Comparable {
  case list = "list"
  case pageTwo = "page 2"
  case all = "--all"
  case detail = "detail"
  case search = "search"

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
