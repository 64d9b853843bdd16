import ExploreCore
import Testing

@Suite struct ResourceValidationTests {
  static let resource = ResourceDescriptor(
    path: ["pets"],
    summary: "Pets",
    arguments: [
      ArgumentDescriptor(name: "owner", summary: "An owner", rule: ValueRule("letters only") { $0.allSatisfy(\.isLetter) }),
      ArgumentDescriptor(name: "nickname", summary: "A nickname", isOptional: true),
    ],
    options: [
      .choice("species", summary: "Species", values: ["cat", "dog"]),
      OptionDescriptor(name: "age", summary: "Age", rule: ValueRule("a whole number") { Int($0) != nil }),
    ]
  )

  @Test func aValidRequestPasses() throws {
    try Self.resource.validate(ResourceRequest(path: ["pets"], arguments: ["owner": "ada"], options: ["species": ["CAT"], "age": ["3"]]))
  }

  @Test(arguments: [
    (ResourceRequest(path: ["pets"]), "A value is missing for <owner>: expected letters only."),
    (ResourceRequest(path: ["pets"], arguments: ["owner": "ada1"]), "'ada1' is not a valid value for <owner>: expected letters only."),
    (ResourceRequest(path: ["pets"], arguments: ["owner": "ada"], options: ["species": ["cat", "eel"]]),
     "'eel' is not a valid value for --species: expected one of cat, dog."),
    (ResourceRequest(path: ["pets"], arguments: ["owner": "ada"], options: ["age": ["old"]]),
     "'old' is not a valid value for --age: expected a whole number."),
  ])
  func anInvalidRequestNamesTheValueAndTheRule(request: ResourceRequest, message: String) {
    #expect {
      try Self.resource.validate(request)
    } throws: { error in
      (error as? InvalidValueError)?.description == message && (error as? InvalidValueError)?.category == .usage
    }
  }
}
