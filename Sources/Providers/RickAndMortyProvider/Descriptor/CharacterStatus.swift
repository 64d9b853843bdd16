/// Whether a character is alive, as the API's `status` filter takes it.
///
/// The raw values are what `--status` accepts and what the provider sends;
/// the CLI lists them in help, completions and error messages.
package enum CharacterStatus: String, Sendable, Hashable, CaseIterable {
  case alive
  case dead
  case unknown
}
