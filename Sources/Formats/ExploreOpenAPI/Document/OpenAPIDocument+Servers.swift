extension OpenAPIDocument {
  /// The longest server URL read, in characters: a server is a base URL.
  static let maximumServerLength = 2_048

  /// The first server's absolute URL and, for a server without a host,
  /// its path.
  ///
  /// OpenAPI 3: `servers[0].url` with each `{variable}` replaced by its
  /// `default` (a variable without one leaves the server unread); a URL
  /// that starts with `/` is a path. Swagger 2.0: `schemes` (`https` when
  /// listed, else the first), `host` and `basePath`; `basePath` alone is a
  /// path.
  ///
  /// - Complexity: O(*n*) in the length of the server's URL.
  static func server(of root: OpenAPIJSON, specification: Specification) -> (url: String?, path: String?) {
    switch specification {
    case .swagger2:
      let basePath = root["basePath"]?.string.map(trimmed) ?? ""
      guard let host = root["host"]?.string, !host.isEmpty, !host.contains("/"), host.count < maximumServerLength else {
        return (nil, basePath.hasPrefix("/") && basePath.count > 1 ? basePath : nil)
      }
      let schemes = root["schemes"]?.array?.compactMap(\.string).map { $0.lowercased() } ?? []
      let scheme = schemes.contains("https") ? "https" : schemes.first { $0 == "http" } ?? "https"
      return ("\(scheme)://\(host)\(basePath.hasPrefix("/") ? basePath : "")", nil)
    case .openAPI3:
      guard let server = root["servers"]?.array?.first, let written = server["url"]?.string, written.count < maximumServerLength else {
        return (nil, nil)
      }
      guard let filled = filling(written, from: server["variables"]) else { return (nil, nil) }
      let url = trimmed(filled)
      if url.hasPrefix("/") { return (nil, url.count > 1 ? url : nil) }
      return (url.isEmpty ? nil : url, nil)
    }
  }

  /// `template` with each `{name}` replaced by `variables[name].default`;
  /// `nil` when a variable has no default or a brace is not closed.
  private static func filling(_ template: String, from variables: OpenAPIJSON?) -> String? {
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { return nil }
      let name = String(rest[rest.index(after: open)..<close])
      guard let value = variables?[name]?["default"]?.scalarText else { return nil }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// `text` without its trailing slashes.
  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }
}
