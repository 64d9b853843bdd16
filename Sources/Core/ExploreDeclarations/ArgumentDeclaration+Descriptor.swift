package import ExploreTables
package import ExploreCore

extension ArgumentDeclaration {
  /// The argument as the command line knows it, with its rule.
  package var descriptor: ArgumentDescriptor {
    switch rule {
    case .text:
      ArgumentDescriptor(name: name, summary: summary, rule: ValueRule("text without '/'") { !$0.isEmpty && !$0.contains("/") })
    case .wholeNumber:
      ArgumentDescriptor(name: name, summary: summary, rule: ValueRule("a whole number, such as 1") { Int($0) != nil })
    }
  }
}

extension OptionDeclaration {
  /// The option and the query parameter it sends.
  package var queryOption: QueryOption {
    var option: QueryOption
    switch kind {
    case .text: option = .text(parameter, summary: summary)
    case .wholeNumber: option = .wholeNumber(parameter, summary: summary)
    case .flag: option = .flag(parameter, summary: summary)
    case .choice: option = .choice(parameter, summary: summary, values: values)
    }
    if let name = self.option { option.descriptor.name = name }
    return option
  }
}
