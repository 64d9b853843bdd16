package import ExploreTables
package import ExploreCore
package import ExploreNetworking
import Foundation

extension ResourceRequest {
  /// The query items of the request's search and of each of `options` it
  /// gives, in order: `search=TEXT` for the search, `parameter=value` for
  /// an option (as the user typed a choice, matched to the API's spelling;
  /// its default when not given, unless `defaults` is false),
  /// `parameter=true` for a flag. Values are trimmed, as the search is, and
  /// an option left blank sends nothing.
  ///
  /// A search whose parameter is also an option's (a list whose `--search`
  /// is its `name` filter) fills that option's place in the order instead
  /// of leading the query; ``searchConflict(_:search:)`` says when the two
  /// disagree.
  ///
  /// ```swift
  /// request.query([diet, endangered], search: "q")   // [("q", "lion"), ("diet", "carnivore"), ("endangered", "true")]
  /// ```
  package func query(_ options: [QueryOption], search parameter: String? = nil, defaults: Bool = true) -> [URLBuilder.QueryItem] {
    var items: [URLBuilder.QueryItem] = []
    let searched = parameter.flatMap { _ in Self.trimmed(search) }
    let fills = parameter.map { parameter in options.contains { $0.parameter == parameter } } ?? false
    if let parameter, let searched, !fills {
      items.append((parameter, searched))
    }
    for option in options {
      let name = option.descriptor.name
      switch option.descriptor.kind {
      case .flag:
        if flag(name) { items.append((option.parameter, "true")) }
      case .value:
        if fills, option.parameter == parameter, let searched {
          items.append((option.parameter, searched))
          continue
        }
        guard let value = Self.trimmed(self.option(name) ?? (defaults ? option.descriptor.defaultValue : nil)) else { continue }
        let spelled = option.descriptor.allowedValues?.first { $0.lowercased() == value.lowercased() } ?? value
        items.append((option.parameter, spelled))
      }
    }
    return items
  }

  /// The error of a search that fills an option's parameter while the
  /// option gives other text (compared case-insensitively, as such APIs
  /// match), or `nil`.
  package func searchConflict(_ options: [QueryOption], search parameter: String?) -> SearchConflictError? {
    guard let parameter, let searched = Self.trimmed(search),
      let option = options.first(where: { $0.parameter == parameter && $0.descriptor.kind != .flag }),
      let given = Self.trimmed(self.option(option.descriptor.name)), given.lowercased() != searched.lowercased()
    else { return nil }
    return SearchConflictError(search: searched, name: given, option: option.descriptor.name, parameter: parameter)
  }

  /// `text` without the spaces around it, or `nil` when nothing is left.
  private static func trimmed(_ text: String?) -> String? {
    guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    return text
  }
}
