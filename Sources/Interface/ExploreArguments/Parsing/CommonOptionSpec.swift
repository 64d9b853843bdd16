package import ExploreCore

/// Everything explore knows about one common option apart from its value's
/// type: how help and completions describe it, where it means something,
/// what it cannot be given with, and how the parser finds its value.
/// ``CommonOptionTable`` holds one for each option, inside its
/// ``CommonOptionKey``; the parser, help, completions and the checks all
/// walk them.
package struct CommonOptionSpec: Sendable {
  /// An option this one cannot be given with.
  package struct Conflict: Sendable {
    /// The other option.
    package var other: CommonOptionReference
    /// Why, after the message's colon; `nil` for none.
    package var why: String?

    package init<Value>(_ other: any KeyPath<CommonOptionTable, CommonOptionKey<Value>> & Sendable, why: String? = nil) {
      self.other = CommonOptionReference(other)
      self.why = why
    }

    /// The other option.
    package var option: CommonOption { other.option }
  }

  /// What the word after an option with an optional value must be to be
  /// its value; any other word stays where it is.
  package enum NextWord: Sendable {
    /// The name of one of the resource's expansions (`--expand characters`).
    case expansionName
    /// A word that looks like a number (`--watch 10`).
    case number
  }

  /// How help and completions describe it.
  package var descriptor: OptionDescriptor
  /// Why it means nothing for a resource of a provider (the end of
  /// "'--all' is not available for 'github user': …"), or `nil` where it
  /// applies. NB: the provider only words the reason; whether the option
  /// applies depends on the resource alone.
  package var unavailable: @Sendable (ResourceDescriptor, ProviderDescriptor?) -> String? = { _, _ in nil }
  /// The options it cannot be given with, checked in this order.
  package var conflicts: [Conflict] = []
  /// The options one of which it needs (`--max-pages` needs `--all` or
  /// `--changes`).
  package var needs: [CommonOptionReference] = []
  /// For an option whose value may be left out, what the next word must be
  /// to be its value; `nil` for the others.
  package var nextWord: NextWord?
}

/// What was given for a common option, with the readings the options share;
/// each refuses a bad value with a ``ParserError``.
package struct CommonOptionValue: Sendable {
  /// The option as the user spelled it: `--limit`.
  package var spelled: String
  /// The value, `nil` for a flag or an optional value left out.
  package var text: String?
  /// The value's name in usage: `n` in `--limit <n>`.
  package var valueName: String
  /// The option's allowed values, for a choice.
  package var allowedValues: [String]

  /// The value as text.
  package func value() -> String { text ?? "" }

  /// A whole number of 1 or more.
  package func positiveNumber() throws(ParserError) -> Int {
    guard let number = text.flatMap({ Int($0) }), number > 0 else {
      throw .notAPositiveNumber(value: value(), label: "\(spelled) <\(valueName)>")
    }
    return number
  }

  /// One of ``allowedValues``, compared without regard to case, in its
  /// declared spelling.
  package func choice() throws(ParserError) -> String {
    let raw = value()
    guard let canonical = allowedValues.first(where: { $0.lowercased() == raw.lowercased() }) else {
      throw .notAChoice(value: raw, label: "\(spelled) <\(valueName)>", choices: allowedValues)
    }
    return canonical
  }
}
