package import ExploreCore

/// Writes the JSON of an ``OutputDocument`` piece by piece, as its pages
/// arrive: the envelope, then each section's items as they come, then the
/// closing brackets. The text is byte for byte what
/// ``JSONRenderer/render(_:)`` writes for the whole document.
///
/// ```swift
/// var writer = JSONDocumentWriter(provider: "github", resource: "followers", message: nil, notices: [])
/// output(writer.openSection(id: "followers", title: "Followers"))
/// output(writer.append(pageOfUsers))            // repeat for every page
/// output(writer.closeSection(paging: lastPage))
/// output(writer.finish())                        // "\n  ]\n}\n"
/// ```
///
/// NB: the keys are sorted, so `message` and `notices` come before
/// `sections`: both are written with the envelope, from what is known
/// then (the first page). The caller reports a notice that turns up later
/// elsewhere (standard error).
///
/// - Complexity: O(*n*) in the size of what each call writes; nothing is
///   kept but the nesting state.
package struct JSONDocumentWriter: Sendable {
  private enum State: Sendable {
    case noSection, inSection(hasItems: Bool), betweenSections, finished
  }

  private var envelope: String?
  private var state = State.noSection
  /// The open section's title, written after its items and paging.
  private var pendingTitle = ""

  /// A writer whose envelope names `provider` and `resource`, with the
  /// document's `message` and `notices`.
  package init(provider: String, resource: String, message: String?, notices: [String]) {
    let head: JSONValue = .object([
      "message": message.map(JSONValue.string) ?? .null,
      "notices": .array(notices.map(JSONValue.string)),
      "provider": .string(provider),
      "resource": .string(resource),
    ])
    // NB: the envelope is the object of the other keys, its closing line
    // cut off; "sections" sorts after all of them.
    var text = head.serialized()
    text.removeLast(2)  // "\n}"
    envelope = text + ",\n  \"sections\" : "
  }

  /// Starts a section: the envelope first if not written yet, then the
  /// section's `id` and the start of its `items`.
  package mutating func openSection(id: String, title: String) -> String {
    var text = takeEnvelope()
    switch state {
    case .noSection: text += "[\n    "
    case .betweenSections: text += ",\n    "
    case .inSection, .finished: preconditionFailure("JSONDocumentWriter.openSection needs the previous section closed")
    }
    text += "{\n      \"id\" : " + JSONValue.string(id).serialized() + ",\n      \"items\" : "
    state = .inSection(hasItems: false)
    pendingTitle = title
    return text
  }

  /// The items of the open section that arrived now.
  package mutating func append(_ items: [Item]) -> String {
    guard case .inSection(let hasItems) = state else {
      preconditionFailure("JSONDocumentWriter.append needs an open section")
    }
    guard !items.isEmpty else { return "" }
    var writer = JSONByteWriter(capacity: 1_024 * items.count)
    var order = JSONRenderer.ItemKeyOrder()
    var first = !hasItems
    for item in items {
      writer.append(first ? "[\n        " : ",\n        ")
      first = false
      JSONRenderer.write(item, depth: 4, order: &order, into: &writer)
    }
    state = .inSection(hasItems: true)
    return writer.text
  }

  /// Ends the open section with its `paging` (the last page's) and title.
  package mutating func closeSection(paging: PageInfo?) -> String {
    guard case .inSection(let hasItems) = state else {
      preconditionFailure("JSONDocumentWriter.closeSection needs an open section")
    }
    var text = hasItems ? "\n      ]" : "[]"
    text += ",\n      \"paging\" : " + (paging.map(JSONRenderer.value(for:)) ?? .null).serialized(depth: 3)
    text += ",\n      \"title\" : " + JSONValue.string(pendingTitle).serialized() + "\n    }"
    state = .betweenSections
    return text
  }

  /// The closing brackets (and the envelope, for a document without
  /// sections), ending with a newline as the command prints it.
  package mutating func finish() -> String {
    var text = takeEnvelope()
    switch state {
    case .noSection: text += "[]"
    case .betweenSections: text += "\n  ]"
    case .inSection, .finished: preconditionFailure("JSONDocumentWriter.finish needs every section closed, once")
    }
    state = .finished
    return text + "\n}\n"
  }

  private mutating func takeEnvelope() -> String {
    defer { envelope = nil }
    return envelope ?? ""
  }
}
