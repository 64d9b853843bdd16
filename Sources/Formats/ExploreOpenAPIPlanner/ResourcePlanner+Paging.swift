import ExploreAPIVocabulary
import ExploreCore
import ExploreOpenAPI

extension ResourcePlanner {
  /// The largest page explore asks for, whatever a document allows.
  static let largestPage = 1_000

  /// How the list pages, in its own parameters: as `x-explore-paging`
  /// says (`page`, `offset`, `next`, `link`, `cursor`, `single`), else,
  /// in order: a `Link` response header; a cursor parameter whose next
  /// value the body gives (`cursor` and `next_cursor`, `pagetoken` and
  /// `next_page_token`, a `page` that is text and `next_page`); a page
  /// number (`page`, `pageNumber`); an offset; a `next` URL in the body;
  /// the id of the last record (`after`, `since`, `before`, `starting_after`);
  /// else one answer. The page size is the largest the document allows
  /// (its `maximum`, at most ``largestPage``), else its default, else
  /// learned from the first page; the parameters the paging sends are
  /// taken from the options.
  mutating func paging(
    of operation: OpenAPIDocument.Operation, body holder: SchemaShape, headers: [String], parameters: inout Parameters,
    records: LocatedRecords
  ) -> ListPaging {
    let stated = operation.body["x-explore-paging"]?.string
    if let stated, !["page", "offset", "next", "link", "cursor", "single"].contains(stated) {
      unmapped.append("GET \(operation.path): x-explore-paging \"\(stated)\" is not page, offset, next, link, cursor or single")
    }
    let size = parameters.first(among: Vocabulary.pageSizeNames, type: "integer")
    let pageSize = size.flatMap { size in size.maximum.map { min($0, Self.largestPage) } ?? size.defaultValue.flatMap { $0 > 0 ? $0 : nil } }
    let total = (totalPath(in: holder).map { records.holderPath + $0 }).map { JSONPath($0) }
    let next = nextURLPath(in: holder).map { records.holderPath + $0 }
    func uses(_ names: String?...) { for name in names.compactMap({ $0 }) { parameters.paging.insert(name) } }
    let number = parameters.first(among: Vocabulary.pageNumberNames, type: "integer")
    let offset = parameters.first(among: Vocabulary.offsetNames, type: "integer")

    if stated == nil || stated == "link", headers.contains("link") {
      uses(size?.name, number?.name, parameters.first(among: ["page"])?.name)
      return .linkHeader(pageSize: pageSize, sizeParameter: size?.name)
    }
    if stated == nil || stated == "cursor", let cursor = cursor(among: parameters, in: holder, holderPath: records.holderPath) {
      uses(cursor.parameter, size?.name)
      return .cursor(parameter: cursor.parameter, next: JSONPath(cursor.next), pageSize: pageSize, sizeParameter: size?.name)
    }
    if stated == nil || stated == "page", let number {
      uses(number.name, size?.name)
      return .pageNumbers(pageSize: pageSize, total: total, parameter: number.name, sizeParameter: size?.name)
    }
    if stated == "page" {
      return .pageNumbers(pageSize: pageSize, total: total, sizeParameter: size?.name)
    }
    // NB: a lone `offset` typed `number`, with no size and no total, is a place
    // in a text (Google's autocomplete), not in a list.
    if stated == nil || stated == "offset", let offset, offset.type == "integer" || size != nil || total != nil {
      uses(offset.name, size?.name)
      return .offsetLimit(pageSize: pageSize, total: total, offset: offset.name, limit: size?.name ?? "limit")
    }
    if stated == "offset" { return .offsetLimit(pageSize: pageSize, total: total) }
    if stated == nil || stated == "next", let next {
      uses(size?.name)
      return .nextURL(at: JSONPath(next), pageSize: pageSize, total: total)
    }
    if stated == "next" { return .nextURL(at: JSONPath(["next"]), pageSize: pageSize, total: total) }
    if stated == nil, let keyset = keyset(among: parameters, in: holder, records: records) {
      uses(keyset.parameter, size?.name)
      return .keyset(parameter: keyset.parameter, record: keyset.record, pageSize: pageSize, sizeParameter: size?.name, hasMore: keyset.hasMore)
    }
    return .single
  }

  /// The cursor parameter whose next value the body holds, and where:
  /// `next_<parameter>`, `next_cursor`, `next_page_token`, `nextPageToken`,
  /// `next_page` (for a `page` that is text), the parameter's own name
  /// (Square's `cursor`), `continue` (Kubernetes' `metadata.continue`),
  /// `cursors.after`; at the top of the body or in `meta`, `pagination`,
  /// `paging`, `response_metadata`, `metadata`, `links`.
  private mutating func cursor(among parameters: Parameters, in body: SchemaShape, holderPath: [String]) -> (parameter: String, next: [String])? {
    // NB: an API that also takes a numeric `offset` (Box) is paged by it,
    // so that `--page N` reaches page N.
    let isNumber = { (parameter: QueryParameter) in parameter.type == "integer" || parameter.type == "number" }
    if parameters.query.contains(where: { Vocabulary.normalized($0.name) == "offset" && isNumber($0) }) { return nil }
    for parameter in parameters.query where Vocabulary.cursorNames.contains(Vocabulary.normalized(parameter.name)) && !isNumber(parameter) {
      let name = Vocabulary.normalized(parameter.name)
      var wanted = ["next" + name, "nextcursor", "nextpagetoken", "nexttoken", "nextpagecursor", "continuationtoken", "nextmarker"]
      if name == "page" { wanted = ["nextpage", "nextpagetoken", "nextpagecursor"] }
      if name == "after" || name == "startingafter" { wanted = ["nextcursor", "nextpagetoken", "after", "nextafter"] }
      // NB: Asana gives its next `offset` in `next_page.offset`.
      for holder in [[]] + (Vocabulary.pagingHolders + ["next_page", "nextPage"]).map({ [$0] }) {
        guard let shape = holder.isEmpty ? body : shape(at: holder, in: body) else { continue }
        var names = wanted
        if !holder.isEmpty || name == "cursor" || name == "continue" { names.append(name) }
        for property in shape.properties where names.contains(Vocabulary.normalized(property.name)) || isCursor(property.name, in: shape) {
          let type = schemas.shape(of: property.schema).type
          guard type == "string" || type == "integer" || type == nil else { continue }
          return (parameter.name, holderPath + holder + [property.name])
        }
        if let cursors = schemas.property("cursors", of: shape), let after = cursors.properties.first(where: { Vocabulary.normalized($0.name) == "after" }),
          name == "after"
        {
          return (parameter.name, holderPath + holder + ["cursors", after.name])
        }
      }
    }
    return nil
  }

  /// Whether the body's `next` is a cursor rather than a URL, as its
  /// description says ("Cursor to fetch the next page").
  private mutating func isCursor(_ name: String, in body: SchemaShape) -> Bool {
    guard name == "next", let shape = schemas.property(name, of: body), !["uri", "url"].contains(shape.format ?? "") else { return false }
    let text = shape.description?.lowercased() ?? ""
    return (text.contains("cursor") || text.contains("token")) && !text.contains("url")
  }

  /// Keyset paging: a parameter that takes the id of the last record
  /// (`after`, `starting_after`, `since`); `before` when it is the only
  /// one, or beside `after` on a list the API answers newest first (a
  /// sort whose default is `desc` or `latest`, or no sort at all, as
  /// message histories are), unless `after` is said to be a place in the
  /// list (a cursor, as `after` with `has_more` is).
  private mutating func keyset(among parameters: Parameters, in body: SchemaShape, records: LocatedRecords) -> (parameter: String, record: ListPaging.KeysetRecord, hasMore: JSONPath?)? {
    let hasMore = body.properties.first { ["hasmore", "hasnext", "more", "hasnextpage"].contains(Vocabulary.normalized($0.name)) }
      .map { JSONPath(records.holderPath + [$0.name]) }
    let after = parameters.first(among: ["after", "startingafter", "afterid", "since", "sinceid"])
    let before = parameters.first(among: ["before", "endingbefore", "beforeid", "maxid"])
    guard after != nil || before != nil else { return nil }
    if let after, before == nil || hasMore != nil || Vocabulary.saysPlaceInList(after.option.summary) { return (after.name, .last, hasMore) }
    guard let before else { return nil }
    if let after {
      let sort = parameters.query.first { ["sort", "order", "direction", "sortorder", "orderby"].contains(Vocabulary.normalized($0.name)) }
      let ascending = sort?.defaultText.map { ["asc", "ascending", "oldest", "created", "old"].contains($0.lowercased()) }
      if ascending == true { return (after.name, .last, hasMore) }
    }
    return (before.name, .last, hasMore)
  }

  /// The path of the list's count in `body`: `total_count`, or `meta.total`,
  /// a whole number (typed `integer`, or `number` as JavaScript APIs do).
  mutating func totalPath(in body: SchemaShape) -> [String]? {
    let counts = ["integer", "number"]
    for key in Vocabulary.totalKeys {
      if let shape = schemas.property(key, of: body), counts.contains(shape.type ?? "") { return [key] }
      for holder in Vocabulary.pagingHolders {
        if let shape = schemas.property(holder, of: body), counts.contains(schemas.property(key, of: shape)?.type ?? "") { return [holder, key] }
      }
    }
    return nil
  }

  /// The path of the next page's URL in `body`: `next`, or `info.next`,
  /// `links.next`, `meta.next`, `_links.next.href`.
  mutating func nextURLPath(in body: SchemaShape) -> [String]? {
    if let next = schemas.property("next", of: body), next.type == "string" || next.type == nil { return ["next"] }
    for holder in ["info", "links", "meta", "_links", "pagination", "paging"] {
      guard let shape = schemas.property(holder, of: body) else { continue }
      // NB: or `next_page` (GOV.UK Pay's `_links.next_page.href`).
      for key in ["next", "next_page", "nextPage"] {
        guard let next = schemas.property(key, of: shape) else { continue }
        if next.type == "string" || next.type == nil { return [holder, key] }
        if schemas.property("href", of: next) != nil { return [holder, key, "href"] }
      }
    }
    return nil
  }
}
