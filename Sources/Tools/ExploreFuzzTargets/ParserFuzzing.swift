import ExploreCommands
import ExploreArguments
import ExploreCore
import ExploreNetworking
import ExploreTerminal
import Foundation

/// The pure parsers: no I/O, one pass over the input.
enum ParserFuzzing {
  static let base = URL(string: "https://api.example.com/v1/items?page=1")!

  /// `LinkHeader` on the input as text, then the paging a provider derives
  /// from it (``PageDecoder/linkHeader(of:at:totalCount:)``), and the
  /// lenient URL reading it uses.
  static func linkHeader(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    let header = LinkHeader(text, relativeTo: base)
    _ = (header.next, header.prev, header.first, header.last)
    for link in header.links {
      _ = link.url.absoluteString
      _ = PageCursor.url(link.url).pageNumber
    }
    _ = PageInfo.linked(next: header.next, last: header.last, current: .first, totalCount: nil)
    _ = PageInfo.linked(next: header.next, last: header.last, current: .number(3), totalCount: nil)
    _ = URL(lenient: text)
  }

  /// The catalog of every provider explore ships.
  static let catalog = ProviderCatalog(ProviderRegistry.all.map { $0.descriptor })

  /// The input split at NUL bytes into an argv; parsed, then the help or
  /// error text the CLI would print for it.
  static func arguments(_ data: Data) {
    let arguments = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let parser = CommandLineParser(catalog: catalog)
    let help = HelpFormatter(catalog: catalog, width: 20 + (data.first.map(Int.init) ?? 60))
    do {
      switch try parser.parse(arguments, environment: [:]) {
      case .help(let scope): _ = help.help(for: scope)
      case .run(let command): _ = help.usage(for: .resource(provider: command.provider.name, path: command.resource.path))
      case .version, .providers, .completions, .api: break
      }
    } catch let error as UsageError {
      _ = help.errorText(for: error)
    } catch {}
  }

  /// The key decoder, fed the input in chunks whose sizes the first byte
  /// picks, with a flush (the escape timeout) at every zero byte.
  static func keyDecoder(_ data: Data) {
    guard let first = data.first else { return }
    let chunk = Int(first % 7) + 1
    var decoder = KeyDecoder()
    var rest = data.dropFirst()[...]
    while !rest.isEmpty {
      let piece = rest.prefix(chunk)
      rest = rest.dropFirst(chunk)
      _ = decoder.feed(piece)
      if piece.last == 0 { _ = decoder.flush() }
    }
    _ = decoder.flush()
  }

  /// Display widths and truncation, which skip ANSI escape sequences
  /// with the escape scanner.
  static func escapeScanner(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    let width = DisplayWidth.of(text)
    precondition(width >= 0, "A width is never negative")
    let limit = Int(data.first ?? 0) % 40
    let truncated = DisplayWidth.truncate(text, to: limit)
    precondition(DisplayWidth.of(truncated) <= limit, "truncate(_:to:) gave \(DisplayWidth.of(truncated)) columns for \(limit)")
  }
}
