import ExploreTestSupport
import Foundation
import Testing

/// `explore api add` of a hostile document (``HostileDocument``) through the
/// built binary (issue 40, section 2): the completion scripts offer its
/// values as inert text in bash, zsh and fish; its text reaches no terminal
/// raw; its parameters named like explore's own options and its path
/// called `/login` are renamed, not refused; and what it cannot map is left
/// out with a reason that reads right.
@Suite(.serialized) final class HostileDocumentEndToEndTests {
  let folder: TemporaryFolder
  var home: URL { folder.url }
  /// Where a value that a shell ran would leave its file.
  var markers: URL { folder.url.appendingPathComponent("markers", isDirectory: true) }
  /// What `api add` printed.
  let added: ExploreBinary.Outcome

  init() async throws {
    folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("markers"), withIntermediateDirectories: true)
    let document = folder.url.appendingPathComponent("evil.json")
    try HostileDocument.names().write(to: document)
    added = try await ExploreBinary.run(["api", "add", "evil", document.path], home: folder.url)
  }

  /// Adds the document `data` as the API `name`, and says it was added.
  func add(_ name: String, _ data: Data) async throws -> ExploreBinary.Outcome {
    let document = home.appendingPathComponent("\(name).json")
    try data.write(to: document)
    let outcome = try await run(["api", "add", name, document.path])
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    return outcome
  }

  deinit {
    folder.remove()
  }

  func run(_ arguments: [String], environment: [String: String] = [:], input: String = "") async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(arguments, environment: environment, home: home, input: input)
  }

  /// The files a value run by a shell made.
  func markersLeft() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: markers.path).sorted()
  }

  // MARK: A document is never refused for its names

  @Test func theDocumentIsAddedWithItsClashingNamesRenamed() async throws {
    #expect(added.status == 0, "stderr: \(added.standardError)")
    for word in HostileDocument.commonWords {
      #expect(added.standardOutput.contains("GET /things: --\(word) is --api-\(word): --\(word) is one of explore's own options"), "\(word)")
    }
    #expect(added.standardOutput.contains("GET /login: login is api-login: 'login' is the command explore adds to an API that takes a token"))
    #expect(added.standardOutput.contains("GET /logout: logout is api-logout"))
    #expect(added.standardOutput.contains("explore evil api-login — "))
    let shown = try await run(["api", "show", "evil"])
    #expect(shown.status == 0)
    #expect(shown.standardOutput.contains("RENAMED (14), not to clash with explore's own:"), "\(shown.standardOutput)")
    #expect(shown.standardOutput.contains("    --api-all sends all"))
    #expect(shown.standardOutput.contains("    --api-json sends json"))
  }

  @Test func aRenamedOptionSendsTheAPIsParameterAndExploresOwnStillWork() async throws {
    var router = LoopbackRouter()
    router.get("/things") { _ in .json([["id": 1, "name": "First"], ["id": 2, "name": "Second"]]) }
    let server = try LoopbackServer.start(
      mounts: [LoopbackMount(name: "evil", router: router, environmentVariable: "EXPLORE_EVIL_API_URL")], fixtures: nil, maxSeconds: 300)
    defer { server.stop() }
    let outcome = try await run(
      ["evil", "things", "--api-all", "--api-json", "yes", "--api-verbose", "loud", "--json", "--verbose"], environment: server.environment)
    #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
    #expect(outcome.standardError.contains("/evil/things?"), "--verbose logs the request: \(outcome.standardError)")
    #expect(outcome.standardOutput.contains("\"First\""))
    #expect(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) is [String: Any])
    let query = try await server.requests().first { $0.path.hasSuffix("/things") }?.query ?? ""
    #expect(Set(query.split(separator: "&")) == ["all=true", "json=yes", "verbose=loud"], "\(query)")
  }

  @Test func loginWithATokenIsExploresOwnBesideAPathCalledLogin() async throws {
    let login = try await run(["evil", "login", "--with-token"], input: "secret-token\n")
    #expect(login.status == 0, "stderr: \(login.standardError)")
    let help = try await run(["evil", "--help"])
    #expect(help.status == 0)
    let labels = help.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(labels.filter { $0.hasPrefix("login ") }.count == 1, "\(help.standardOutput)")
    #expect(labels.contains { $0.hasPrefix("api-login ") })
    #expect(labels.contains { $0.hasPrefix("api-logout ") })
  }

  @Test func aHandWrittenDeclarationThatClashesIsRefusedWithWhatToRename() async throws {
    let declaration = """
      {"explore": 1, "name": "clash", "summary": "Clash", "baseURL": "https://clash.invalid", "auth": {"scheme": "bearer"},
       "resources": [{"name": "login", "summary": "L", "list": {"path": "/login", "item": {"kind": "l", "id": "id", "title": "name"}}}]}
      """
    try folder.write(declaration, to: "clash.json")
    let outcome = try await run(["api", "add", "clash", home.appendingPathComponent("clash.json").path])
    #expect(outcome.status != 0)
    #expect(
      outcome.standardError.contains(
        "The resource 'login' of 'clash' cannot be used: 'login' is the command explore adds to an API that takes a token "
          + "('explore clash login': keep a token for this API"),
      "\(outcome.standardError)")
    #expect(outcome.standardError.contains("rename the resource."))
  }

  // MARK: Completion scripts offer inert text

  /// The words bash offers for `words` (after `explore`), and the values
  /// the shell reads back from each when the completed line runs.
  func bashComplete(_ words: [String]) async throws -> (offered: [String], readBack: [String]) {
    let script = try await run(["completions", "bash"])
    #expect(script.status == 0, "\(script.standardError)")
    let driver = script.standardOutput + """

      COMP_WORDS=(explore \(words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")))
      COMP_CWORD=\(words.count)
      _explore
      printf '%s\\0' "${COMPREPLY[@]}"
      printf '\\1'
      for word in "${COMPREPLY[@]}"; do eval "printf '%s\\\\0' $word"; done

      """
    let (status, output) = try CompletionScriptTests.runShell("bash", arguments: ["-s"], input: driver, home: home)
    #expect(status == 0, "\(output)")
    let parts = output.split(separator: "\u{1}", maxSplits: 1, omittingEmptySubsequences: false)
    func values(_ part: Substring?) -> [String] { (part ?? "").split(separator: "\0").map(String.init) }
    return (values(parts.first), values(parts.dropFirst().first))
  }

  @Test(.enabled(if: CompletionScriptTests.shellAvailable("bash"), "needs bash"))
  func bashOffersEveryValueAsTextAndRunsNone() async throws {
    _ = try await add("shell", HostileDocument.shell(markers: markers))
    let values = HostileDocument.shellValues(markers: markers)
    let (offered, readBack) = try await bashComplete(["shell", "things", "--state", ""])
    #expect(readBack == values, "offered: \(offered)")
    #expect(offered.count == values.count)
    let dollar = try await bashComplete(["shell", "things", "--state", #"\$"#])
    #expect(dollar.readBack == values.filter { $0.hasPrefix("$") })
    #expect(try markersLeft() == [], "a value ran as a command")
  }

  @Test(.enabled(if: CompletionScriptTests.shellAvailable("bash"), "needs bash"))
  func bashCompletesTheRenamedNames() async throws {
    #expect(added.status == 0, "stderr: \(added.standardError)")
    #expect(try await bashComplete(["evil", "things", "--api-a"]).offered == ["--api-all"])
    #expect(Set(try await bashComplete(["evil", "api-l"]).offered) == ["api-login", "api-logout"])
    #expect(try await bashComplete(["evil", "log"]).offered == ["login", "logout"])
  }

  @Test(.enabled(if: CompletionScriptTests.shellAvailable("zsh"), "needs zsh; install it (apt-get install zsh) to run this test"))
  func zshOffersEveryValueAsTextAndRunsNone() async throws {
    _ = try await add("shell", HostileDocument.shell(markers: markers))
    let script = try await run(["completions", "zsh"])
    // NB: `compadd` and `_files` exist only inside zsh's completion system;
    // stand-ins record what the script offers. The real `compadd` quotes
    // each word it inserts.
    let driver = """
      compadd() { [[ "$1" == "--" ]] && shift; printf '%s\\0' "$@"; }
      _files() { :; }
      words=(explore shell things --state '')
      CURRENT=5

      """ + script.standardOutput
    let (status, output) = try CompletionScriptTests.runShell("zsh", arguments: ["-f", "-s"], input: driver, home: home)
    #expect(status == 0, "\(output)")
    #expect(output.split(separator: "\0").map(String.init) == HostileDocument.shellValues(markers: markers), "\(output)")
    #expect(try markersLeft() == [], "a value ran as a command")
  }

  @Test(.enabled(if: CompletionScriptTests.shellAvailable("fish"), "needs fish; install it (apt-get install fish) to run this test"))
  func fishOffersEveryValueAsTextAndRunsNone() async throws {
    _ = try await add("shell", HostileDocument.shell(markers: markers))
    let script = try await run(["completions", "fish"])
    try folder.write(script.standardOutput, to: "explore.fish")
    let driver = """
      source \(home.appendingPathComponent("explore.fish").path)
      complete -C 'explore shell things --state '
      complete -C 'explore '
      complete -C 'explore shell '
      complete -C 'explore shell things --'

      """
    let (status, output) = try CompletionScriptTests.runShell("fish", arguments: ["--no-config"], input: driver, home: home)
    #expect(status == 0, "\(output)")
    let offered = output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    for value in HostileDocument.shellValues(markers: markers) {
      #expect(offered.contains(value), "fish did not offer \(value): \(output)")
    }
    #expect(offered.contains("things"))
    #expect(offered.contains("--state"))
    #expect(try markersLeft() == [], "a value ran as a command")
    HostileTextEndToEndTests.expectClean(output, "fish's completions")
  }

  // MARK: The document's text reaches no terminal raw

  @Test(arguments: [
    ["api", "show", "text"], ["api", "list"], ["providers"], [], ["--help"], ["text", "--help"], ["help", "text", "things"], ["text", "things", "--help"],
    ["completions", "fish"], ["completions", "bash"], ["completions", "zsh"],
  ])
  func theDocumentsTextIsCleanIn(_ arguments: [String]) async throws {
    let added = try await add("text", HostileDocument.text())
    HostileTextEndToEndTests.expectClean(added.standardOutput, "api add")
    // NB: twice: `explore providers` and bare `explore` read the second
    // time from the summaries the first kept.
    for _ in 0..<2 {
      let outcome = try await run(arguments)
      #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
      HostileTextEndToEndTests.expectClean(outcome.standardOutput, arguments.joined(separator: " "))
      HostileTextEndToEndTests.expectClean(outcome.standardError, arguments.joined(separator: " ") + " (standard error)")
    }
  }

  @Test func aValueWithAControlCharacterIsNotOfferedAndSaysSo() async throws {
    _ = try await add("text", HostileDocument.text())
    let shown = try await run(["api", "show", "text"])
    #expect(shown.standardOutput.contains(#"the values of parameter mood are not offered: "x\u{1B}[2Jy" holds a control or invisible character; --mood takes any text"#), "\(shown.standardOutput)")
    let help = try await run(["text", "things", "--help"])
    #expect(help.standardOutput.contains("--mood <text>"))
  }

  // MARK: What is left out says why

  @Test func leftOutOperationsSayWhatIsWrongAndWhatToDo() async throws {
    let shown = try await run(["api", "show", "evil"])
    let text = shown.standardOutput
    #expect(text.contains(
      "GET /double/{id}{id}: its path segment '{id}{id}' is not one whole placeholder such as {id}, and explore fills a whole segment from each argument; declare this one by hand (docs/Declarations.md)"), "\(text)")
    #expect(!text.contains("id}{id;"))
    #expect(text.contains(
      "GET /climb/../../etc/{id}: its path has the segment '..', which would send every request out of the API's base path, so it is no resource; correct the path in the document to add it"))
    #expect(text.contains(
      #"GET /named: x-explore-name "api" cannot name a resource: explore leaves the word 'api' and versions such as 'v2' out of names; the name comes from the path (give x-explore-name a word such as 'things' to choose it)"#))
    #expect(text.contains(
      "GET /external: its response schema holds a reference to other.yaml#/components/schemas/Thing, which points outside this document: explore reads one file and follows only references that start with #/; bundle the document and the files it refers to into one"))
    #expect(!text.contains("neither an array"))
  }

  // MARK: A declaration that JSON decoders here cannot read says why and where

  static let brokenDeclarations: [(name: String, extra: String, expected: String)] = [
    (
      "deep", #""junk": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + ",",
      "its arrays and objects nest more than 512 deep, deeper than explore reads (line 2, column 520)"
    ),
    (
      "huge", #""pagingLimits": {"concurrency": 1e400, "maxPages": 5},"#,
      "it holds a number explore cannot read (line 2, column 33: the number 1e400 is beyond the largest, about 1.8e308); write a smaller one"
    ),
    (
      "long", #""pagingLimits": {"concurrency": 2, "maxPages": 99999999999999999999999999},"#,
      "it holds a number explore cannot read (line 2, column 48: the whole number 999999999999…999999 (26 characters) is beyond the largest, 9223372036854775807); write a smaller one"
    ),
  ]

  @Test(arguments: brokenDeclarations.map(\.name))
  func aDeclarationTooDeepOrWithANumberOutOfRangeSaysWhatAndWhere(_ name: String) async throws {
    let broken = try #require(Self.brokenDeclarations.first { $0.name == name })
    let text = """
      {"explore": 1, "name": "\(name)", "summary": "S", "baseURL": "https://x.invalid",
      \(broken.extra) "resources": [{"name": "things", "summary": "T", "list": {"path": "/things", "item": {"kind": "t", "id": "id", "title": "name"}}}]}
      """
    try folder.write(text, to: "\(name).json")
    let file = home.appendingPathComponent("\(name).json").path
    let added = try await run(["api", "add", name, file])
    #expect(added.status == 1)
    #expect(added.standardError == "Error: The declaration \(file) cannot be read: \(broken.expected). Fix it (docs/Declarations.md documents every key), or add the API again.\n")
    // NB: the same file, edited by hand where explore keeps it.
    try folder.write(text, to: "config/explore/apis/\(name).json")
    let used = try await run([name, "things"])
    #expect(used.status == 1)
    #expect(used.standardError.contains("cannot be read: \(broken.expected)."), "\(used.standardError)")
  }
}
