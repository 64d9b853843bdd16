import ExploreCore
import ExploreRendering

/// The output of a streamed list: JSON through ``JSONDocumentWriter``, or
/// text through ``TextStreamWriter``, fed one page's sections at a time.
struct StreamedOutput {
  private enum Writer {
    case json(JSONDocumentWriter, open: (id: String, paging: PageInfo?)?)
    case text(TextStreamWriter)
  }

  private var writer: Writer
  /// The notices the output was started with.
  let notices: [String]

  init(json: Bool, provider: String, resource: String, message: String?, notices: [String], renderOptions: RenderOptions) {
    self.notices = notices
    if json {
      writer = .json(JSONDocumentWriter(provider: provider, resource: resource, message: message, notices: notices), open: nil)
    } else {
      writer = .text(TextStreamWriter(options: renderOptions, message: message, notices: notices))
    }
  }

  /// The text for the next items of `section`.
  mutating func append(_ section: ItemSection) -> String {
    switch writer {
    case .json(var json, var open):
      var text = ""
      if open?.id != section.id {
        if let open { text += json.closeSection(paging: open.paging) }
        text += json.openSection(id: section.id, title: section.title)
        open = (section.id, nil)
      }
      if let paging = section.paging { open?.paging = paging }
      text += json.append(section.items)
      writer = .json(json, open: open)
      return text
    case .text(var text):
      let lines = text.append(section.items, of: section)
      writer = .text(text)
      return lines
    }
  }

  /// The end of the output, and the notes for standard error.
  mutating func finish(lateNotices: [String]) -> (text: String, stderrNotes: [String]) {
    switch writer {
    case .json(var json, let open):
      var text = ""
      if let open { text += json.closeSection(paging: open.paging) }
      text += json.finish()
      writer = .json(json, open: nil)
      return (text, lateNotices.map { "note: \(TextRenderer.Context.clean($0))" })
    case .text(var text):
      let end = text.finish(lateNotices: lateNotices)
      writer = .text(text)
      return end
    }
  }
}
