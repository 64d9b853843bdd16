/// Why an OpenAPI document cannot become a provider, as a sentence that says
/// what to do next. Nothing is written when one of these is thrown.
enum OpenAPIError: Error, Equatable, CustomStringConvertible {
  /// The file is not JSON (a YAML document must be converted first).
  case notJSON
  /// The document's `openapi` field is missing or not 3.0 or 3.1.
  case unsupportedVersion(String?)
  /// The document has no `paths` object.
  case missingPaths
  /// More operations than can be generated at once without `--only`.
  case tooManyOperations(count: Int, limit: Int)
  /// A `$ref` that names nothing in the document.
  case unresolvableReference(String)

  var description: String {
    switch self {
    case .notJSON:
      "The OpenAPI document is not JSON. new-provider reads JSON only: convert a YAML document first, for example with `yq -o=json spec.yaml > spec.json`."
    case .unsupportedVersion(let version):
      "The document says openapi \(version.map { "\"\($0)\"" } ?? "nothing"), and new-provider reads OpenAPI 3.0 and 3.1 only. Convert a Swagger 2.0 document to OpenAPI 3 first."
    case .missingPaths:
      "The OpenAPI document has no \"paths\" object, so it describes no operation to explore."
    case .tooManyOperations(let count, let limit):
      "The OpenAPI document has \(count) GET operations, more than \(limit) at once. Pick the parts to generate with --only <tag or path prefix>."
    case .unresolvableReference(let reference):
      "The OpenAPI document refers to \(reference), which it does not define. Fix the reference, or leave its operation out with --only."
    }
  }
}
