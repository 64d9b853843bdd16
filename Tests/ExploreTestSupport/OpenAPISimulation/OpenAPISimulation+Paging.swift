import Foundation

extension OpenAPISimulation {
  static let pageNames: Set<String> = ["page", "pagenumber", "pageno", "pagenum", "pageindex"]
  static let sizeNames: Set<String> = [
    "perpage", "pagesize", "limit", "size", "count", "maxresults", "maxitems", "pagelimit", "top", "take", "first", "rows", "resultsperpage",
    "itemsperpage", "maxpagesize",
  ]
  static let offsetNames: Set<String> = ["offset", "skip", "start", "startindex", "from", "startat"]
  static let cursorNames: Set<String> = [
    "cursor", "pagetoken", "nextpagetoken", "continuationtoken", "continue", "marker", "pagecursor", "startcursor", "nexttoken", "starttoken",
    "startingtoken", "nextcursor", "pagemarker", "page", "offset", "startafter",
  ]
  static let afterNames: Set<String> = ["after", "startingafter", "since", "sinceid", "afterid", "minid"]
  static let beforeNames: Set<String> = ["before", "endingbefore", "maxid", "beforeid"]
  static let totalNames: Set<String> = [
    "total", "totalcount", "totalitems", "totalresults", "totalelements", "totalsize", "totalrecords", "totalentries", "numfound", "totalhits",
    "itemcount", "resultcount", "totalrows", "count", "itemstotal", "results",
  ]
  static let cursorFieldNames: Set<String> = ["nextcursor", "nextpagetoken", "nexttoken", "continuationtoken", "endcursor", "nextmarker", "cursor", "continue"]

  /// How `operation` pages, read from its query parameters, its answer's
  /// schema and headers.
  static func pagingPlan(_ operation: Operation, answer: Value, schemas: Schemas) -> PagingPlan {
    var plan = PagingPlan()
    let query = operation.query
    func first(_ names: Set<String>, _ test: (Parameter) -> Bool) -> Parameter? {
      query.first { names.contains($0.key) && test($0) }
    }
    let page = first(pageNames) { $0.isWholeNumber }
    let size = first(sizeNames) { $0.isWholeNumber }
    // NB: a lone `number` offset is a place in a text (Google's autocomplete), not in a list.
    let offset = first(offsetNames) { $0.isWholeNumber && ($0.view.kind != .number || size != nil) }
    let cursor = first(cursorNames) { $0.view.kind == .string && !$0.isTime }
    let after = first(afterNames) { ($0.view.kind == .string || $0.isWholeNumber) && !$0.isTime }
    let before = first(beforeNames) { ($0.view.kind == .string || $0.isWholeNumber) && !$0.isTime }

    // What the answer says, beside its records.
    var leaves: [(path: [String], view: SchemaView)] = []
    func walk(_ schema: Value, _ path: [String]) {
      for (name, property) in schemas.view(schema).properties where path.count < 3 {
        let inner = schemas.view(property)
        let at = path + [name]
        guard at != operation.recordsAt else { continue }
        if inner.kind == .object { walk(property, at) } else { leaves.append((at, inner)) }
      }
    }
    if schemas.view(answer).kind == .object { walk(answer, []) }
    func leaf(_ test: ([String], SchemaView) -> Bool) -> [String]? {
      leaves.filter { test($0.path.map(normalized), $0.view) }.min { $0.path.count < $1.path.count }?.path
    }
    plan.totalAt = leaves.filter { leaf in
      let key = normalized(leaf.path.last ?? "")
      // NB: `results` counts only inside a page's own object (Overseerr's `pageInfo.results`).
      return [.integer, .number].contains(leaf.view.kind) && totalNames.contains(key) && (key != "count" || leaf.path.count == 1)
        && (key != "results" || leaf.path.count > 1)
    }.map(\.path)
    plan.hasMoreAt = leaf { path, view in view.kind == .boolean && ["hasmore", "more", "hasnext", "hasnextpage", "morepages"].contains(path.last!) }
    plan.lastIDAt = leaf { path, _ in path.last == "lastid" }
    plan.firstIDAt = leaf { path, _ in path.last == "firstid" }
    plan.pageAt = leaf { path, view in view.kind == .integer && ["page", "currentpage", "pagenumber"].contains(path.last!) }
    plan.pageCountAt = leaf { path, view in view.kind == .integer && ["totalpages", "pages", "pagecount", "lastpage", "numpages"].contains(path.last!) }
    func isLink(_ path: [String], _ view: SchemaView) -> Bool {
      let last = path.last!
      return ["uri", "url", "uri-reference"].contains(view.format ?? "") || last.contains("url") || last.contains("href") || last.contains("link")
        || last == "uri" || (cursor == nil && after == nil && (last == "next" || last == "nextpage"))
    }
    plan.nextURLAt = leaf { path, view in
      (view.kind == .string || view.kind == .unknown) && path.contains { $0.hasPrefix("next") || $0.hasSuffix("next") } && isLink(path, view)
    }
    // NB: a cursor the answer gives beside an `after` of record ids (OpenAI's
    // `next`, "cursor to fetch the next page") is the id to send: the last record's.
    if cursor == nil, after != nil {
      plan.nextIDAt = leaf { path, view in
        view.kind != .boolean && view.kind != .array && view.kind != .integer && !isLink(path, view) && (path.last == "next" || cursorFieldNames.contains(path.last!))
      }
    }
    if let cursor {
      let name = cursor.key
      var best: (score: Int, path: [String])?
      for (path, view) in leaves where view.kind != .boolean && view.kind != .array && !isLink(path.map(normalized), view) {
        let keys = path.map(normalized)
        let last = keys.last!
        var score = 0
        if last == "next" + name || last == name + "next" {
          score = 5
        } else if last == name, keys.dropLast().contains(where: { $0.hasPrefix("next") || ["pagination", "paging", "meta", "metadata", "cursors"].contains($0) }) {
          score = 4
        } else if last == name {
          score = 3
        } else if cursorFieldNames.contains(last) {
          score = 2
        } else if last == "next" || last == "nextpage" {
          score = 1
        }
        if score > 0, best.map({ score > $0.score }) ?? true { best = (score, path) }
      }
      plan.nextCursorAt = best?.path
    }
    let headers = operation.headers.map { $0.lowercased() }
    plan.linkHeader = headers.contains("link")
    plan.totalHeader = operation.headers.first { ["x-total-count", "x-total"].contains($0.lowercased()) }

    if let cursor, plan.nextCursorAt != nil || plan.linkHeader || plan.nextURLAt != nil {
      plan.form = .cursor
      plan.parameter = cursor.name
    } else if let forward = after ?? before ?? cursor {
      // NB: with `after` and `before`, `after` goes forward; with `before`
      // alone (newest first), `before` does.
      plan.form = .recordIDs
      plan.parameter = forward.name
      if after != nil, let before { plan.before = before.name }
    } else if let page {
      plan.form = .pageNumbers
      plan.parameter = page.name
      plan.firstPage = page.view.minimum == 0 || page.view.defaultValue?.integer == 0 ? 0 : 1
    } else if let offset {
      plan.form = .offset
      plan.parameter = offset.name
    } else if plan.nextURLAt != nil || plan.linkHeader {
      // NB: a next link with no parameter of the document: the API's own `page`.
      plan.form = .pageNumbers
      plan.parameter = "page"
    } else if size != nil {
      plan.form = .sizeOnly
    }
    plan.size = size
    let maximum = size?.view.maximum
    plan.defaultSize = size?.view.defaultValue?.integer ?? min(20, maximum ?? 20)
    plan.maximumSize = maximum ?? max(plan.defaultSize, 100)
    return plan
  }
}

/// A deterministic generator for one value: SplitMix64, seeded by the FNV-1a
/// hash of the simulation's seed and the value's place.
struct Seed {
  private var state: UInt64

  init(_ seed: UInt64, _ parts: String...) {
    state = parts.reduce(seed) { Self.mix($0, Self.hash($1)) }
  }

  init(raw state: UInt64) { self.state = state }

  /// The FNV-1a hash of `text`.
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  /// A seed made of two.
  static func mix(_ first: UInt64, _ second: UInt64) -> UInt64 {
    var mixed = Seed(raw: first ^ (second &* 0x9E37_79B9_7F4A_7C15))
    return mixed.next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

  /// `true` one time in `times`.
  mutating func oneIn(_ times: Int) -> Bool { below(times) == 0 }
}
