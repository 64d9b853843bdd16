/// The groups an API's resources are listed under in help (an OpenAPI
/// document's tags), as words a user types: `explore help hub pet-store`.
///
/// ```swift
/// ResourceGroup.word("Pet store")   // "pet-store"
/// ```
package enum ResourceGroup {
  /// A group's name as a word to type: letters and digits in lower case,
  /// anything else one `-`; `other` for a name with neither.
  ///
  /// - Complexity: O(*n*) in the first 60 characters of `group`.
  package static func word(_ group: String) -> String {
    var word = ""
    for scalar in group.lowercased().unicodeScalars.prefix(60) {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty, !word.hasSuffix("-") {
        word.append("-")
      }
    }
    while word.hasSuffix("-") { word.removeLast() }
    return word.isEmpty ? "other" : word
  }
}
