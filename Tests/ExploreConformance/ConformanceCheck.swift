/// One of the checks of ``ProviderConformance``, for a test that runs each
/// as a case of its own:
///
/// ```swift
/// @Test(arguments: ConformanceCheck.allCases)
/// func conforms(_ check: ConformanceCheck) async {
///   let failures = await Self.conformance.failures(of: check)
///   #expect(failures.isEmpty, "\(ConformanceFailure.report(failures))")
/// }
/// ```
public enum ConformanceCheck: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Every example runs offline within its expansion budgets (``ProviderConformance/exampleFailures()``).
  case examples
  /// Every expansion runs offline within its budget (``ProviderConformance/expansionFailures()``).
  case expansions
  /// Every bad value is refused before any request (``ProviderConformance/refusalFailures()``).
  case refusals

  public var description: String { rawValue }
}

extension ProviderConformance {
  /// The failures of `check`; empty when the provider passes it.
  public func failures(of check: ConformanceCheck) async -> [ConformanceFailure] {
    switch check {
    case .examples: await exampleFailures()
    case .expansions: await expansionFailures()
    case .refusals: await refusalFailures()
    }
  }
}

extension ConformanceFailure {
  /// `failures`, one a line, for a test's message.
  public static func report(_ failures: [ConformanceFailure]) -> String {
    failures.map(\.description).joined(separator: "\n")
  }
}
