/// The shells `explore completions` writes scripts for.
package enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish
}
