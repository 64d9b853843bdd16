package import ExploreCore

/// Everything one command prints: sections of items, notes about them, an
/// action's outcome, and how to get more.
///
/// For one page, `--page N` and `--limit N`, the command merges the pages
/// it loaded into one section per list before rendering, so text and JSON
/// output describe the whole result at once (`--json` is one document,
/// never one per page). `--all` streams the same output page by page
/// instead (``JSONDocumentWriter``, ``TextStreamWriter``), without ever
/// holding the whole list in one document.
///
/// ```swift
/// let document = OutputDocument(
///   provider: "github", resource: "followers",
///   sections: [ItemSection(id: "followers", title: "Followers", items: users, paging: info)],
///   nextPageHint: "explore github followers octocat --page 2"
/// )
/// print(TextRenderer.render(document, options: options))
/// ```
package struct OutputDocument: Sendable, Hashable {
  /// The provider's command name: `github`.
  package var provider: String
  /// The resource's command name: `followers`.
  package var resource: String
  /// An optional line above the sections, such as "octocat".
  package var heading: String?
  /// The lists to show, pages merged; expanded items carry children.
  package var sections: [ItemSection]
  /// Things the user should know about the result, such as "results are
  /// incomplete". Shown near the first section's header.
  package var notices: [String]
  /// An action's outcome, such as "Starred apple/swift".
  package var message: String?
  /// The command that shows the next page, without a label:
  /// "explore github followers octocat --page 2".
  package var nextPageHint: String?

  /// A document; everything but the provider and resource is optional, so
  /// an action's outcome is `OutputDocument(provider:resource:message:)`.
  package init(
    provider: String,
    resource: String,
    heading: String? = nil,
    sections: [ItemSection] = [],
    notices: [String] = [],
    message: String? = nil,
    nextPageHint: String? = nil
  ) {
    self.provider = provider
    self.resource = resource
    self.heading = heading
    self.sections = sections
    self.notices = notices
    self.message = message
    self.nextPageHint = nextPageHint
  }
}
