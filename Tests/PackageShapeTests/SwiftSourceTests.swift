import Testing

/// The reading of Swift text the shape tests rely on: comments and string
/// literals never count as names a file uses.
@Suite struct SwiftSourceTests {
  static func source(_ text: String) -> SwiftSource {
    SwiftSource(layer: "L", module: "M", folder: ".", path: "L/M/F.swift", text: text)
  }

  @Test(arguments: [
    (#"let a = "Foo" // Bar"# + "\nBaz()", ["Baz"]),
    (##"Baz(#"Qux "x" \"#) /* Quux */ Corge"##, ["Baz", "Corge"]),
    ("let t = \"\"\"\n  Foo \"quoted\" \\(Bar)\n  \"\"\"\nBaz", ["Baz"]),
    (#"f("a\"B") + Corge"#, ["Corge"]),
    (#"let e = "" ; Baz"#, ["Baz"]),
  ])
  func namesUsedLeaveOutCommentsAndStrings(text: String, names: [String]) {
    #expect(Self.source(text).namesUsed == Set(names))
  }

  @Test func declaredTypesAreTheTopLevelOnes() {
    let text = """
      public struct Outer<T>: Sendable {
        struct Inner {}
      }
      final class Box {}
      package enum Kind: String { case a }
      typealias Alias = Int
      extension Outer {}
      """
    #expect(Self.source(text).declaredTypes == ["Outer", "Box", "Kind", "Alias"])
  }

  @Test func callsOfExitAreCallsOfExitOnly() {
    #expect(Self.source("exit(1); _exit(2); Glibc.exit(3); onexit(4) // exit(5)").callsOfExit == 2)
  }

  @Test(arguments: [
    ("group.addTask { (index, try await transform(element)) }", ["(index, try await transform(element))"]),
    ("return (index, .success(try await load(id)))", ["(index, .success(try await load(id)))"]),
    ("let pair = (\n  index,\n  await load(id)\n)", ["(\n  index,\n  await load(id)\n)"]),
    ("return ((a, try await b), c)", ["((a, try await b)"]),
    ("let value = try await load(id); return (index, value)", []),
    ("f(index, try await load(id))", []),
    ("return (try await load(id), index)", []),
    ("return (index, { await load(id) })", []),
    ("// (index, try await load(id))", []),
  ])
  func tuplesThatAwaitAfterTheirFirstElementAreFound(text: String, tuples: [String]) {
    #expect(Self.source(text).tuplesAwaitingAfterTheirFirstElement == tuples)
  }
}
