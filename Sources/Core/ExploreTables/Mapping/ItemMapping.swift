package import ExploreCore

/// How a JSON record becomes an ``Item``, declared as a table instead of a
/// `Decodable` struct and a mapping function: the item's kind, where its
/// id and title are (both required), an optional subtitle and web page,
/// its fields in display order, the references its expansions fetch, and
/// its picture.
///
/// ```swift
/// static let location = ItemMapping(
///   kind: "location", id: .key("id"), title: "name",
///   subtitle: .joined(["type", "dimension"]), webPage: .key("url"),
///   fields: [
///     FieldMapping("type", "Type", absent: FieldValue.none),
///     FieldMapping("dimension", "Dimension", absent: FieldValue.none),
///     FieldMapping("residents", "Residents", .count, absent: .integer(0)),
///   ],
///   references: [ReferenceMapping("residents", from: "residents")]
/// )
/// let items = try client.items(location, from: response, at: "results")
/// ```
///
/// Decoding is tolerant: a display field that is missing or malformed is
/// left out (or takes its ``FieldMapping/absent`` value), with a note
/// under `--verbose`, as ``Tolerant`` fields are. A record without an id
/// is an error that names its JSON path unless ``idMayBeMissing``, and so
/// is one without its title unless ``titleMayBeMissing``.
///
/// The table is built once, as a `static let`; mapping a record only looks
/// values up in the record's own object.
package struct ItemMapping: Sendable {
  /// The item kind: `character`, `repository`.
  package var kind: String
  package var id: ItemIdentity
  /// Where the title is: a string (a whole number is shown as written), required.
  package var title: JSONPath
  /// Texts that follow the title, each after a space, when not blank: a
  /// person's `last_name` after the `first_name` that is the title.
  package var titleWith: [JSONPath]
  /// Where else the title may be, in order, for a record that lacks
  /// ``title``: a TV show's `name` in a search that answers movies too,
  /// titled by their `title`.
  package var titleOr: [JSONPath]
  /// How the title's JSON value becomes its text, when it is no string:
  /// `.timestamp` for a span of time known by its start written as a
  /// number (`1730419200` reads `2024-11-01T00:00:00Z`). `nil` reads a
  /// string, or a whole number as written.
  package var titleFormat: FieldFormat?
  package var subtitle: SubtitleMapping?
  package var webPage: WebPageMapping?
  package var picture: PictureMapping?
  /// The fields, in display order.
  package var fields: [FieldMapping] { didSet { referenceNotes = Self.referenceNotes(fields, references) } }
  package var references: [ReferenceMapping] { didSet { referenceNotes = Self.referenceNotes(fields, references) } }
  /// The key under which some answers wrap the record, such as GitHub's
  /// `{"starred_at": …, "repo": {…}}`: when the record has an object there,
  /// that object is the record.
  package var wrapper: String?
  /// Whether a record may lack its title, which is then its id, said as a
  /// missing field is (`--verbose`): for a title that an API's schema does
  /// not require, such as one `explore api add` guessed from a document's
  /// examples. Otherwise a record without its title is an error.
  package var titleMayBeMissing: Bool
  /// Whether a record may lack its id, which is then its position (page
  /// and row, ``positionID(page:row:)``), said as a missing field is
  /// (`--verbose`), with no detail to open: for an id that an API's schema
  /// does not require. Otherwise a record without its id is an error.
  package var idMayBeMissing: Bool

  /// Whether each reference should note a missing value: not when a field
  /// reads the same path and has noted it already.
  private(set) var referenceNotes: [Bool]

  package init(
    kind: String,
    id: ItemIdentity,
    title: JSONPath,
    titleWith: [JSONPath] = [],
    titleOr: [JSONPath] = [],
    titleFormat: FieldFormat? = nil,
    subtitle: SubtitleMapping? = nil,
    webPage: WebPageMapping? = nil,
    picture: PictureMapping? = nil,
    fields: [FieldMapping] = [],
    references: [ReferenceMapping] = [],
    wrapper: String? = nil,
    titleMayBeMissing: Bool = false,
    idMayBeMissing: Bool = false
  ) {
    self.idMayBeMissing = idMayBeMissing
    self.wrapper = wrapper
    self.titleMayBeMissing = titleMayBeMissing
    self.kind = kind
    self.id = id
    self.title = title
    self.titleWith = titleWith
    self.titleOr = titleOr
    self.titleFormat = titleFormat
    self.subtitle = subtitle
    self.webPage = webPage
    self.picture = picture
    self.fields = fields
    self.references = references
    self.referenceNotes = Self.referenceNotes(fields, references)
  }

  private static func referenceNotes(_ fields: [FieldMapping], _ references: [ReferenceMapping]) -> [Bool] {
    let fieldPaths = Set(fields.map(\.path))
    return references.map { !fieldPaths.contains($0.path) }
  }
}
