package import ExploreTables
package import ExploreCore
package import ExploreNetworking
import Foundation

extension ResourceRequest {
  /// The query items of the request's search and of each of `options` it
  /// gives, in order: `search=TEXT` for the search (trimmed; none when blank),
  /// `parameter=value` for an option (as the user typed a choice, matched to
  /// the API's spelling; its default when not given, unless `defaults` is
  /// false), `parameter=true` for a flag.
  ///
  /// ```swift
  /// request.query([diet, endangered], search: "q")   // [("q", "lion"), ("diet", "carnivore"), ("endangered", "true")]
  /// ```
  package func query(_ options: [QueryOption], search parameter: String? = nil, defaults: Bool = true) -> [URLBuilder.QueryItem] {
    var items: [URLBuilder.QueryItem] = []
    if let parameter, let text = search?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
      items.append((parameter, text))
    }
    for option in options {
      let name = option.descriptor.name
      switch option.descriptor.kind {
      case .flag:
        if flag(name) { items.append((option.parameter, "true")) }
      case .value:
        guard let value = self.option(name) ?? (defaults ? option.descriptor.defaultValue : nil) else { continue }
        let spelled = option.descriptor.allowedValues?.first { $0.lowercased() == value.lowercased() } ?? value
        items.append((option.parameter, spelled))
      }
    }
    return items
  }
}
