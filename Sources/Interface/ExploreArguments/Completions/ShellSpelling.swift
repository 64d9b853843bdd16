import ExploreTerminal
import Foundation

/// The one way text enters a completion script, one function for each
/// place it can stand, as `SwiftSpelling` (`ExploreScaffolding`) is for
/// generated Swift:
///
/// - ``posixWord(_:)``: a word of the bash or zsh script;
/// - ``fishWord(_:)``: a word of the fish script;
/// - ``fishCommand(_:)``: a command that fish runs later (`complete -n`);
/// - ``fishArguments(_:)``: the values of `complete -a`, which fish expands
///   once more each time it completes;
/// - ``fishDescription(_:)``: what fish shows beside a completion (`-d`).
///
/// A script holds names, summaries and allowed values from documents that
/// anyone may publish: `$(…)`, backticks, quotes, `;`, `|`, `\` or a line
/// break in one of them must stay text. The bash and zsh scripts offer each
/// value as its own word to a function that quotes it for the command line
/// (`printf %q`, `compadd`), never through `compgen -W`, which expands its
/// word list.
///
/// ```swift
/// ShellSpelling.posixWord("it's $(x)")          // 'it'\''s $(x)'
/// ShellSpelling.fishArguments(["(x)", "a b"])   // '\'(x)\' \'a b\''
/// ```
package enum ShellSpelling {
  /// `text` as one word of a bash or zsh script that the shell reads back
  /// as `text` exactly: in single quotes, inside which nothing is
  /// expanded, with each `'` written `'\''`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func posixWord(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// `text` as one word of a fish script that fish reads back as `text`
  /// exactly: in single quotes, with `\` and `'` escaped (the only escapes
  /// fish reads inside them).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func fishWord(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: "'", with: #"\'"#) + "'"
  }

  /// A command of `words` (the function first) as fish runs it from a
  /// `complete -n` condition, each word read back exactly, written as one
  /// word of the script.
  ///
  /// - Complexity: O(*n*) in the length of the words.
  package static func fishCommand(_ words: [String]) -> String {
    fishWord(words.map(fishWord).joined(separator: " "))
  }

  /// `values` as the argument of fish's `complete -a`, one word of the
  /// script.
  ///
  /// NB: fish expands `-a`'s text again each time it completes (command
  /// substitutions `(…)`, variables, wildcards: that is how `-a
  /// '(__fish_complete_pids)'` works), so each value is a quoted fish word
  /// inside the quoted script word.
  ///
  /// - Complexity: O(*n*) in the length of the values.
  package static func fishArguments(_ values: [String]) -> String {
    fishCommand(values)
  }

  /// `text` as what fish shows beside a completion (`complete -d`): one
  /// line, through the terminal's sieve (``ExploreTerminal/TerminalText/line(_:)``),
  /// as one word of the script. Fish does not expand a description.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func fishDescription(_ text: String) -> String {
    fishWord(TerminalText.line(text))
  }
}
