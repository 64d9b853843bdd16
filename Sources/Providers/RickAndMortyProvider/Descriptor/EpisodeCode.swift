/// The shape of an episode code: `S`, two digits, and optionally `E` and two
/// digits.
package enum EpisodeCode {
  /// Whether `value` is `S01` or `S01E01`, compared case-insensitively.
  package static func isValid(_ value: String) -> Bool {
    let characters = Array(value.uppercased())
    func isDigit(_ index: Int) -> Bool { characters[index].isASCII && characters[index].isNumber }
    switch characters.count {
    case 3:
      return characters[0] == "S" && isDigit(1) && isDigit(2)
    case 6:
      return characters[0] == "S" && isDigit(1) && isDigit(2) && characters[3] == "E" && isDigit(4) && isDigit(5)
    default:
      return false
    }
  }
}
