/// A command line that ``GeneratorArguments`` cannot read.
struct GeneratorArgumentsError: Error, CustomStringConvertible {
  /// What is wrong, such as `--output is missing`.
  var problem: String

  var description: String {
    "\(problem). \(GeneratorArguments.usage)"
  }
}
