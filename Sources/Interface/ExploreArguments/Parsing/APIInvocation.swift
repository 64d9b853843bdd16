/// What `explore api …` asks for: adding, listing, showing or removing an
/// API that explore reads from its OpenAPI document at run time, or the
/// JSON Schema of the declaration format.
package enum APIInvocation: Sendable, Hashable {
  /// `explore api add <name> <document> [--base-url URL] [--only X]… [--auth SCHEME]`.
  case add(APIAddition)
  /// `explore api list`.
  case list
  /// `explore api show <name>`.
  case show(String)
  /// `explore api remove <name>`.
  case remove(String)
  /// `explore api schema`.
  case schema

  /// The subcommands, in the order help lists them.
  package enum Subcommand: String, CaseIterable, Sendable {
    case add, list, show, remove, schema

    package var summary: String {
      switch self {
      case .add: "Read an API's OpenAPI document (JSON or YAML, a file or an http(s) URL), or a declaration file, and add it as a provider."
      case .list: "List the APIs added, with their resources."
      case .show: "Show an added API's plan: its resources, their paging and mapping, and what was left out, with why."
      case .remove: "Remove an added API."
      case .schema: "Print the JSON Schema of the declaration format, for an editor to check a declaration as it is typed."
      }
    }

    package var usage: String {
      switch self {
      case .add: "explore api add <name> <document> [--base-url <url>] [--only <tag-or-path>]... [--auth <scheme>]"
      case .list: "explore api list"
      case .show: "explore api show <name>"
      case .remove: "explore api remove <name>"
      case .schema: "explore api schema"
      }
    }
  }
}

/// `explore api add`'s arguments and options.
package struct APIAddition: Sendable, Hashable {
  /// The provider's name on the command line.
  package var name: String
  /// A path or an http(s) URL.
  package var document: String
  /// `--base-url`: the API's base URL, when the document's is not the one.
  package var baseURL: String?
  /// `--only`: the tags and path prefixes to keep, when the document has
  /// more operations than one provider should.
  package var only: [String]
  /// `--auth`: how the token goes, for a document that declares no scheme:
  /// `bearer`, `header:NAME` or `query:NAME`.
  package var auth: String?

  package init(name: String, document: String, baseURL: String? = nil, only: [String] = [], auth: String? = nil) {
    self.name = name
    self.document = document
    self.baseURL = baseURL
    self.only = only
    self.auth = auth
  }
}
