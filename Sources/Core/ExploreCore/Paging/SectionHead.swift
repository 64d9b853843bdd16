/// A section without its items: what names it, and what it says when it
/// has none. A list in sections that is paged as one run of rows keeps its
/// sections' heads with each page (``Page/sections``), so that a section a
/// page names with no row still shows its note.
public struct SectionHead: Sendable, Hashable {
  public var id: String
  public var title: String
  public var emptyNote: String?

  public init(id: String, title: String, emptyNote: String? = nil) {
    self.id = id
    self.title = title
    self.emptyNote = emptyNote
  }
}
