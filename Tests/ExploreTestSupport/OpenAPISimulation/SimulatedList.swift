import Foundation

/// One `GET` operation of a document that answers records, as
/// ``OpenAPISimulation`` serves it: what a test needs to know of the API to
/// tell a right answer from a wrong one, read from the document alone.
public struct SimulatedList: Sendable, Hashable {
  /// How the API pages this list, as the document declares it.
  public enum Paging: String, Sendable, Hashable {
    /// No paging: one answer holds every record.
    case single = "one answer"
    /// A page number parameter (`page`), from 1 or from 0.
    case pageNumbers = "page numbers"
    /// An offset parameter (`offset`, `skip`, `start`).
    case offset = "offset"
    /// An opaque cursor parameter (`cursor`, `page_token`), with the next
    /// cursor in the answer.
    case cursor = "cursor"
    /// The id of the last (or first) record seen (`after`, `since`, `before`).
    case recordIDs = "record ids"
    /// Only a page size parameter: the API answers that many records and
    /// no more.
    case sizeOnly = "size only"
  }

  /// The path template, as the document writes it (`/pets/{petId}/toys`).
  public var path: String
  /// How the list pages.
  public var paging: Paging
  /// A one-line account of the paging: the parameters, where the next
  /// page is said, the size's default and maximum.
  public var pagingSummary: String
  /// The records the list holds (before any search).
  public var count: Int
  /// The page size parameter, its default and maximum.
  public var sizeParameter: String?
  public var defaultPageSize: Int
  public var maximumPageSize: Int
  /// The detail path of one record (`/pets/{petId}`), when the document has one.
  public var detailPath: String?
  /// The query parameter that searches the list, and whether it is required.
  public var searchParameter: String?
  public var searchIsRequired: Bool
  /// Query parameters the API requires (search and paging aside), each
  /// with a value it takes.
  public var requiredParameters: [String: String]
  /// Whether a request without a credential is answered 401.
  public var needsCredential: Bool
}

/// One list answer the simulation served, for a test to compare with what
/// the client made of it.
public struct ServedList: Sendable, Hashable {
  /// The list's path template.
  public var path: String
  /// The request's query, decoded.
  public var query: [String: String]
  /// The request's path arguments, by the document's parameter names.
  public var arguments: [String: String]
  /// The positions (from 0) of the records served, in order.
  public var records: [Int]
  /// How many records the list holds for this request (after a search).
  public var total: Int
  /// The search text applied, if any.
  public var search: String?
}

/// One detail answer the simulation served.
public struct ServedDetail: Sendable, Hashable {
  /// The detail path template.
  public var path: String
  /// The id the request named, decoded.
  public var id: String
  /// The position of the record found, or `nil` when none has that id (404).
  public var record: Int?
}
