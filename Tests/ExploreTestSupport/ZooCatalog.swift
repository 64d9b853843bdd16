public import ExploreCore
import Foundation

/// What the `zoo` test provider declares: a provider the command line is
/// checked against that it has never seen, with every kind of resource,
/// argument, option, paging style, search and expansion. The parser's
/// tests read it as it is; the CLI's tests serve it from memory (their
/// `Zoo` provider).
public enum ZooCatalog {
  public static let numericID = ValueRule("a positive whole number, such as 42") { Int($0).map { $0 > 0 } ?? false }
  public static let login = ValueRule("1–39 letters, digits or hyphens") { value in
    (1...39).contains(value.count) && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
  }

  public static let metadata = ProviderMetadata(
    name: "zoo",
    aliases: ["z", "the-zoo"],
    summary: "Animals and their keepers, for tests.",
    defaultBaseURL: URL(string: "https://zoo.invalid/api")!,
    baseURLEnvironmentVariable: "EXPLORE_ZOO_API_URL"
  )

  public static let resources: [ResourceDescriptor] = [
    ResourceDescriptor(
      path: ["animals"],
      aliases: ["beasts"],
      summary: "List the animals.",
      discussion: "Animals page three at a time, so that paging shows with a handful of rows.",
      options: [
        .choice("species", summary: "Only animals of this species.", values: ["cat", "dog", "bird"]),
        OptionDescriptor(name: "size", shortName: "s", summary: "Only animals of this size.", kind: .value(name: "size"), allowedValues: ["small", "large"]),
        OptionDescriptor(name: "tag", summary: "Only animals with this tag.", kind: .value(name: "tag"), isRepeatable: true),
        .choice("sort", summary: "The order.", values: ["name", "age"], defaultValue: "name"),
        .flag("wild", shortName: "w", summary: "Only wild animals."),
        .flag("tame", shortName: "t", summary: "Only tame animals."),
      ],
      paging: .pageNumbers(pageSize: 3, total: "total"),
      search: .local,
      expansions: [
        ExpansionDescriptor(name: "keepers", summary: "The animal's keepers", childKind: "keeper"),
        ExpansionDescriptor(name: "meals", summary: "What the animal eats", childKind: "meal"),
      ],
      preferredLayout: .list,
      examples: ["animals --species cat", "animals --all --expand"]
    ),
    ResourceDescriptor(
      path: ["animal"],
      summary: "Show one animal.",
      kind: .detail,
      arguments: [ArgumentDescriptor(name: "id", summary: "The animal's number.", rule: numericID)],
      preferredLayout: .detail
    ),
    ResourceDescriptor(
      path: ["keeper"],
      summary: "Show a keeper.",
      kind: .detail,
      arguments: [ArgumentDescriptor(name: "login", summary: "The keeper's login.", rule: login)],
      preferredLayout: .detail
    ),
    ResourceDescriptor(
      path: ["search", "animals"],
      aliases: ["beasts"],
      summary: "Search the animals by name.",
      arguments: [ArgumentDescriptor(name: "query", summary: "Words to search for.")],
      paging: .nextURL(at: "next", pageSize: 3),
      search: .remote
    ),
    ResourceDescriptor(
      path: ["search", "keepers"],
      summary: "Search the keepers.",
      arguments: [ArgumentDescriptor(name: "query", summary: "Words to search for.")]
    ),
    ResourceDescriptor(
      path: ["feed"],
      summary: "Feed an animal.",
      kind: .action,
      arguments: [ArgumentDescriptor(name: "id", summary: "The animal's number.", rule: numericID)]
    ),
    ResourceDescriptor(
      path: ["visits"],
      summary: "List visits, of one keeper or of everyone.",
      arguments: [ArgumentDescriptor(name: "keeper", summary: "A keeper's login.", isOptional: true, rule: login)]
    ),
  ]

  /// The provider as the command line sees it.
  public static var descriptor: ProviderDescriptor {
    ProviderDescriptor(metadata: metadata, resources: resources)
  }
}
