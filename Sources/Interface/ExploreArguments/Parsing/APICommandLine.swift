import ExploreCore
/// Parses the words after `explore api`, as the main parser parses a
/// resource: `--opt value` and `--opt=value`, options anywhere after the
/// subcommand, `--` to end them, `-h`/`--help` at any point.
///
/// ```swift
/// try APICommandLine.parse(["add", "pokeapi", "pokeapi.yaml", "--only", "pokemon"])
/// // .api(.add(APIAddition(name: "pokeapi", document: "pokeapi.yaml", only: ["pokemon"])))
/// ```
package enum APICommandLine {
  /// The scope of help and errors about `explore api`.
  package static let scope = HelpScope.builtin(BuiltinCommand.api.rawValue)

  /// The options `add` takes, with the name of their value.
  static let addOptions: [(name: String, value: String)] = [("base-url", "url"), ("only", "tag-or-path"), ("auth", "scheme")]

  /// The schemes `--auth` takes; `header:` and `query:` are followed by a name.
  package static let authSchemes = ["bearer", "bot", "header:NAME", "header:NAME:PREFIX", "query:NAME", "cookie:NAME"]

  /// The invocation `arguments` (the words after `api`) ask for.
  ///
  /// - Throws: ``UsageError`` for anything `explore api` cannot run.
  package static func parse(_ arguments: [String]) throws -> Invocation {
    var words: [String] = []
    var values: [String: [String]] = [:]
    var index = 0
    var afterTerminator = false
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if afterTerminator || !token.hasPrefix("-") || token == "-" {
        words.append(token)
        continue
      }
      if token == "--" {
        afterTerminator = true
      } else if token == "-h" || token == "--help" {
        return .help(scope)
      } else if token.hasPrefix("--") {
        let body = token.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        guard let option = addOptions.first(where: { $0.name == name }), words.first == APIInvocation.Subcommand.add.rawValue else {
          let known = words.first == APIInvocation.Subcommand.add.rawValue ? addOptions.map { "--\($0.name)" } + ["--help"] : ["--help"]
          throw UsageError(.unknown(.option, "--\(name)", suggestion: NameSuggestion.nearest(to: "--\(name)", among: known)), scope: scope)
        }
        if let equals = body.firstIndex(of: "=") {
          values[name, default: []].append(String(body[body.index(after: equals)...]))
        } else {
          guard index < arguments.count, !CommandLineParseState.looksLikeOption(arguments[index]) else {
            throw UsageError(.missingValue(option: "--\(name)", valueName: option.value), scope: scope)
          }
          values[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        throw UsageError(.unknown(.option, token, suggestion: nil), scope: scope)
      }
    }
    guard let first = words.first else { return .help(scope) }
    guard let subcommand = APIInvocation.Subcommand(rawValue: first) else {
      let names = APIInvocation.Subcommand.allCases.map(\.rawValue)
      throw UsageError(
        .notAChoice(value: first, label: "<subcommand>", choices: names), scope: scope)
    }
    let operands = Array(words.dropFirst())
    func exactly(_ labels: [String]) throws -> [String] {
      if operands.count < labels.count { throw UsageError(.missingArgument(labels[operands.count]), scope: scope) }
      if operands.count > labels.count { throw UsageError(.unexpectedArgument(operands[labels.count]), scope: scope) }
      return operands
    }
    switch subcommand {
    case .add:
      let given = try exactly(["name", "document"])
      for option in ["base-url", "auth"] where (values[option]?.count ?? 0) > 1 {
        throw UsageError("--\(option) was given \(values[option]?.count ?? 0) times; give it once.", scope: scope)
      }
      if let auth = values["auth"]?.first, !isAuthScheme(auth) {
        throw UsageError(.notAChoice(value: auth, label: "--auth", choices: authSchemes), scope: scope)
      }
      return .api(
        .add(
          APIAddition(
            name: given[0], document: given[1], baseURL: values["base-url"]?.first, only: values["only"] ?? [], auth: values["auth"]?.first
          )))
    case .list:
      _ = try exactly([])
      return .api(.list)
    case .show:
      return .api(.show(try exactly(["name"])[0]))
    case .remove:
      return .api(.remove(try exactly(["name"])[0]))
    case .schema:
      _ = try exactly([])
      return .api(.schema)
    }
  }

  /// Whether `text` is `bearer`, `bot`, `header:NAME`, `query:NAME` or
  /// `cookie:NAME`, with a non-empty name.
  package static func isAuthScheme(_ text: String) -> Bool {
    if text == "bearer" || text == "bot" { return true }
    for prefix in ["header:", "query:", "cookie:"] where text.hasPrefix(prefix) {
      return text.count > prefix.count
    }
    return false
  }
}
