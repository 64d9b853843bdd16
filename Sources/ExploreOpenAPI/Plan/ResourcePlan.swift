/// What one `GET` operation becomes: a resource of the generated provider,
/// with the names, options, paging and fields the scaffold writes.
public struct ResourcePlan: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A collection: a list of records.
    case list
    /// One record, named by the path's last parameter.
    case detail
  }

  /// How the list is paged, as detected or as `x-explore-paging` states.
  public enum Paging: String, Sendable, Equatable {
    /// `page` (and a page size) query parameters.
    case pageNumbers = "page"
    /// `offset` and `limit` query parameters.
    case offset
    /// A `next` URL in the body.
    case nextURL = "next"
    /// A `Link` header with `rel="next"`.
    case linkHeader = "link"
    /// One page: nothing says how to get another.
    case single
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
      /// A property holding the id.
      case key(String)
      /// The last path component of a URL property (`url`, `self`).
      case fromURL(String)
    }
    public enum Format: String, Sendable, Equatable {
      case text, integer, date, url
    }
    public var id: ID?
    public var title: String?
    public var display: [(key: String, format: Format)]
    /// A short text for the subtitle: `description`, `summary`.
    public var subtitle: String? = nil
    /// The record's page on the web: `html_url`, `web_url`, or a `url` that is not the id's.
    public var webPage: String? = nil
    /// Arrays of URIs, which become references for expansions.
    public var references: [String] = []

    public init(id: ID?, title: String?, display: [(key: String, format: Format)]) {
      self.id = id
      self.title = title
      self.display = display
    }

    public static func == (lhs: Fields, rhs: Fields) -> Bool {
      lhs.id == rhs.id && lhs.title == rhs.title
        && lhs.display.map(\.key) == rhs.display.map(\.key) && lhs.display.map(\.format) == rhs.display.map(\.format)
        && lhs.subtitle == rhs.subtitle && lhs.webPage == rhs.webPage && lhs.references == rhs.references
    }
  }

  /// The resource's name on the command line: `characters`, `character`.
  public var name: String
  public var path: String
  public var summary: String
  public var kind: Kind
  /// The path's parameters, in order: the resource's arguments.
  public var arguments: [String]
  public var options: [Option]
  /// The query parameter that searches, which becomes `--search`.
  public var searchParameter: String?
  public var paging: Paging
  /// For a list, the key of the array of records in the body; `nil` when the
  /// body is the array.
  public var recordsKey: String?
  public var fields: Fields
  /// The number of records a page asks for, from the page-size parameter's
  /// default or maximum, else 20.
  public var pageSize: Int = 20
  /// The query parameter that sets the page size (`per_page`, `limit`), sent with every page.
  public var pageSizeParameter: String? = nil
  /// The path of the list's count in the body (`["total_count"]`, `["meta", "total"]`).
  public var totalPath: [String]? = nil
  /// The path of the next page's URL in the body (`["next"]`, `["info", "next"]`).
  public var nextPath: [String]? = nil
  /// The path arguments that are whole numbers.
  public var wholeNumberArguments: Set<String> = []
  /// Example values of parameters, by name, from the document.
  public var parameterExamples: [String: String] = [:]
  /// The response's example body, from the document, for the replay fixture.
  public var example: OpenAPIJSON? = nil
  /// The kind of the records: `animal`.
  public var recordKind: String = ""
}
