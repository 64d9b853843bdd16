public import ExploreYAML
public import ExploreJSONTape

/// Why an OpenAPI document cannot become a provider, as a sentence that says
/// what failed, why, and what to do next. Nothing is written when one of
/// these is thrown.
public enum OpenAPIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The document is larger than ``OpenAPIDocument/maximumSize``.
  case tooLarge(size: Int, limit: Int)
  /// The document starts as JSON does, and is not JSON.
  case notJSON(OpenAPIJSONSyntaxError)
  /// The document is not JSON, and not YAML either.
  case notYAML(YAMLError)
  /// Arrays and objects nest deeper than ``OpenAPIJSON/maximumDepth``.
  case nestedTooDeep(OpenAPIJSONSyntaxError)
  /// The document is JSON or YAML, but not an object.
  case notAnObject
  /// The document's `openapi` field is not 3.0 or 3.1, nor its `swagger`
  /// field 2.0: `openapi "2.0"`, `swagger "1.2"`, or `nil` for neither field.
  case unsupportedVersion(String?)
  /// The document has no `paths` object.
  case missingPaths
  /// More operations than can be generated at once without `--only`.
  case tooManyOperations(count: Int, limit: Int)

  public var description: String {
    switch self {
    case .tooLarge(let size, let limit):
      "The OpenAPI document is \(Self.mebibytes(size)), larger than the \(Self.mebibytes(limit)) explore reads. Keep the parts you need (the paths and the schemas they name) in a smaller document."
    case .notJSON(let error):
      "The OpenAPI document starts as JSON does, but is not JSON (\(error)). Fix the document there, or give its YAML form."
    case .notYAML(let error):
      "The OpenAPI document is neither JSON nor YAML: \(error.description.prefix(1).lowercased() + error.description.dropFirst()) Check that it is the document you meant."
    case .nestedTooDeep(let error):
      "The OpenAPI document nests arrays and objects more than \(OpenAPIJSON.maximumDepth) deep (\(error.description.prefix { $0 != ":" })), far deeper than any API description needs; it was not read. Check that it is the document you meant."
    case .notAnObject:
      "The OpenAPI document is not an object with \"openapi\" and \"paths\" members, so it describes no API."
    case .unsupportedVersion(let version):
      "The document says \(version ?? "neither openapi nor swagger"), and explore reads Swagger 2.0, OpenAPI 3.0 and 3.1. Check that it is an API description, and give its version as openapi: 3.1.0 (or swagger: \"2.0\")."
    case .missingPaths:
      "The OpenAPI document has no \"paths\" object, so it describes no operation to explore."
    case .tooManyOperations(let count, let limit):
      "The OpenAPI document has \(count) GET operations, more than \(limit) to generate as Swift at once. Pick the parts to generate with --only <tag or path prefix> ('explore api add' takes them all, and its 'api show' lists the tags and prefixes with their counts)."
    }
  }

  /// `12.5 MiB`.
  private static func mebibytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
  }
}
