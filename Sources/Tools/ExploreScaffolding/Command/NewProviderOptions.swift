/// The command line of `new-provider`, parsed.
struct NewProviderOptions {
  /// The default base URL of a scaffolded provider.
  static let defaultBaseURL = "https://api.example.com"

  var name: String
  var baseURL: String
  /// Whether `--base-url` was given: it then wins over the document's server.
  var isBaseURLGiven: Bool
  /// The OpenAPI document to generate the provider from (`--openapi`).
  var openAPIFile: String?
  /// The tags or path prefixes to generate (`--only`, repeated); empty for all.
  var only: [String]
  var isDryRun: Bool
  var showsHelp: Bool

  /// Parses `arguments` as SwiftPM passes them to the plugin.
  ///
  /// `--allow-writing-to-package-directory` is ignored: SwiftPM passes it
  /// on when it is written after the verb. `--base-url` takes its value as
  /// the next argument or after `=`.
  init(parsing arguments: [String]) throws(NewProviderError) {
    var names: [String] = []
    var baseURL: String?
    var isDryRun = false
    var showsHelp = false
    var openAPIFile: String?
    var only: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--allow-writing-to-package-directory":
        continue
      case "--dry-run":
        isDryRun = true
      case "-h", "--help":
        showsHelp = true
      case "--base-url":
        guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
          throw NewProviderError("--base-url needs a URL, such as --base-url https://openlibrary.org.", isUsage: true)
        }
        baseURL = value
      case _ where argument.hasPrefix("--base-url="):
        baseURL = String(argument.dropFirst("--base-url=".count))
      case "--openapi":
        guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
          throw NewProviderError("--openapi needs the path of an OpenAPI document in JSON, such as --openapi petstore.json.\n\n\(NewProviderError.usage)", isUsage: true)
        }
        openAPIFile = value
      case _ where argument.hasPrefix("--openapi="):
        openAPIFile = String(argument.dropFirst("--openapi=".count))
      case "--only":
        guard let value = remaining.popFirst(), !value.hasPrefix("-"), !value.isEmpty else {
          throw NewProviderError("--only needs a tag or a path prefix, such as --only pets or --only /pets.\n\n\(NewProviderError.usage)", isUsage: true)
        }
        only.append(value)
      case _ where argument.hasPrefix("--only="):
        only.append(String(argument.dropFirst("--only=".count)))
      case _ where argument.hasPrefix("-"):
        throw NewProviderError("Unknown option '\(argument)'.\n\n\(NewProviderError.usage)", isUsage: true)
      default:
        names.append(argument)
      }
    }
    self.showsHelp = showsHelp
    self.isDryRun = isDryRun
    self.openAPIFile = openAPIFile
    self.only = only
    self.isBaseURLGiven = baseURL != nil
    if showsHelp {
      self.name = names.first ?? ""
      self.baseURL = Self.defaultBaseURL
      return
    }
    guard names.count == 1, let name = names.first else {
      let problem = names.isEmpty ? "Give the new provider's name" : "Give one name, not \(names.count) (\(names.joined(separator: ", ")))"
      throw NewProviderError("\(problem), such as 'new-provider OpenLibrary'.\n\n\(NewProviderError.usage)", isUsage: true)
    }
    if openAPIFile?.isEmpty == true {
      throw NewProviderError("--openapi needs the path of an OpenAPI document in JSON, such as --openapi petstore.json.\n\n\(NewProviderError.usage)", isUsage: true)
    }
    if !only.isEmpty, openAPIFile == nil {
      throw NewProviderError("--only picks operations of an OpenAPI document: give the document with --openapi <file.json>.\n\n\(NewProviderError.usage)", isUsage: true)
    }
    self.name = name
    self.baseURL = try Self.validBaseURL(baseURL ?? Self.defaultBaseURL)
  }

  /// `value` without a trailing slash, when it is an absolute http(s) URL
  /// with a host and no query or fragment, written in printable ASCII
  /// without the characters a URL may not hold as they are (`"`, `\`, `<`,
  /// `>`, `{`, `}`, `|`, `^`, `` ` `` and spaces): the generated code passes
  /// it to `URL(string:)`, which must not fail.
  static func validBaseURL(_ value: String) throws(NewProviderError) -> String {
    var text = value
    while text.hasSuffix("/") { text.removeLast() }
    let parts = text.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
    let isHTTP = text.hasPrefix("https://") || text.hasPrefix("http://")
    let host = parts.count > 2 ? parts[2] : ""
    let isPlain = text.unicodeScalars.allSatisfy { ("!"..."~").contains($0) && !"?#\"\\<>{}|^`".unicodeScalars.contains($0) }
    guard isHTTP, !host.isEmpty, isPlain else {
      throw NewProviderError(
        "'\(value)' is not a base URL: give an http or https URL with a host and no query, such as https://openlibrary.org or https://api.example.com/v1.",
        isUsage: true
      )
    }
    return text
  }
}
