/// `explore completions <shell>`: a script generated from the descriptors.
package enum CompletionScript {
  package static func script(for shell: CompletionShell, catalog: ProviderCatalog) -> String {
    let model = CompletionModel(catalog: catalog)
    return switch shell {
    case .bash: BashCompletionScript.script(for: model)
    case .zsh: BashCompletionScript.zshScript(for: model)
    case .fish: FishCompletionScript.script(for: model)
    }
  }
}
