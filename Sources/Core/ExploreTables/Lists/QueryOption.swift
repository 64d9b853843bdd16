package import ExploreCore

/// A query parameter of a REST API offered as an option of a resource: what
/// the parser, help and completions know of it, and the parameter it sends.
///
/// ```swift
/// static let diet = QueryOption.choice("diet", summary: "What it eats.", values: ["herbivore", "carnivore"])
/// static let minAge = QueryOption.wholeNumber("min_age", summary: "The youngest age.")   // --min-age 3 sends min_age=3
///
/// Resource(path: ["animals"], options: [diet.descriptor, minAge.descriptor]) { zoo, request, cursor in
///   let query = request.query([diet, minAge], search: "q")
///   …
/// }
/// ```
///
/// The option is named after the parameter in lower case, with `-` for
/// what is not a letter or a digit (`filter[name]` becomes `--filter-name`);
/// the core checks its values (a choice, a whole number) before any request.
package struct QueryOption: Sendable {
  /// The option as the command line knows it.
  package var descriptor: OptionDescriptor
  /// The query parameter's name in the API: `min_age`.
  package var parameter: String

  /// An option the command line knows as `descriptor` (its choices, its
  /// default, which is sent when the option is not given) that sends
  /// `parameter`.
  package init(descriptor: OptionDescriptor, parameter: String) {
    self.descriptor = descriptor
    self.parameter = parameter
  }

  /// An option that takes any text.
  package static func text(_ parameter: String, summary: String) -> QueryOption {
    QueryOption(descriptor: OptionDescriptor(name: optionName(parameter), summary: summary, kind: .value(name: "text")), parameter: parameter)
  }

  /// An option that takes a whole number.
  package static func wholeNumber(_ parameter: String, summary: String) -> QueryOption {
    let rule = ValueRule("a whole number, such as 10") { Int($0) != nil }
    return QueryOption(
      descriptor: OptionDescriptor(name: optionName(parameter), summary: summary, kind: .value(name: "number"), rule: rule), parameter: parameter)
  }

  /// A flag: given, it sends `parameter=true`.
  package static func flag(_ parameter: String, summary: String) -> QueryOption {
    QueryOption(descriptor: .flag(optionName(parameter), summary: summary), parameter: parameter)
  }

  /// An option that takes one of `values`, sent as the API spells it.
  package static func choice(_ parameter: String, summary: String, values: [String]) -> QueryOption {
    QueryOption(descriptor: .choice(optionName(parameter), summary: summary, values: values), parameter: parameter)
  }

  /// `min-age` for `min_age`, `filter-name` for `filter[name]`.
  package static func optionName(_ parameter: String) -> String {
    var name = ""
    for character in parameter.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        name.append(character)
      } else if !name.isEmpty, !name.hasSuffix("-") {
        name.append("-")
      }
    }
    while name.hasSuffix("-") { name.removeLast() }
    return name
  }
}
