import ExploreYAML
import Foundation
import Testing

/// Input made to hurt: deep nesting, alias bombs, huge inputs, and random
/// damage to real documents. Each ends in a value or a ``YAMLError``, never
/// in a crash, a stack overflow or a hang.
@Suite struct YAMLHostileInputTests {
  static func error(_ text: String, limits: YAMLLimits = .standard) throws -> YAMLError {
    try #require(throws: YAMLError.self) { try YAMLReader.read(Array(text.utf8), limits: limits) }
  }

  @Test(arguments: ["[", "{", "[{a: ", "- ", "{a: [", "? "])
  func hundredThousandNestedOpeningsStopAtTheDepthLimit(_ opening: String) throws {
    let error = try Self.error(String(repeating: opening, count: 100_000))
    #expect(error.reason == .tooDeep(limit: 512))
    #expect(error.line == 1)
  }

  @Test func deepBlockIndentationStopsAtTheDepthLimit() throws {
    let text = (0..<2_000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
    let error = try Self.error(text)
    #expect(error.reason == .tooDeep(limit: 512))
    #expect(error.line == 513)
  }

  @Test func theDepthLimitIsExact() throws {
    let limits = YAMLLimits(maximumDepth: 8)
    let eight = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
    #expect(throws: Never.self) { try YAMLReader.read(Array(eight.utf8), limits: limits) }
    let nine = "[" + eight + "]"
    #expect(try Self.error(nine, limits: limits).reason == .tooDeep(limit: 8))
    let block = "a:\n b:\n  c: 1"
    #expect(throws: Never.self) { try YAMLReader.read(Array(block.utf8), limits: YAMLLimits(maximumDepth: 3)) }
    #expect(try Self.error(block, limits: YAMLLimits(maximumDepth: 2)).reason == .tooDeep(limit: 2))
  }

  @Test func billionLaughsIsRefusedAtTheAliasThatCrossesTheBound() throws {
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for (previous, name) in zip(names, names.dropFirst()) {
      lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
    }
    // NB: a node of level f stands for 37 × 9⁵ ≈ 2.2 million units (nodes
    // and bytes), so the seventh alias of level g takes the total past 16 Mi.
    let error = try Self.error(lines.joined(separator: "\n"))
    #expect(error.reason == .aliasExpansionTooLarge(limit: 16 << 20))
    #expect((error.line, error.column) == (7, 32))
  }

  @Test func aliasesOfALongStringCountItsBytes() throws {
    let text = "s: &s " + String(repeating: "x", count: 1_000) + "\nall: [" + Array(repeating: "*s", count: 200).joined(separator: ", ") + "]"
    let limits = YAMLLimits(maximumAliasExpansion: 100_000)
    #expect(try Self.error(text, limits: limits).reason == .aliasExpansionTooLarge(limit: 100_000))
    #expect(throws: Never.self) { try YAMLReader.read(Array(text.utf8), limits: YAMLLimits(maximumAliasExpansion: 250_000)) }
  }

  @Test func mergeKeysCountAsAliases() throws {
    var lines = ["a: &a {k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, k8: 8, k9: 9}"]
    for index in 0..<1_000 {
      lines.append("m\(index): {<<: *a}")
    }
    let text = lines.joined(separator: "\n")
    #expect(try Self.error(text, limits: YAMLLimits(maximumAliasExpansion: 10_000)).reason == .aliasExpansionTooLarge(limit: 10_000))
    #expect(throws: Never.self) { try YAMLReader.read(Array(text.utf8)) }
  }

  @Test func inputOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
    let error = try Self.error(String(repeating: "a", count: 1_001), limits: YAMLLimits(maximumInputBytes: 1_000))
    #expect(error.reason == .inputTooLarge(bytes: 1_001, limit: 1_000))
    #expect((error.line, error.column) == (1, 1))
  }

  @Test func largeFlatInputsAreRead() throws {
    let keys = (0..<20_000).map { "key\($0): value \($0)" }.joined(separator: "\n")
    guard case .mapping(let entries) = try YAMLReader.read(Array(keys.utf8)) else { throw Failure("a mapping") }
    #expect(entries.count == 20_000)
    let long = "key: " + String(repeating: "word ", count: 50_000)
    #expect(try YAMLReader.read(Array(long.utf8))["key"] == .string(String(String(repeating: "word ", count: 50_000).dropLast())))
    let flow = "[" + Array(repeating: "\"x\"", count: 50_000).joined(separator: ",") + "]"
    guard case .sequence(let items) = try YAMLReader.read(Array(flow.utf8)) else { throw Failure("a sequence") }
    #expect(items.count == 50_000)
  }

  @Test func anImplicitKeyLongerThan1024BytesIsRefused() throws {
    let key = String(repeating: "k", count: 1_100)
    #expect(throws: YAMLError.self) { try YAMLReader.read(Array("\(key): v".utf8)) }
    #expect(throws: YAMLError.self) { try YAMLReader.read(Array("a: 1\n\(key): v".utf8)) }
    #expect(throws: Never.self) { try YAMLReader.read(Array("{\(key): v}".utf8)) }
  }

  @Test func damagedDocumentsNeverCrash() throws {
    let samples = [
      "openapi: 3.0.3\ninfo: {title: \"T\", version: '1'}\npaths:\n  /a/{id}:\n    get:\n      parameters:\n        - &p {name: id, in: path}\n      responses:\n        200: {description: ok}\n  /b: {get: {parameters: [*p]}}\n",
      "- |\n  text\n   more\n- >-\n  folded\n\n  x\n- \"esc \\u00e9 \\x41\"\n- 'it''s'\n- !!str 1\n- {a: [b, {c: d}], <<: {e: f}}\n",
      "%YAML 1.2\n%TAG !e! tag:yaml.org,2002:\n--- !e!map\n? a\n: b\n...\n--- [1, 2.5, .inf, 0x1F, ~]\n",
    ]
    var generator = SeededGenerator(seed: 0x5EED)
    for sample in samples {
      let bytes = Array(sample.utf8)
      for _ in 0..<1_500 {
        var damaged = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let position = Int.random(in: 0..<damaged.count, using: &generator)
          switch Int.random(in: 0..<4, using: &generator) {
          case 0: damaged[position] = UInt8.random(in: 0...255, using: &generator)
          case 1: damaged.remove(at: position)
          case 2: damaged.insert(Array(" \t\n:-?[]{},#&*!|>'\"%@`\\".utf8).randomElement(using: &generator)!, at: position)
          default: damaged = Array(damaged[..<position])
          }
          if damaged.isEmpty { break }
        }
        do throws(YAMLError) {
          let value = try YAMLReader.read(damaged)
          _ = value.jsonBytes()
        } catch {
          #expect(error.line >= 1 && error.column >= 1)
        }
      }
    }
  }
}

/// A small deterministic random number generator (SplitMix64), so that a
/// failure comes back on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
