extension ResourceRequest {
  /// The checked value of argument `key`: a `String` for a required
  /// argument, `String?` for an optional one.
  ///
  /// - Complexity: O(1).
  public subscript<Value>(key: ArgumentKey<Value>) -> Value {
    key.value(arguments[key.name])
  }

  /// The checked value of option `key`, in the type it declares; its
  /// default when it was not given.
  ///
  /// - Complexity: O(*n*) in the values given for it.
  public subscript<Value>(key: OptionKey<Value>) -> Value {
    switch key.descriptor.kind {
    case .flag:
      key.value(flags.contains(key.name) ? [""] : [])
    case .value:
      key.value(options[key.name] ?? key.descriptor.defaultValue.map { [$0] } ?? [])
    }
  }
}
