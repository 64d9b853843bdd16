import ExploreCore
import ExploreTerminal

extension ProviderDescriptor {
  /// The descriptor with every text it shows people passed through the
  /// terminal's sieve (``ExploreTerminal/TerminalText``): summaries,
  /// discussions, examples, allowed and default values, the variables'
  /// summaries. What ``ProviderCatalog`` holds, so that help, `explore
  /// providers`, the completion scripts, usage errors and `-i` print only
  /// clean text.
  ///
  /// NB: a declared provider's text comes from a document anyone may
  /// publish (ESC, BEL, NUL, OSC 52, U+202E in a summary), and it is made
  /// clean here, where it enters the command line's model, once for every
  /// printer, rather than in each printer. The declaration keeps the
  /// document's text (``ExploreTables`` sits below the terminal);
  /// names are not changed here: a declaration's names and values are
  /// checked to be command words or printable text when it is read.
  ///
  /// - Complexity: O(*n*) in the length of its texts; one scan of each
  ///   that is printable ASCII, which is returned as it is.
  var printable: ProviderDescriptor {
    var provider = self
    provider.metadata.summary = TerminalText.line(metadata.summary)
    provider.metadata.environmentVariables = metadata.environmentVariables.map { (name: $0.name, summary: TerminalText.line($0.summary)) }
    provider.resources = resources.map(\.printable)
    return provider
  }
}

extension ResourceDescriptor {
  /// The resource with its texts through the sieve: see
  /// ``ProviderDescriptor/printable``.
  var printable: ResourceDescriptor {
    var resource = self
    resource.summary = TerminalText.line(summary)
    resource.discussion = discussion.map(TerminalText.lines)
    resource.examples = examples.map(TerminalText.line)
    resource.arguments = arguments.map { argument in
      var argument = argument
      argument.summary = TerminalText.line(argument.summary)
      return argument
    }
    resource.options = options.map { option in
      var option = option
      option.summary = TerminalText.line(option.summary)
      option.allowedValues = option.allowedValues?.map(TerminalText.line)
      option.defaultValue = option.defaultValue.map(TerminalText.line)
      return option
    }
    resource.expansions = expansions.map { expansion in
      var expansion = expansion
      expansion.summary = TerminalText.line(expansion.summary)
      return expansion
    }
    return resource
  }
}
