package import ExploreCore

/// A list's ``ExploreCore/ListPaging`` as a declaration writes it:
/// `"single"`, or the one-key object of its form with the case's own names,
/// `{"pageNumbers": {"pageSize": 20, "total": "info.count"}}` (with
/// `"next": "info.next", "pages": "info.pages", "askFirstPage": true` for an
/// API that pages by number and names its next page's URL too),
/// `{"offsetLimit": {…}}`, `{"nextURL": {"at": "next"}}`, `{"linkHeader": {…}}`,
/// `{"cursor": {"parameter": "cursor", "next": "meta.next_cursor"}}`,
/// `{"keyset": {"parameter": "after", "record": "last", "hasMore": "has_more"}}`.
/// `pageSize` may be left out: the list learns it from its first page.
package struct PagingDeclaration: Sendable, Codable {
  package var paging: ListPaging

  package init(_ paging: ListPaging) {
    self.paging = paging
  }

  /// Every key a form's object may hold.
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case pageSize, total, parameter, sizeParameter, offset, limit, at, next, record, hasMore, pages, askFirstPage
  }

  /// The forms, by name, with the keys each takes.
  static let forms: [(name: String, keys: [CodingKeys])] = [
    ("pageNumbers", [.pageSize, .total, .parameter, .sizeParameter, .next, .pages, .askFirstPage]), ("offsetLimit", [.pageSize, .total, .offset, .limit]),
    ("nextURL", [.at, .pageSize, .total]), ("linkHeader", [.pageSize, .sizeParameter]),
    ("cursor", [.parameter, .next, .pageSize, .sizeParameter]),
    ("keyset", [.parameter, .record, .pageSize, .sizeParameter, .hasMore]),
  ]

  package init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard name == "single" else { throw TableCoding.unknownForm(#""single", or an object of one form: \#(Self.formNames)"#, at: decoder) }
      paging = .single
      return
    }
    let (form, outer) = try TableCoding.form(decoder, among: Self.forms.map(\.name))
    let keys = Self.forms.first { $0.name == form }?.keys ?? []
    let fields = try TableCoding.container(try outer.superDecoder(forKey: TableCoding.Key(form)), keyedBy: CodingKeys.self, allowing: keys)
    let size = try fields.decodeIfPresent(Int.self, forKey: .pageSize)
    if let size, size <= 0 {
      throw DecodingError.dataCorruptedError(
        forKey: .pageSize, in: fields, debugDescription: "a page size is a positive whole number; write the records a full page holds, or leave it out")
    }
    let total = try fields.decodeIfPresent(JSONPath.self, forKey: .total)
    func text(_ key: CodingKeys) throws -> String? { try TableCoding.textIfPresent(fields, key, "the API's query parameter") }
    switch form {
    case "pageNumbers":
      paging = .pageNumbers(
        pageSize: size, total: total, parameter: try text(.parameter) ?? "page", sizeParameter: try text(.sizeParameter),
        next: try fields.decodeIfPresent(JSONPath.self, forKey: .next), pages: try fields.decodeIfPresent(JSONPath.self, forKey: .pages),
        askFirstPage: try fields.decodeIfPresent(Bool.self, forKey: .askFirstPage) ?? false)
    case "offsetLimit":
      paging = .offsetLimit(pageSize: size, total: total, offset: try text(.offset) ?? "offset", limit: try text(.limit) ?? "limit")
    case "nextURL":
      paging = .nextURL(at: try fields.decode(JSONPath.self, forKey: .at), pageSize: size, total: total)
    case "linkHeader":
      paging = .linkHeader(pageSize: size, sizeParameter: try text(.sizeParameter))
    case "keyset":
      let record = try fields.decodeIfPresent(String.self, forKey: .record) ?? "last"
      guard let edge = ListPaging.KeysetRecord(rawValue: record) else {
        throw DecodingError.dataCorruptedError(
          forKey: .record, in: fields, debugDescription: "the record whose id asks for the next page is \"first\" or \"last\", not \"\(record)\"")
      }
      paging = .keyset(
        parameter: try TableCoding.text(fields, .parameter, "the query parameter that takes a record's id"), record: edge, pageSize: size,
        sizeParameter: try text(.sizeParameter), hasMore: try fields.decodeIfPresent(JSONPath.self, forKey: .hasMore))
    default:
      paging = .cursor(
        parameter: try TableCoding.text(fields, .parameter, "the query parameter that takes the cursor"),
        next: try fields.decode(JSONPath.self, forKey: .next), pageSize: size, sizeParameter: try text(.sizeParameter))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    guard paging != .single else {
      var container = encoder.singleValueContainer()
      try container.encode("single")
      return
    }
    var outer = encoder.container(keyedBy: TableCoding.Key.self)
    func fields(_ form: String) -> KeyedEncodingContainer<CodingKeys> { outer.nestedContainer(keyedBy: CodingKeys.self, forKey: TableCoding.Key(form)) }
    switch paging {
    case .single:
      break
    case .pageNumbers(let size, let total, let parameter, let sizeParameter, let next, let pages, let askFirstPage):
      var container = fields("pageNumbers")
      try container.encodeIfPresent(size, forKey: .pageSize)
      try container.encodeIfPresent(total, forKey: .total)
      if parameter != "page" { try container.encode(parameter, forKey: .parameter) }
      try container.encodeIfPresent(sizeParameter, forKey: .sizeParameter)
      try container.encodeIfPresent(next, forKey: .next)
      try container.encodeIfPresent(pages, forKey: .pages)
      if askFirstPage { try container.encode(true, forKey: .askFirstPage) }
    case .offsetLimit(let size, let total, let offset, let limit):
      var container = fields("offsetLimit")
      try container.encodeIfPresent(size, forKey: .pageSize)
      try container.encodeIfPresent(total, forKey: .total)
      if offset != "offset" { try container.encode(offset, forKey: .offset) }
      if limit != "limit" { try container.encode(limit, forKey: .limit) }
    case .nextURL(let next, let size, let total):
      var container = fields("nextURL")
      try container.encode(next, forKey: .at)
      try container.encodeIfPresent(size, forKey: .pageSize)
      try container.encodeIfPresent(total, forKey: .total)
    case .linkHeader(let size, let sizeParameter):
      var container = fields("linkHeader")
      try container.encodeIfPresent(size, forKey: .pageSize)
      try container.encodeIfPresent(sizeParameter, forKey: .sizeParameter)
    case .cursor(let parameter, let next, let size, let sizeParameter):
      var container = fields("cursor")
      try container.encode(parameter, forKey: .parameter)
      try container.encode(next, forKey: .next)
      try container.encodeIfPresent(size, forKey: .pageSize)
      try container.encodeIfPresent(sizeParameter, forKey: .sizeParameter)
    case .keyset(let parameter, let record, let size, let sizeParameter, let hasMore):
      var container = fields("keyset")
      try container.encode(parameter, forKey: .parameter)
      if record != .last { try container.encode(record.rawValue, forKey: .record) }
      try container.encodeIfPresent(size, forKey: .pageSize)
      try container.encodeIfPresent(sizeParameter, forKey: .sizeParameter)
      try container.encodeIfPresent(hasMore, forKey: .hasMore)
    }
  }

  static var formNames: String { forms.map(\.name).joined(separator: ", ") }

  /// `"single"`, or one form's object.
  package static let schema = TableSchema.oneOf(
    [.string("One answer holds the whole list.", values: ["single"])]
      + forms.map { form in
        .form(
          form.name,
          .object(
            "How \(form.name) pages.", properties: form.keys.map { ($0.stringValue, property($0)) },
            required: form.keys.filter { $0 == .at || (["cursor", "keyset"].contains(form.name) && $0 == .parameter) || (form.name == "cursor" && $0 == .next) }
              .map(\.stringValue)))
      },
    "How the list pages, in the API's own parameters.")

  static func property(_ key: CodingKeys) -> TableSchema {
    switch key {
    case .pageSize: .integer("The records a full page holds; learned from the first page when left out.", minimum: 1)
    case .total: .reference("path")
    case .parameter: .string("The query parameter that takes the page number, the cursor, or a record's id.", minLength: 1)
    case .sizeParameter: .string("The query parameter that asks for pageSize records.", minLength: 1)
    case .offset: .string("The query parameter of the offset.", minLength: 1)
    case .limit: .string("The query parameter of the limit.", minLength: 1)
    case .at: .reference("path")
    case .next: .reference("path")
    case .pages: .reference("path")
    case .askFirstPage: .boolean("Whether page 1 is asked for by its number too (?page=1), the page parameter first in the query.")
    case .record: .string("The record whose id asks for the next page: the last of a page, or the first.", values: ListPaging.KeysetRecord.allCases.map(\.rawValue))
    case .hasMore: .reference("path")
    }
  }
}
