package import ExploreCore
import ExploreTerminal
/// A provider as the one-line list of `explore providers` shows it: its
/// names, its summary and how many resources it has, without its tables.
/// Actions (`login`, `logout`, `star`) are commands, not resources to
/// browse, and are not counted: an added API's count is the one
/// `explore api add` said.
///
/// The APIs added at run time are listed from these, kept beside their
/// declarations, so that the list does not read every declaration whole.
package struct ProviderSummary: Codable, Sendable, Hashable {
  /// The provider's name, then its aliases.
  package var names: [String]
  package var summary: String
  package var resourceCount: Int

  package init(names: [String], summary: String, resourceCount: Int) {
    self.names = names
    self.summary = summary
    self.resourceCount = resourceCount
  }

  package init(_ descriptor: ProviderDescriptor) {
    self.init(names: [descriptor.name] + descriptor.aliases, summary: descriptor.summary, resourceCount: descriptor.resources.filter { $0.kind != .action }.count)
  }

  /// The summary with its names and text through the terminal's sieve
  /// (``ExploreTerminal/TerminalText``), as ``ProviderDescriptor/printable``
  /// makes a descriptor's: a summary read back from a file may have been
  /// written by anyone who could write that file.
  package var printable: ProviderSummary {
    ProviderSummary(names: names.map(TerminalText.line), summary: TerminalText.line(summary), resourceCount: resourceCount)
  }
}
