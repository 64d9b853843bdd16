public import ExploreCore
public import ExploreOpenAPI

/// What one `GET` operation becomes: a resource of the generated provider,
/// with the names, options, paging and fields the scaffold writes.
public struct ResourcePlan: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A collection: a list of records.
    case list
    /// One record, named by the path's last parameter.
    case detail
  }

  /// An option of the resource, from a query parameter.
  public struct Option: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      case text
      case wholeNumber
      case flag
      case choices([String])
    }
    /// The query parameter's name, which the option is named after.
    public var name: String
    public var summary: String
    public var kind: Kind
    public var isRequired: Bool

    public init(name: String, summary: String, kind: Kind, isRequired: Bool) {
      self.name = name
      self.summary = summary
      self.kind = kind
      self.isRequired = isRequired
    }
  }

  /// Where an item's id, title and display fields are in a record.
  public struct Fields: Sendable, Equatable {
    public enum ID: Sendable, Equatable {
      /// The property holding the id, or the path to it in nested objects
      /// (`["user", "id"]`).
      case key([String])
      /// The last path component of a URL property (`url`, `self`).
      case fromURL([String])

      /// The path of ``key(_:)``.
      public var key: [String]? {
        if case .key(let key) = self { key } else { nil }
      }
    }
    /// How a field reads: a `timestamp` is a date written as a number since
    /// 1970 (Unix time), `money` an amount in an object of its own with its
    /// currency.
    public enum Format: String, Sendable, Equatable {
      case text, integer, number, date, timestamp, money, url
    }
    public var id: ID?
    /// The title's property, or the path to it in nested objects
    /// (`["attributes", "name"]`), through the first element of an array
    /// where a key is ``firstElement`` (`["RepoTags", "[0]"]`).
    public var title: [String]?
    /// In ``title``, the first element of the array before it.
    public static let firstElement = "[0]"

    /// ``title`` as a declaration's JSON path.
    public var titlePath: JSONPath { Self.jsonPath(title ?? ["name"]) }

    /// A path of keys, ``firstElement`` among them, as a declaration's JSON path.
    public static func jsonPath(_ keys: [String]) -> JSONPath {
      JSONPath(segments: keys.map { $0 == firstElement ? .element(0) : .key($0) })
    }
    /// What follows the title: a person's family name after the given name
    /// that is the title (`last_name` after `first_name`), beside it.
    public var titleWith: [[String]] = []
    /// Where else the title is, for records of the list's other kinds (a
    /// `oneOf`'s or `anyOf`'s other choices): a TV show's `name` among
    /// movies titled by their `title`.
    public var titleOr: [[String]] = []
    /// Whether the record's schema requires ``title``: a title it does not
    /// require is a guess that a real answer may lack.
    public var titleIsRequired = true
    /// Whether the record's schema requires ``id`` (and the examples hold
    /// it): an id it does not require may be missing from a real answer.
    public var idIsRequired = true
    /// Whether the title is the id, for records with no other human field.
    public var titleIsID = false
    /// How the title reads when it is no text: `.timestamp` for a span
    /// known by its start written as a number since 1970.
    public var titleFormat: Format? = nil
    public var display: [(key: String, format: Format)]
    /// A short text for the subtitle: `description`, `summary`.
    public var subtitle: String? = nil
    /// The record's page on the web: `html_url`, `web_url`, or a `url` that is not the id's.
    public var webPage: String? = nil
    /// Arrays of URIs, which become references for expansions.
    public var references: [String] = []
    /// The properties (an array of URIs, or one) whose example URLs name a
    /// detail path of the document, with that path: a film's `characters`
    /// and `/people/{id}/`.
    public var referenceTargets: [(name: String, detailPath: String)] = []
    /// The record's own link (`url`, `self`, `href`) and the detail path of
    /// the document it names, from the examples: a follower's `url` names
    /// `/users/{username}`, where the row opens.
    public var selfTarget: (name: String, detailPath: String)?
    /// Where a display field is read from when it is not the property of
    /// its ``display`` key: the name of another record the row holds (a
    /// transaction's `Contact` is `Contact.Name`), from the record or
    /// ``displayHolder``.
    public var displayPaths: [String: [String]] = [:]
    /// The object the display fields are in, when they are not the
    /// record's own: JSON:API's `attributes`, a group's first member
    /// (`["attributes", "transactions", "[0]"]`).
    public var displayHolder: [String]?

    public init(id: ID?, title: [String]?, display: [(key: String, format: Format)]) {
      self.id = id
      self.title = title
      self.display = display
    }

    public static func == (lhs: Fields, rhs: Fields) -> Bool {
      lhs.id == rhs.id && lhs.idIsRequired == rhs.idIsRequired && lhs.title == rhs.title && lhs.titleWith == rhs.titleWith && lhs.titleOr == rhs.titleOr && lhs.titleIsRequired == rhs.titleIsRequired && lhs.titleIsID == rhs.titleIsID
        && lhs.titleFormat == rhs.titleFormat
        && lhs.display.map(\.key) == rhs.display.map(\.key) && lhs.display.map(\.format) == rhs.display.map(\.format)
        && lhs.subtitle == rhs.subtitle && lhs.webPage == rhs.webPage && lhs.references == rhs.references
        && lhs.referenceTargets.map(\.name) == rhs.referenceTargets.map(\.name)
        && lhs.referenceTargets.map(\.detailPath) == rhs.referenceTargets.map(\.detailPath)
        && lhs.displayHolder == rhs.displayHolder && lhs.displayPaths == rhs.displayPaths && lhs.selfTarget?.name == rhs.selfTarget?.name && lhs.selfTarget?.detailPath == rhs.selfTarget?.detailPath
    }
  }

  /// The resource's name on the command line: `characters`, `character`,
  /// `search-users` (its ``words`` joined by `-`).
  public var name: String { words.joined(separator: "-") }
  /// The words of its name, from the path's context: `["search", "users"]`
  /// for `/search/users`, `["followers"]` for `/users/{username}/followers`.
  public var words: [String]
  /// The path's literal segments, spelled as command words, from the
  /// first: what ``OpenAPIPlan`` takes more words from when two resources
  /// would have one name.
  public var context: [String] = []
  public var path: String
  public var summary: String
  public var kind: Kind
  /// The path's parameters, in order: the resource's arguments.
  public var arguments: [String]
  public var options: [Option]
  /// The query parameter that searches, which becomes `--search`.
  public var searchParameter: String?
  /// Whether the API needs the search: a search without text is then a
  /// usage error.
  public var searchIsRequired = false
  /// How the list pages, in the API's own parameters, as detected or as
  /// `x-explore-paging` states; its page size only when the document
  /// states one (the page-size parameter's default or maximum), else
  /// learned from the first page.
  public var paging: ListPaging
  /// For a list, the path of the array of records in the body
  /// (`["items"]`, `["tracks", "items"]`); empty when the body is the array.
  public var recordsPath: [String]
  /// The records' key when they are one level down, for the generated Swift.
  public var recordsKey: String? { recordsPath.count == 1 ? recordsPath[0] : nil }
  public var fields: Fields
  /// The path of the next page's URL in the body (`["next"]`, `["info", "next"]`),
  /// where the body has one, whatever the list pages by.
  public var nextPath: [String]? = nil
  /// The path arguments that are whole numbers.
  public var wholeNumberArguments: Set<String> = []
  /// Example values of parameters, by name, from the document.
  public var parameterExamples: [String: String] = [:]
  /// The response's example body, from the document, for the replay fixture.
  public var example: OpenAPIJSON? = nil
  /// The kind of the records: `animal`.
  public var recordKind: String = ""
  /// The name of the records' schema (`User`), and their properties: a
  /// list of another path's records opens that path's detail.
  public var recordSchema: String? = nil
  public var recordProperties: [String] = []
  /// For a detail view, the key whose object is the record (`data`).
  public var wrapper: String? = nil
  /// What each path argument means, from its parameter's description.
  public var argumentSummaries: [String: String] = [:]
  /// Where a record's picture is: a property (or a property of an object
  /// property) that holds an image's URL.
  public var picture: [String]? = nil
  /// The operation's first tag, which groups the resource in help.
  public var group: String? = nil
  /// Whether the path names the signed-in user (`/user`, `/me`, `/users/@me/…`).
  public var isSignedInUser = false
}
