/// The value of `--color`: when to use colour.
package enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour on a terminal, unless `NO_COLOR` is set or `CLICOLOR_FORCE` forces it.
  case auto
  /// Always colour, even when piped.
  case always
  /// Never colour.
  case never
}
