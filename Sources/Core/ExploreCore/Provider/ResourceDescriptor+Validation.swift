extension ResourceDescriptor {
  /// Checks `request` against every rule the resource declares: required
  /// arguments, argument rules, allowed option values (compared without
  /// regard to case), option rules, and the conflicts options declare.
  ///
  /// - Throws: ``InvalidValueError`` (exit 64) for the first value that
  ///   breaks a rule or is missing; ``ConflictingValuesError`` (exit 64) for
  ///   an option given with one it conflicts with.
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
    for option in options where isGiven(option.name, in: request) {
      for other in option.conflicts where isGiven(other, in: request) {
        let isArgument = arguments.contains { $0.name == other }
        throw ConflictingValuesError(option: "--\(option.name)", other: isArgument ? "<\(other)>" : "--\(other)")
      }
    }
  }

  /// Whether the argument, option or flag `name` was given. NB: a request
  /// carries the defaults of options left out, so an option's default
  /// alone does not count.
  private func isGiven(_ name: String, in request: ResourceRequest) -> Bool {
    if request.arguments[name] != nil || request.flags.contains(name) { return true }
    guard let values = request.options[name], !values.isEmpty else { return false }
    let defaultValue = options.first { $0.name == name }?.defaultValue
    return defaultValue.map { values != [$0] } ?? true
  }
}
