import ExploreCommands
import ExploreArguments
import ExploreCore
import ExploreTestSupport
import Foundation
import GitHubProvider
import RickAndMortyProvider
import Testing

@Suite struct CompletionScriptTests {
  static let catalog = ProviderCatalog([Zoo.descriptor])

  /// Every word a script must offer: provider names and aliases, resource
  /// words and aliases, option names and allowed values.
  static var expectedWords: [String] { expectedWords(for: catalog) }

  static func expectedWords(for catalog: ProviderCatalog) -> [String] {
    var words: [String] = ["help", "providers", "completions", "bash", "zsh", "fish"]
    for provider in catalog.descriptors {
      words += [provider.name] + provider.aliases
      for resource in provider.resources {
        words += resource.path + resource.aliases
        for option in resource.options {
          words.append(option.name)
          words += option.allowedValues ?? []
        }
        words += resource.expansions.map(\.name)
      }
    }
    words += CommonOption.allCases.filter { $0 != CommonOption.interactive }.map(\.name)
    words += LayoutStyle.allCases.map(\.rawValue) + ["auto", "always", "never"]
    return words
  }

  @Test(arguments: CompletionShell.allCases)
  func coversEveryName(_ shell: CompletionShell) async {
    let run = await CapturedRun.run(["completions", shell.rawValue])
    #expect(run.status == 0)
    for word in Self.expectedWords {
      #expect(run.standardOutput.contains(word), "\(shell) script lacks \(word)")
    }
  }

  @Test(arguments: CompletionShell.allCases)
  func coversTheRealProviders(_ shell: CompletionShell) async {
    let providers: [any Provider.Type] = [GitHub.self, RickAndMorty.self]
    let run = await CapturedRun.run(["completions", shell.rawValue], providers: providers)
    #expect(run.status == 0)
    for word in Self.expectedWords(for: ProviderCatalog(providers.map { $0.descriptor })) {
      #expect(run.standardOutput.contains(word), "\(shell) script lacks \(word)")
    }
  }

  @Test(.enabled(if: shellAvailable("bash"), "needs bash"))
  func bashParsesTheRealProvidersScript() async throws {
    let script = await CapturedRun.run(["completions", "bash"], providers: [GitHub.self, RickAndMorty.self]).standardOutput
    let (status, output) = try Self.runShell("bash", arguments: ["-n"], input: script)
    #expect(status == 0, "bash -n: \(output)")
  }

  static func shellAvailable(_ name: String) -> Bool {
    ["/bin", "/usr/bin", "/usr/local/bin"].contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
  }

  /// Runs `shell` on `script` text, feeding it on stdin; returns the status and output.
  ///
  /// - Parameter home: a folder for `HOME` and the XDG folders, so that a
  ///   shell's own files (fish keeps some) stay in it.
  static func runShell(_ shell: String, arguments: [String], input: String, home: URL? = nil) throws -> (Int32, String) {
    let child = try PipedProcess.start(
      URL(fileURLWithPath: "/usr/bin/env"), arguments: [shell] + arguments,
      environment: home.map { ExploreBinary.childEnvironment(home: $0, adding: [:]) }, input: input, errorsToOutput: true)
    let output = child.output.fileHandleForReading.readDataToEndOfFile()
    child.process.waitUntilExit()
    return (child.process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test(.enabled(if: shellAvailable("bash"), "needs bash"))
  func bashParsesTheScript() async throws {
    let script = await CapturedRun.run(["completions", "bash"]).standardOutput
    let (status, output) = try Self.runShell("bash", arguments: ["-n"], input: script)
    #expect(status == 0, "bash -n: \(output)")
  }

  /// Sources the script in bash and asks it to complete `line`.
  static func bashComplete(_ words: [String]) throws -> [String] {
    let script = CapturedRunSync.completions("bash")
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let driver = script + """

      COMP_WORDS=(explore \(quoted))
      COMP_CWORD=\(words.count)
      _explore
      printf '%s\\n' "${COMPREPLY[@]}"

      """
    let (status, output) = try runShell("bash", arguments: ["-s"], input: driver)
    #expect(status == 0, "\(output)")
    return output.split(separator: "\n").map(String.init)
  }

  @Test(.enabled(if: shellAvailable("bash"), "needs bash"))
  func bashCompletesProvidersResourcesOptionsAndValues() throws {
    #expect(try Self.bashComplete(["z"]).contains("zoo"))
    #expect(Set(try Self.bashComplete(["zoo", "an"])) == ["animals", "animal"])
    #expect(try Self.bashComplete(["zoo", "search", ""]).sorted() == ["animals", "beasts", "keepers"])
    #expect(try Self.bashComplete(["zoo", "animals", "--spe"]) == ["--species"])
    #expect(try Self.bashComplete(["zoo", "animals", "--species", ""]) == ["cat", "dog", "bird"])
    #expect(try Self.bashComplete(["z", "beasts", "--tag", "x", "--layout", ""]) == ["list", "grid", "detail"])
    #expect(try Self.bashComplete(["zoo", "animals", "--expand="]) == ["--expand=keepers", "--expand=meals"])
    #expect(try Self.bashComplete(["completions", ""]) == ["bash", "zsh", "fish"])
    #expect(!(try Self.bashComplete(["zoo", "animal", "--"]).contains("--page")))
  }
}

/// The completion script, made synchronously for the shell drivers.
enum CapturedRunSync {
  static func completions(_ shell: String) -> String {
    CompletionScript.script(for: CompletionShell(rawValue: shell)!, catalog: CompletionScriptTests.catalog)
  }
}
