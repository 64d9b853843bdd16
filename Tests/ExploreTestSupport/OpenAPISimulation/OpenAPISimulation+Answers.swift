import Foundation

extension OpenAPISimulation {
  /// The answer to `request`.
  func respond(to request: LoopbackRequest, mountURL: URL) -> LoopbackResponse? {
    guard request.method == "GET" || request.method == "HEAD" else { return Self.problem(405, "Only GET is simulated.") }
    guard request.path.hasPrefix(basePath + "/") || request.path == basePath else {
      return Self.problem(404, "Not under the API's base path \(basePath).")
    }
    var raw = request.path.dropFirst(basePath.count).split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    if raw.last == "" { raw.removeLast() }
    var best: (operation: Operation, arguments: [String: String], texts: Int)?
    for operation in operations where operation.segments.count == raw.count {
      var arguments: [String: String] = [:]
      var texts = 0
      let matches = zip(operation.segments, raw).allSatisfy { segment, part in
        switch segment {
        case .text(let text):
          texts += 1
          return text == part
        case .parameter(let name, let prefix, let suffix):
          guard part.count > prefix.count + suffix.count, part.hasPrefix(prefix), part.hasSuffix(suffix) else { return false }
          let value = String(part.dropFirst(prefix.count).dropLast(suffix.count))
          arguments[name] = value.removingPercentEncoding ?? value
          return true
        }
      }
      if matches, best.map({ texts > $0.texts }) ?? true { best = (operation, arguments, texts) }
    }
    guard let (operation, arguments, _) = best else { return Self.problem(404, "The document has no GET at this path.") }
    guard authorized(operation, request) else {
      return Self.problem(401, "This operation needs a credential.", headers: [("WWW-Authenticate", "Bearer")])
    }
    for parameter in operation.query {
      guard let value = request.queryValue(parameter.name) else {
        if parameter.isRequired { return Self.problem(400, "The query parameter '\(parameter.name)' is required.") }
        continue
      }
      if parameter.view.kind == .integer, Int(value) == nil {
        return Self.problem(400, "The query parameter '\(parameter.name)' takes a whole number, not '\(value)'.")
      }
    }
    let origin = mountURL.absoluteString + basePath
    if operation.recordSchema != nil { return listAnswer(operation, request, arguments: arguments, origin: origin) }
    if let list = operations.first(where: { $0.detail == operation.template }) {
      return detailAnswer(operation, of: list, arguments: arguments, origin: origin)
    }
    guard let shape = operation.answerShape else { return LoopbackResponse(status: operation.status) }
    var budget = 300
    let place = Place(list: operation.template, record: 0, origin: origin, arguments: arguments, seed: seed)
    let body = generate(shape, naming: .init(Self.lastWord(operation.template)), seed: place.seed, place, depth: 0, budget: &budget)
    return Self.answer(body, status: operation.status)
  }

  /// One page of a list.
  func listAnswer(_ operation: Operation, _ request: LoopbackRequest, arguments: [String: String], origin: String) -> LoopbackResponse {
    let plan = operation.paging
    var positions = Array(0..<operation.count)
    let search = operation.search.flatMap { request.queryValue($0.name) }.flatMap { $0.isEmpty ? nil : $0 }
    if let search { positions = positions.filter { matches($0, of: operation, search: search) } }
    var size = plan.form == .single ? positions.count : plan.defaultSize
    if let parameter = plan.size, let given = request.queryValue(parameter.name).flatMap({ Int($0) }) {
      let lowest = parameter.view.minimum ?? 1
      guard given >= lowest, parameter.view.maximum.map({ given <= $0 }) ?? true else {
        return Self.problem(400, "The query parameter '\(parameter.name)' takes \(lowest) to \(parameter.view.maximum.map(String.init) ?? "any number"), not \(given).")
      }
      size = min(given, plan.maximumSize)
    }
    var start = 0
    var end: Int?
    let given = plan.parameter.flatMap { request.queryValue($0) }
    switch plan.form {
    case .single, .sizeOnly:
      break
    case .pageNumbers:
      let page = given.flatMap { Int($0) } ?? plan.firstPage
      guard page >= plan.firstPage else { return Self.problem(400, "Pages start at \(plan.firstPage).") }
      start = (page - plan.firstPage).multipliedReportingOverflow(by: size).partialValue
    case .offset:
      start = given.flatMap { Int($0) } ?? 0
      guard start >= 0 else { return Self.problem(400, "An offset is not negative.") }
    case .cursor:
      if let given {
        guard given.hasPrefix("cur_"), let offset = Int(given.dropFirst(4)), offset >= 0 else {
          return Self.problem(400, "'\(given)' is not a cursor this API gave.")
        }
        start = offset
      }
    case .recordIDs:
      if let given {
        guard let found = position(of: given, in: operation), let index = positions.firstIndex(of: found) else {
          return Self.problem(400, "No record has the id '\(given)'.")
        }
        start = index + 1
      } else if let before = plan.before, let id = request.queryValue(before) {
        guard let found = position(of: id, in: operation), let index = positions.firstIndex(of: found) else {
          return Self.problem(400, "No record has the id '\(id)'.")
        }
        start = max(0, index - size)
        end = index
      }
    }
    start = min(max(0, start), positions.count)
    let stop = min(end ?? positions.count, start + size)
    let served = Array(positions[start..<max(start, stop)])
    let hasMore = plan.form != .sizeOnly && plan.form != .single && stop < positions.count
    let records = served.compactMap { record($0, of: operation, arguments: arguments, origin: origin) }
    state.withLock { state in
      state.lists.append(
        ServedList(
          path: operation.template, query: Dictionary(request.queryItems.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first }),
          arguments: arguments, records: served, total: positions.count, search: search))
    }

    var next: String?
    if hasMore {
      var items = request.queryItems.filter { $0.name != plan.parameter }
      switch plan.form {
      case .pageNumbers:
        let page = given.flatMap { Int($0) } ?? plan.firstPage
        items.append(URLQueryItem(name: plan.parameter ?? "page", value: String(page + 1)))
      case .offset: items.append(URLQueryItem(name: plan.parameter ?? "offset", value: String(stop)))
      case .cursor: items.append(URLQueryItem(name: plan.parameter ?? "cursor", value: "cur_\(stop)"))
      case .recordIDs:
        items = items.filter { $0.name != plan.before }
        items.append(URLQueryItem(name: plan.parameter ?? "after", value: served.last.flatMap { identityText($0, of: operation) }))
      case .single, .sizeOnly: break
      }
      var components = URLComponents(string: origin + request.path.dropFirst(basePath.count))
      components?.queryItems = items
      next = components?.url?.absoluteString
    }
    var body: Value = .array(records)
    if let path = operation.recordsAt, !path.isEmpty, let shape = operation.answerShape {
      var budget = 200
      let place = Place(list: operation.template, record: -1, origin: origin, arguments: arguments, seed: seed)
      body = generate(shape, naming: .init(""), seed: place.seed, place, depth: 0, budget: &budget)
      body.set(.array(records), at: path[...])
      for total in plan.totalAt { body.set(.integer(positions.count), at: total[...]) }
      if let at = plan.hasMoreAt { body.set(.bool(hasMore), at: at[...]) }
      if let at = plan.lastIDAt { body.set(served.last.map { identityValue($0, of: operation) } ?? .null, at: at[...]) }
      if let at = plan.nextIDAt { body.set(hasMore ? served.last.map { identityValue($0, of: operation) } ?? .null : .null, at: at[...]) }
      if let at = plan.firstIDAt { body.set(served.first.map { identityValue($0, of: operation) } ?? .null, at: at[...]) }
      if let at = plan.pageAt, size > 0 { body.set(.integer(start / size + plan.firstPage), at: at[...]) }
      if let at = plan.pageCountAt, size > 0 { body.set(.integer((positions.count + size - 1) / size), at: at[...]) }
      if let at = plan.nextCursorAt { body.set(hasMore && plan.form == .cursor ? .string("cur_\(stop)") : .null, at: at[...]) }
      if let at = plan.nextURLAt { body.set(next.map(Value.string) ?? .null, at: at[...]) }
    }
    var headers: [(String, String)] = []
    if plan.linkHeader, let next { headers.append(("Link", "<\(next)>; rel=\"next\"")) }
    if let total = plan.totalHeader { headers.append((total, String(positions.count))) }
    return Self.answer(body, status: operation.status, headers: headers)
  }

  /// Whether record `position` has a text value that contains `search`.
  ///
  /// NB: records are searched as they are served at no particular address
  /// and under no particular parent, so that a search does not depend on
  /// the server's port.
  func matches(_ position: Int, of operation: Operation, search: String) -> Bool {
    guard let record = record(position, of: operation, arguments: [:], origin: "http://simulation") else { return false }
    var texts: Set<String> = []
    Self.collectScalars(record, depth: 0, into: &texts)
    return texts.contains { $0.localizedCaseInsensitiveContains(search) }
  }

  /// One record at its detail path.
  func detailAnswer(_ operation: Operation, of list: Operation, arguments: [String: String], origin: String) -> LoopbackResponse {
    guard case .parameter(let name, _, _)? = operation.segments.last, let id = arguments[name] else { return Self.problem(404, "No id.") }
    let found = position(of: id, in: list)
    state.withLock { $0.details.append(ServedDetail(path: operation.template, id: id, record: found)) }
    guard let found, let shape = operation.answerShape, let recordShape = operation.detailRecordShape else {
      return Self.problem(404, "No \(Self.singular(Self.lastWord(list.template))) has the id '\(id)'.")
    }
    // NB: the detail's own schema, with the list record's seeds, so that a
    // property both have holds the same value.
    let place = Place(list: list.template, record: found, origin: origin, arguments: arguments, example: exampleRecord(list), seed: seed)
    var budget = 300
    var record = generate(recordShape, naming: .init(""), seed: place.seed, place, depth: 0, budget: &budget)
    setIdentity(of: list, position: found, place: place, in: &record)
    if case .link = list.identity, recordShape.property("id") != nil { record.set(identityValue(found, of: list), at: ["id"]) }
    guard let key = operation.recordAt.first else { return Self.answer(record, status: operation.status) }
    let wrapper = Place(list: list.template, record: -1, origin: origin, arguments: arguments, seed: seed)
    var body = generate(shape, naming: .init(""), seed: wrapper.seed, wrapper, depth: 0, budget: &budget)
    body.set(operation.recordAt.count == 2 ? .array([record]) : record, at: [key])
    return Self.answer(body, status: operation.status)
  }

  /// Whether `request` carries a credential one of `operation`'s security
  /// requirements takes.
  func authorized(_ operation: Operation, _ request: LoopbackRequest) -> Bool {
    guard !operation.security.isEmpty else { return true }
    let root = schemas.root
    let definitions = root["components"]?["securitySchemes"] ?? root["securityDefinitions"]
    let authorization = request.header("authorization")?.lowercased() ?? ""
    return operation.security.contains { requirement in
      requirement.allSatisfy { name in
        guard let scheme = definitions?[name].map(schemas.resolve) else { return !authorization.isEmpty }
        let keyName = scheme["name"]?.string ?? ""
        switch (scheme["type"]?.string ?? "", scheme["in"]?.string ?? "", scheme["scheme"]?.string?.lowercased() ?? "") {
        case ("apiKey", "header", _): return !(request.header(keyName) ?? "").isEmpty
        case ("apiKey", "query", _): return request.queryValue(keyName) != nil
        case ("apiKey", "cookie", _): return request.header("cookie")?.contains("\(keyName)=") ?? false
        case ("http", _, "basic"), ("basic", _, _): return authorization.hasPrefix("basic ")
        case ("http", _, let other) where !other.isEmpty && other != "bearer": return authorization.hasPrefix(other + " ")
        case ("http", _, _), ("oauth2", _, _), ("openIdConnect", _, _): return authorization.hasPrefix("bearer ")
        default: return !authorization.isEmpty
        }
      }
    }
  }

  static func answer(_ body: Value, status: Int, headers: [(String, String)] = []) -> LoopbackResponse {
    LoopbackResponse(status: status, headers: [("content-type", "application/json")] + headers, body: body.json)
  }

  static func problem(_ status: Int, _ message: String, headers: [(String, String)] = []) -> LoopbackResponse {
    answer(.object([("message", .string(message))]), status: status, headers: headers)
  }
}
