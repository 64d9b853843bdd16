extension ItemSection {
  /// The section without its items.
  public var head: SectionHead {
    SectionHead(id: id, title: title, emptyNote: emptyNote)
  }
}
