import ExploreCore
import Testing

/// Typed keys read a request's checked values in the types they declare,
/// and the conflicts options declare are refused by the core.
@Suite struct RequestKeyTests {
  enum Species: String, CaseIterable, Sendable {
    case cat, dog
    case guineaPig = "guinea_pig"
  }

  static let owner = ArgumentKey("owner", summary: "An owner")
  static let nickname = ArgumentKey<String?>.optional("nickname", summary: "A nickname")
  static let species = OptionKey.choice("species", summary: "Species", default: Species.cat)
  static let order = OptionKey.choice("order", summary: "Order", of: Species.self)
  static let tags = OptionKey.repeated("tag", summary: "Tags")
  static let age = OptionKey<String?>("age", summary: "Age", valueName: "years", conflicts: ["nickname", "vet"])
  static let vet = OptionKey.flag("vet", summary: "Only pets seen by a vet")

  static let resource = ResourceDescriptor(
    path: ["pets"], summary: "Pets",
    arguments: [owner.descriptor, nickname.descriptor],
    options: [species.descriptor, order.descriptor, tags.descriptor, age.descriptor, vet.descriptor]
  )

  @Test func valuesReadInTheirDeclaredTypes() {
    let request = ResourceRequest(
      path: ["pets"], arguments: ["owner": "ada"], options: ["species": ["GUINEA_PIG"], "tag": ["a", "b"], "age": ["2", "3"]],
      flags: ["vet"]
    )
    #expect(request[Self.owner] == "ada")
    #expect(request[Self.nickname] == nil)
    #expect(request[Self.species] == .guineaPig, "a choice is read whatever its case")
    #expect(request[Self.order] == nil)
    #expect(request[Self.tags] == ["a", "b"])
    #expect(request[Self.age] == "3", "the last value given wins")
    #expect(request[Self.vet])
  }

  @Test func leftOutValuesReadAsTheirDefaults() {
    let request = ResourceRequest(path: ["pets"], arguments: ["owner": "ada", "nickname": "Rex"])
    #expect(request[Self.nickname] == "Rex")
    #expect(request[Self.species] == .cat)
    #expect(request[Self.tags].isEmpty)
    #expect(request[Self.age] == nil)
    #expect(!request[Self.vet])
  }

  @Test func keysDescribeWhatTheyRead() {
    #expect(Self.resource.options.first { $0.name == "species" }?.allowedValues == ["cat", "dog", "guinea_pig"])
    #expect(Self.resource.options.first { $0.name == "species" }?.defaultValue == "cat")
    #expect(Self.resource.options.first { $0.name == "tag" }?.isRepeatable == true)
    #expect(Self.resource.options.first { $0.name == "vet" }?.kind == .flag)
    #expect(Self.resource.arguments.map(\.isOptional) == [false, true])
  }

  @Test(arguments: [
    (["nickname": "Rex"], [:], [], "<nickname>"),
    ([:], [:], ["vet"], "--vet"),
  ] as [([String: String], [String: [String]], Set<String>, String)])
  func aConflictIsRefusedNamingBoth(arguments: [String: String], options: [String: [String]], flags: Set<String>, other: String) {
    var all = arguments
    all["owner"] = "ada"
    let request = ResourceRequest(path: ["pets"], arguments: all, options: options.merging(["age": ["2"]]) { $1 }, flags: flags)
    #expect(throws: ConflictingValuesError(option: "--age", other: other)) { try Self.resource.validate(request) }
    #expect(ConflictingValuesError(option: "--age", other: other).category == .usage)
  }

  @Test func anOptionAloneOrADefaultIsNoConflict() throws {
    try Self.resource.validate(ResourceRequest(path: ["pets"], arguments: ["owner": "ada"], options: ["age": ["2"]]))
    try Self.resource.validate(
      ResourceRequest(path: ["pets"], arguments: ["owner": "ada", "nickname": "Rex"], options: ["species": ["cat"]], flags: ["vet"])
    )
  }
}
