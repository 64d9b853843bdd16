import Foundation

extension OpenAPIDocument {
  /// What an operation's success answers in JSON: the schema and example
  /// of its `200` (or first `2xx`) response, and that response's headers.
  public struct SuccessBody: Sendable {
    /// The schema, unresolved; `nil` when the response gives none.
    public var schema: OpenAPIJSON?
    /// The response's example body, when the document gives one.
    public var example: OpenAPIJSON?
    /// The response's header names, in lower case.
    public var headers: [String]
    /// Whether the response streams its answer, one message after another
    /// for as long as the connection lasts: a gRPC gateway's
    /// `Stream result of …` (Argo CD's `/api/v1/stream/applications`).
    public var isStream = false
  }

  /// The JSON body of `operation`'s success response, or `nil` when it
  /// answers no JSON: in OpenAPI 3, the `application/json` content (else
  /// the first `+json` type, else `*/*`); in Swagger 2.0, the response's
  /// `schema` when the operation (or the document) produces JSON.
  ///
  /// NB: `application/json` is what a request without an `Accept` of its
  /// own is answered with, which is what explore sends; a vendor type
  /// (`application/vnd.github.star+json`) answers only when asked for.
  public func successBody(of operation: Operation) -> SuccessBody? {
    guard let responses = operation.body["responses"]?.object else { return nil }
    let code = responses.keys.filter { $0.hasPrefix("2") }.sorted().first
    guard let code, let response = responses[code].flatMap(resolve) else { return nil }
    let headers = response["headers"]?.object?.keys.map { $0.lowercased() } ?? []
    let says = (response["description"]?.string ?? "").lowercased()
    let isStream = { (schema: OpenAPIJSON?) in
      says.contains("streaming response") || (schema.flatMap(resolve)?["title"]?.string ?? "").hasPrefix("Stream result of")
    }
    switch specification {
    case .swagger2:
      let produces = (operation.body["produces"] ?? root["produces"])?.array?.compactMap(\.string) ?? []
      guard produces.isEmpty || produces.contains(where: Self.isJSON) else { return nil }
      let examples = response["examples"]?.object ?? [:]
      let example = examples.first { Self.isJSON($0.key) }?.value ?? response["schema"].flatMap(resolve)?["example"]
      return SuccessBody(schema: response["schema"], example: example, headers: headers, isStream: isStream(response["schema"]))
    case .openAPI3:
      let content = response["content"]?.object ?? [:]
      let types = content.keys.sorted()
      let chosen =
        types.first { $0.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() == "application/json" }
        ?? types.first(where: Self.isJSON) ?? types.first { $0.hasPrefix("*/*") }
      guard let chosen, let json = content[chosen] else { return nil }
      var example = json["example"]
      if example == nil, let first = json["examples"]?.object?.sorted(by: { $0.key < $1.key }).first?.value {
        example = resolve(first)?["value"]
      }
      return SuccessBody(
        schema: json["schema"], example: example ?? json["schema"].flatMap(resolve)?["example"], headers: headers, isStream: isStream(json["schema"]))
    }
  }

  /// The schema of a parameter: its `schema` in OpenAPI 3 (and for a
  /// Swagger 2.0 body parameter), else the parameter itself, which in
  /// Swagger 2.0 holds its `type`, `enum`, `default` and `maximum`.
  public func parameterSchema(_ parameter: OpenAPIJSON) -> OpenAPIJSON? {
    if let schema = parameter["schema"] { return schema }
    return specification == .swagger2 && parameter["type"] != nil ? parameter : nil
  }

  /// The document's security schemes, by name: `components.securitySchemes`,
  /// or Swagger 2.0's `securityDefinitions` (whose `basic` is OpenAPI 3's
  /// `http` with the scheme `basic`).
  public var securitySchemes: [(name: String, scheme: OpenAPIJSON)] {
    let schemes = root["components"]?["securitySchemes"]?.object ?? root["securityDefinitions"]?.object ?? [:]
    return schemes.sorted { $0.key < $1.key }.map { (name: $0.key, scheme: resolve($0.value) ?? $0.value) }
  }

  /// Whether a media type is JSON: `application/json`, `text/json`, `…+json`.
  static func isJSON(_ mediaType: String) -> Bool {
    let type = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    return type == "application/json" || type == "text/json" || type.hasSuffix("+json")
  }
}
