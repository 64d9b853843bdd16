import ExploreTerminal

/// Every way a command line can be refused by the parser, each worded in
/// ``description``, the one place the parser's messages are written (as
/// `ParserError` in swift-argument-parser). ``UsageError`` prints it with
/// the usage line of the command it is about.
///
/// What the user typed is quoted through ``TerminalText/quoted(_:)``: a
/// stray control or invisible character shows as `\u{…}`, and a word of
/// more than 64 characters is cut in the middle with `…`, so that a
/// 100,000-character argument is refused in one short line.
package enum ParserError: Error, Hashable, CustomStringConvertible, Sendable {
  /// What an unknown name was meant to be.
  package enum Unknown: String, Sendable {
    case provider = "Unknown provider"
    case resource = "Unknown resource"
    case option = "Unknown option"
  }

  /// A word that names nothing here, with the nearest name if one is close.
  case unknown(Unknown, String, suggestion: String?)
  /// The first words of resources, and the resources they may start.
  case incompleteResource(String, choices: [String])
  /// An option that takes a value, at the end or before another option.
  case missingValue(option: String, valueName: String)
  /// A flag given a value with `=`.
  case valueForFlag(option: String, value: String)
  /// A value outside an option's or a command's fixed choices.
  case notAChoice(value: String, label: String, choices: [String])
  /// A required argument left out.
  case missingArgument(String)
  /// A word beyond the command's arguments.
  case unexpectedArgument(String)
  /// A value that breaks a rule: the core's own sentence.
  case invalidValue(String)
  /// A value where a whole number of 1 or more belongs.
  case notAPositiveNumber(value: String, label: String)
  /// `--watch`'s seconds outside 1 to `longest`.
  case notWatchSeconds(String, longest: Int)
  /// Two options that cannot be given together, with why.
  case conflict(option: String, other: String, why: String?)
  /// An option given without one of the options it needs.
  case needs(option: String, oneOf: [String])
  /// A common option that means nothing for the resource, and why.
  case notAvailable(option: String, resource: String, why: String)
  /// `--record` while `EXPLORE_OFFLINE` is set.
  case recordingOffline
  /// `--search` with nothing to search for.
  case emptySearch(String)
  /// A resource the API answers only with a search, without `--search`.
  case searchRequired(resource: String)
  /// `-i` without a resource to browse.
  case interactiveWithoutResource
  /// `-i` on an action.
  case interactiveAction(resource: String)

  package var description: String {
    switch self {
    case .unknown(let kind, let word, let suggestion):
      "\(kind.rawValue) '\(Self.quoted(word))'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    case .incompleteResource(let words, let choices):
      "Incomplete resource '\(Self.quoted(words))'. Use one of \(choices.map { "'\($0)'" }.joined(separator: ", "))."
    case .missingValue(let option, let valueName):
      "Missing value for '\(option) <\(valueName)>'"
    case .valueForFlag(let option, let value):
      "The option '\(option)' takes no value, but was given '\(Self.quoted(value))'"
    case .notAChoice(let value, let label, let choices):
      "The value '\(Self.quoted(value))' is invalid for '\(label)'. \(Self.pleaseProvide(choices))"
    case .missingArgument(let name):
      "Missing expected argument '<\(name)>'"
    case .unexpectedArgument(let word):
      "Unexpected argument '\(Self.quoted(word))'"
    case .invalidValue(let sentence):
      sentence
    case .notAPositiveNumber(let value, let label):
      "The value '\(Self.quoted(value))' is invalid for '\(label)': use a positive whole number, such as 2."
    case .notWatchSeconds(let value, let longest):
      "The value '\(Self.quoted(value))' is invalid for '--watch [<seconds>]': use a whole number of seconds from 1 to \(longest), such as 30."
    case .conflict(let option, let other, let why):
      "'\(option)' cannot be used with '\(other)'\(why.map { ": \($0)" } ?? "")."
    case .needs(let option, let options):
      "'\(option)' needs \(options.map { "'\($0)'" }.joined(separator: " or "))."
    case .notAvailable(let option, let resource, let why):
      "'\(option)' is not available for '\(resource)': \(why)."
    case .recordingOffline:
      "'--record' cannot be used offline: unset EXPLORE_OFFLINE to record from the network."
    case .emptySearch(let text):
      "The value '\(Self.quoted(text))' is invalid for '--search <text>': give some text to search for."
    case .searchRequired(let resource):
      "'\(resource)' needs '--search <text>': the API answers it only with a search, such as '--search swift'."
    case .interactiveWithoutResource:
      "Interactive mode browses a resource. Run 'explore -i <provider> <resource> …', such as 'explore -i rickmorty episodes'."
    case .interactiveAction(let resource):
      "Interactive mode browses lists and details; '\(resource)' is an action. Run it without '-i'."
    }
  }

  /// What the user typed, as a message quotes it (``TerminalText/quoted(_:)``).
  static func quoted(_ typed: String) -> String {
    TerminalText.quoted(typed)
  }

  /// `Please provide one of 'a', 'b' or 'c'.`
  static func pleaseProvide(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    let list = quoted.count <= 1 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    return "Please provide one of \(list)."
  }
}
