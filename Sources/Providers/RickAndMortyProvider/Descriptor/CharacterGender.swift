/// A character's gender, as the API's `gender` filter takes it.
///
/// The raw values are what `--gender` accepts and what the provider sends.
/// NB: the real server anchors a value that starts with `male` at the start
/// of the field, so `male` does not match `Female`.
package enum CharacterGender: String, Sendable, Hashable, CaseIterable {
  case female
  case male
  case genderless
  case unknown
}
