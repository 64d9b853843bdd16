import ExploreOpenAPI
import ExploreScaffolding
import Foundation

/// `new-provider --openapi` on any bytes: the document's reader, the
/// schemas' reader and the planner, then the Swift and the fixtures the
/// plan becomes, checked for what a document must never put in them.
enum GeneratorFuzzing {
  /// The provider's name and folders are checked once; only the document varies.
  static let name = try? ProviderName("Fuzzed", reserved: ReservedNames(modules: [], providers: []))

  /// Reads the input as a document, plans it (with the operation limit
  /// raised, so that the planner sees every operation), writes the
  /// provider, its records, its loopback test, its fixtures and their README,
  /// and checks the provider's two files line by line.
  static func document(_ data: Data) {
    guard let document = try? OpenAPIDocument(data: data),
      let plan = try? OpenAPIPlan(document, providerName: "Fuzzed", limit: 2_000),
      let name, !plan.resources.isEmpty
    else { return }
    let source = OpenAPISource(plan: plan, name: name, baseURL: "https://api.example.test", title: document.title ?? "Fuzzed")
    for text in [source.provider, source.records] { checkSwift(text) }
    for file in Scaffold(name: name, baseURL: source.baseURL, openAPI: source).files {
      precondition(!file.contents.unicodeScalars.contains(where: isUnsafe), "\(file.path) holds a control or invisible character")
    }
  }

  /// Whether `scalar` must never be in a generated file: a control other
  /// than the line feed, a format character, or a line or paragraph separator.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\n" { return false }
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
    return [.format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
  }

  /// Traps unless every line of `text` is code whose string literals hold
  /// only the generator's escapes (`\\`, `\"`, `\n`, `\r`, `\t`, `\u{…}`),
  /// so none interpolates or ends early, and whose comments hold no `*/` or `/*`.
  static func checkSwift(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let scalars = Array(line.unicodeScalars)
      var index = 0
      var inLiteral = false
      while index < scalars.count {
        let scalar = scalars[index]
        if inLiteral {
          if scalar == "\\" {
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            precondition(["\\", "\"", "n", "r", "t", "u"].contains(next), "a literal holds \\\(next): \(line)")
            if next == "u" {
              precondition(index + 2 < scalars.count && scalars[index + 2] == "{", "a \\u without braces: \(line)")
              index = (scalars[index...].firstIndex(of: "}") ?? scalars.count) + 1
              continue
            }
            index += 2
            continue
          }
          if scalar == "\"" { inLiteral = false }
        } else if scalar == "\"" {
          inLiteral = true
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          let comment = String(String.UnicodeScalarView(scalars[index...]))
          precondition(!comment.contains("*/") && !comment.dropFirst().contains("/*"), "a comment holds */ or /*: \(line)")
          break
        } else {
          precondition(!(scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "*"), "a block comment opens: \(line)")
        }
        index += 1
      }
      precondition(!inLiteral, "a literal is not closed on its line: \(line)")
    }
  }
}
