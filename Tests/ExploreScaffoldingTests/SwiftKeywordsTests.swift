@testable import ExploreScaffolding
import ExploreTestSupport
import Foundation
import Testing

/// `SwiftKeywords` held to the compiler of the toolchain that runs the
/// tests, so that the list cannot go stale: each word is tried as a member
/// name the way the generator uses one (declared in a type, named bare
/// inside it and in a closure there, named through the type), one line a
/// word, in one file the compiler type-checks.
@Suite struct SwiftKeywordsTests {
  /// Ordinary words that a newer Swift might take as keywords: they must
  /// compile bare, or be added to the list.
  static let ordinaryWords = [
    "type", "kind", "name", "id", "value", "values", "message", "file", "line", "module", "target", "of", "description", "url", "data",
    "error", "result", "count", "page", "total", "next", "search", "status", "state", "sort", "order", "filter", "limit", "version",
    "when", "unless", "match", "using", "with", "from", "to", "by", "on", "at", "new", "delete", "select", "future", "promise",
    "task", "actorID", "mutate", "borrow", "ref", "own", "move", "lifetime", "dependsOn", "scoped", "nonescaping", "escaping",
    "reasync", "isolation", "local", "global", "rethrow", "throwing", "effect", "effects", "unchecked",
    "retroactive", "preconcurrency", "exported", "available", "freestanding", "attached", "expression", "declaration",
  ]

  /// The probe of `word` as member `n`, on one line: declared, named inside its type and through it.
  static func probe(_ word: String, _ n: Int) -> String {
    "enum Probe\(n) { static let \(word) = 1; static let all = [\(word)]; static let closure: @Sendable (Int) -> Int = { _ in \(word) } }; let _: Int = Probe\(n).\(word)"
  }

  /// The lines of `words`' probes that the compiler refuses, by word.
  static func refused(_ words: [String], spelled: (String) -> String = { $0 }) throws -> (refused: Set<String>, output: String) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(words.enumerated().map { probe(spelled($0.element), $0.offset) }.joined(separator: "\n") + "\n", to: "probe.swift")
    let result = try SwiftCompiler().run(["-typecheck"] + SwiftCompiler.languageFlags + ["probe.swift"], in: folder.url)
    var refused: Set<String> = []
    for line in SwiftCompiler.errors(in: result.output) {
      let parts = line.split(separator: ":")
      if parts.count > 2, parts[0].hasSuffix("probe.swift"), let number = Int(parts[1]), words.indices.contains(number - 1) {
        refused.insert(words[number - 1])
      }
    }
    return (refused, result.output)
  }

  @Test func everyReservedWordIsRefusedAsABareMemberName() throws {
    let words = SwiftKeywords.reserved.sorted()
    let result = try Self.refused(words)
    let accepted = Set(words).subtracting(result.refused)
    #expect(accepted.isEmpty, "The compiler now takes these as member names; move them to SwiftKeywords.contextual: \(accepted.sorted())")
  }

  @Test func contextualKeywordsAndOrdinaryWordsCompileAsBareMemberNames() throws {
    let words = SwiftKeywords.contextual.sorted() + Self.ordinaryWords
    let result = try Self.refused(words)
    #expect(result.refused.isEmpty, "The compiler refuses these as member names; add them to SwiftKeywords.reserved: \(result.refused.sorted())\n\(result.output.prefix(3_000))")
  }
}
