/// What one `GET` operation becomes: a resource of the generated provider,
/// with the names, options, paging and fields the scaffold writes.
struct ResourcePlan: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// A collection: a list of records.
    case list
    /// One record, named by the path's last parameter.
    case detail
  }

  /// How the list is paged, as detected or as `x-explore-paging` states.
  enum Paging: String, Sendable, Equatable {
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
  struct Option: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      case text
      case wholeNumber
      case flag
      case choices([String])
    }
    /// The query parameter's name, which the option is named after.
    var name: String
    var summary: String
    var kind: Kind
    var isRequired: Bool
  }

  /// Where an item's id, title and display fields are in a record.
  struct Fields: Sendable, Equatable {
    enum ID: Sendable, Equatable {
      /// A property holding the id.
      case key(String)
      /// The last path component of a URL property (`url`, `self`).
      case fromURL(String)
    }
    enum Format: String, Sendable, Equatable {
      case text, integer, date, url
    }
    var id: ID?
    var title: String?
    var display: [(key: String, format: Format)]
    /// A short text for the subtitle: `description`, `summary`.
    var subtitle: String? = nil
    /// The record's page on the web: `html_url`, `web_url`, or a `url` that is not the id's.
    var webPage: String? = nil
    /// Arrays of URIs, which become references for expansions.
    var references: [String] = []

    static func == (lhs: Fields, rhs: Fields) -> Bool {
      lhs.id == rhs.id && lhs.title == rhs.title
        && lhs.display.map(\.key) == rhs.display.map(\.key) && lhs.display.map(\.format) == rhs.display.map(\.format)
        && lhs.subtitle == rhs.subtitle && lhs.webPage == rhs.webPage && lhs.references == rhs.references
    }
  }

  /// The resource's name on the command line: `characters`, `character`.
  var name: String
  var path: String
  var summary: String
  var kind: Kind
  /// The path's parameters, in order: the resource's arguments.
  var arguments: [String]
  var options: [Option]
  /// The query parameter that searches, which becomes `--search`.
  var searchParameter: String?
  var paging: Paging
  /// For a list, the key of the array of records in the body; `nil` when the
  /// body is the array.
  var recordsKey: String?
  var fields: Fields
  /// The number of records a page asks for, from the page-size parameter's
  /// default or maximum, else 20.
  var pageSize: Int = 20
  /// The query parameter that sets the page size (`per_page`, `limit`), sent with every page.
  var pageSizeParameter: String? = nil
  /// The path of the list's count in the body (`["total_count"]`, `["meta", "total"]`).
  var totalPath: [String]? = nil
  /// The path of the next page's URL in the body (`["next"]`, `["info", "next"]`).
  var nextPath: [String]? = nil
  /// The path arguments that are whole numbers.
  var wholeNumberArguments: Set<String> = []
  /// Example values of parameters, by name, from the document.
  var parameterExamples: [String: String] = [:]
  /// The response's example body, from the document, for the replay fixture.
  var example: OpenAPIJSON? = nil
  /// The kind of the records: `animal`.
  var recordKind: String = ""
}
