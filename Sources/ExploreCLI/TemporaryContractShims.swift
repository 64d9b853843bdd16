// NB: TEMPORARY. Minimal stand-ins for Contract B (networking), D (paging) and
// E (rendering) so this branch builds before those branches land. Deleted as
// soon as each real implementation is merged; nothing here is used for real.
package import ExploreCore
package import Foundation

package enum ColorChoice: String, CaseIterable, Sendable { case auto, always, never }

package struct OutputDocument: Sendable, Hashable {
  package var provider: String
  package var resource: String
  package var heading: String?
  package var sections: [ItemSection]
  package var notices: [String]
  package var message: String?
  package var nextPageHint: String?
  package init(provider: String, resource: String, heading: String? = nil, sections: [ItemSection] = [], notices: [String] = [], message: String? = nil, nextPageHint: String? = nil) {
    self.provider = provider; self.resource = resource; self.heading = heading; self.sections = sections
    self.notices = notices; self.message = message; self.nextPageHint = nextPageHint
  }
}

package struct RenderOptions: Sendable {
  package var layout: LayoutStyle; package var width: Int; package var isTerminal: Bool; package var useColor: Bool; package var now: Date
  package init(layout: LayoutStyle, width: Int, isTerminal: Bool, useColor: Bool, now: Date) {
    self.layout = layout; self.width = width; self.isTerminal = isTerminal; self.useColor = useColor; self.now = now
  }
}

package enum TextRenderer {
  package static func render(_ document: OutputDocument, options: RenderOptions) -> String {
    var lines: [String] = []
    if let message = document.message { lines.append(message) }
    for section in document.sections {
      lines.append(section.title)
      if section.items.isEmpty, let note = section.emptyNote { lines.append(note) }
      for item in section.items {
        lines.append(([item.title] + (item.subtitle.map { [$0] } ?? [])).joined(separator: "\t"))
        for child in item.children ?? [] { lines.append("  " + child.title) }
      }
    }
    lines.append(contentsOf: document.notices)
    if let hint = document.nextPageHint { lines.append(hint) }
    return lines.map { $0 + "\n" }.joined()
  }
}

package enum JSONRenderer {
  package static func render(_ document: OutputDocument) throws -> String {
    let sections: [[String: Any]] = document.sections.map { section in
      ["id": section.id, "title": section.title, "items": section.items.map { item -> [String: Any] in
        ["id": item.id, "title": item.title, "children": (item.children ?? []).map { ["id": $0.id, "title": $0.title] }]
      }]
    }
    let object: [String: Any] = ["provider": document.provider, "resource": document.resource, "sections": sections, "notices": document.notices]
    return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self) + "\n"
  }
}

package enum TextWrapper {
  package static func wrap(_ text: String, width: Int, indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, indent + line.count + 1 + word.count > width { lines.append(line); line = "" }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
  }
}

package struct ColorPolicy {
  package static func useColor(_ choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> Bool {
    choice == .always || (choice == .auto && isTerminal && environment["NO_COLOR"] == nil)
  }
}

package enum TerminalSize {
  package static func width(environment: [String: String], fileDescriptor: Int32) -> Int {
    environment["COLUMNS"].flatMap { Int($0) } ?? 80
  }
}

package final class ProgressLine: Sendable {
  let enabled: Bool
  let write: @Sendable (String) -> Void
  package init(enabled: Bool, write: @escaping @Sendable (String) -> Void) { self.enabled = enabled; self.write = write }
  package func update(_ text: String) { if enabled { write("\r" + text) } }
  package func clear() { if enabled { write("\r\u{1B}[K") } }
}

package struct Page<Element: Sendable>: Sendable {
  package var items: [Element]; package var info: PageInfo
  package init(items: [Element], info: PageInfo) { self.items = items; self.info = info }
}
package struct PagingProgress: Sendable { package var pagesLoaded: Int; package var totalPages: Int? }

package actor Paginator<Element: Identifiable & Sendable> where Element.ID: Sendable {
  package typealias Loader = @Sendable (PageCursor) async throws -> Page<Element>
  let loader: Loader
  var next: PageCursor?
  package private(set) var items: [Element] = []
  package private(set) var lastPage: PageInfo?
  package var hasMore: Bool { next != nil }
  package init(start: PageCursor = .first, prefetchDistance: Int = 10, loader: @escaping Loader) { self.next = start; self.loader = loader }
  package func loadNext() async throws -> [Element] {
    guard let cursor = next else { return [] }
    let page = try await loader(cursor); items += page.items; lastPage = page.info; next = page.info.next
    return page.items
  }
  package func loadAll(limit: Int? = nil, concurrency: Int = 6, progress: (@Sendable (PagingProgress) -> Void)? = nil) async throws -> [Element] {
    var loaded = 0
    while hasMore { _ = try await loadNext(); loaded += 1; progress?(PagingProgress(pagesLoaded: loaded, totalPages: lastPage?.totalPages)) }
    return items
  }
}

package enum TextMatch {
  package static func matches(_ text: String, query: String) -> Bool {
    text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}

package struct HTTPCache: Sendable { package init(directory: URL, maximumBytes: Int = 50 << 20) {} }

package struct HTTPClient: HTTPTransport {
  package struct Configuration: Sendable {
    package var apiBaseURL: URL
    package var cache: HTTPCache?
    package var inform: @Sendable (String) -> Void = { _ in }
    package var log: (@Sendable (String) -> Void)?
    package init(apiBaseURL: URL) { self.apiBaseURL = apiBaseURL }
  }
  package init(configuration: Configuration) {}
  package func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw CocoaError(.featureUnsupported) }
}

package struct ReplayTransport: HTTPTransport {
  package init(directory: URL, baseURL: URL, defaultBaseURL: URL) {}
  package func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw CocoaError(.featureUnsupported) }
}

package struct RecordingTransport: HTTPTransport {
  package init(recording upstream: any HTTPTransport, into directory: URL, baseURL: URL) {}
  package func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw CocoaError(.featureUnsupported) }
}
