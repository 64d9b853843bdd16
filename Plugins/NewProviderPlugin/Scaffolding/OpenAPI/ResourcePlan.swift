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

    static func == (lhs: Fields, rhs: Fields) -> Bool {
      lhs.id == rhs.id && lhs.title == rhs.title
        && lhs.display.map(\.key) == rhs.display.map(\.key) && lhs.display.map(\.format) == rhs.display.map(\.format)
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
}
