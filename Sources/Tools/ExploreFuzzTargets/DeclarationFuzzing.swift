import ExploreAddedAPIs
import ExploreCommandRuntime
import ExploreCommands
import ExploreCore
import ExploreTables
import ExploreDeclarations
import Foundation

/// A declaration file edited by hand (`<config>/explore/apis/<name>.json`),
/// read as explore's commands read it: through ``ExploreCommands/ExploreCommand``
/// itself, whose start reads the declarations a command line needs
/// (``ExploreAddedAPIs/DeclaredProviders``: the bounded read, the
/// decoding, the rules, the clashes with the command line, the provider
/// definition) and then parses the command line and writes its help.
enum DeclarationFuzzing {
  /// The name the file is kept under; a declaration whose `name` differs is refused as misnamed.
  static let name = "fuzzed"
  /// explore with its built-in providers, as the executable has them: the
  /// declaration's own help is made beside them (their names are taken).
  static let command = ExploreCommand(providers: ProviderRegistry.all)
  /// explore with no built-in provider, for the commands that show every
  /// provider (`help`, `providers`, completions).
  ///
  /// NB: with the built-in ones, those three took four fifths of each run
  /// (6 inputs a second under AddressSanitizer) on text no input changes.
  static let declaredOnly = ExploreCommand(providers: [ProviderDefinition]())

  /// Writes the input as the declaration file of ``name``, then runs the
  /// command lines that read it: the provider's help, each resource's help
  /// (when it loads), the root help, the provider list and the completions
  /// of a shell, and `explore api show`'s text.
  ///
  /// A declaration that loads is also written back as `api add` writes a
  /// declaration file, and must load again and write the same bytes: what
  /// explore keeps, every later command reads.
  static func declaration(_ data: Data) {
    let home = FuzzScratch.emptyFolder("declaration")
    let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "COLUMNS": "80"]
    let store = DeclarationStore(directories: ExploreDirectories(environment: environment, home: home))
    let attributes: [FileAttributeKey: Any] = [.posixPermissions: 0o700]
    try? FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true, attributes: attributes)
    try? FileManager.default.setAttributes(attributes, ofItemAtPath: store.root.path)
    guard FileManager.default.createFile(atPath: store.file(for: name).path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }

    let io = CommandIO(writeOutput: { _ in }, writeError: { _ in })
    // NB: help, the provider list and completions finish in `start`; a
    // command line that would load is never run (`.load` is dropped).
    var commandLines = [[name, "--help"]]
    if let declaration = try? store.load(name) {
      commandLines += declaration.resources.prefix(16).map { [name] + $0.path + ["--help"] }
      _ = APIPlanText(declaration).text
      _ = APIPlanText(declaration).summary(added: true)
      checkWrittenBack(declaration)
    }
    for arguments in commandLines {
      _ = command.start(arguments: arguments, environment: environment, io: io)
    }
    // NB: one shell's completions an input, by its length: the fuzzer's inputs vary it.
    let shell = ["bash", "zsh", "fish"][data.count % 3]
    for arguments in [["help"], ["providers"], ["completions", shell]] {
      _ = declaredOnly.start(arguments: arguments, environment: environment, io: io)
    }
  }

  /// Traps unless `declaration`, written as explore writes it, reads back
  /// (the same rules) and writes the same bytes again.
  static func checkWrittenBack(_ declaration: ProviderDeclaration) {
    let file = URL(fileURLWithPath: "/\(name).json")
    guard let written = try? DeclarationStore.encode(declaration) else {
      preconditionFailure("a declaration that loads cannot be written")
    }
    let reread: ProviderDeclaration
    do {
      reread = try DeclarationStore.decode(written, file: file)
      try reread.validate()
    } catch {
      preconditionFailure("a declaration that loads does not load once written: \(error)")
    }
    precondition((try? DeclarationStore.encode(reread)) == written, "a declaration written, read and written again changes")
  }
}
