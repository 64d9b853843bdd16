extension ResourceDescriptor {
  /// Checks `request` against every rule the resource declares: required
  /// arguments, argument rules, allowed option values (compared without
  /// regard to case) and option rules.
  ///
  /// - Throws: ``InvalidValueError`` (exit 64) for the first value that
  ///   breaks a rule or is missing.
  /// - Complexity: O(*n*) in the number of values given, times the number
  ///   of allowed values of their options.
  public func validate(_ request: ResourceRequest) throws {
    for argument in arguments {
      guard let value = request.arguments[argument.name] else {
        if argument.isOptional { continue }
        throw InvalidValueError(name: "<\(argument.name)>", value: "", expected: argument.rule?.summary ?? argument.summary)
      }
      if let rule = argument.rule, !rule.accepts(value) {
        throw InvalidValueError(name: "<\(argument.name)>", value: value, expected: rule.summary)
      }
    }
    for option in options {
      for value in request.options[option.name] ?? [] {
        if let allowed = option.allowedValues, !allowed.contains(where: { $0.lowercased() == value.lowercased() }) {
          throw InvalidValueError(name: "--\(option.name)", value: value, expected: "one of \(allowed.joined(separator: ", "))")
        }
        if let rule = option.rule, !rule.accepts(value) {
          throw InvalidValueError(name: "--\(option.name)", value: value, expected: rule.summary)
        }
      }
    }
  }
}
