import ExploreTables
extension ProviderDeclaration {
  /// Checks the names the tables give each other: a reference's
  /// `resource` is a detail resource whose path takes one id, a batch path
  /// takes the ids as its last segment, an expansion or a section that
  /// follows a reference follows one its items declare, and a join names a
  /// list resource that takes no argument, whose items (or the shown ones,
  /// as the form says) declare the reference.
  ///
  /// - Throws: ``DeclarationError`` at the JSON path of the first name
  ///   that names nothing, with the names it may take.
  /// - Complexity: O(*r*²) in the number of resources.
  func validateReferences() throws {
    let details = resources.filter { $0.detail.map { PathTemplate($0.path).placeholders.count == 1 } ?? false }.map(\.name)
    let lists = resources.filter { $0.list != nil && $0.arguments.isEmpty }
    for (index, resource) in resources.enumerated() {
      func fail(_ place: String, _ problem: String) -> DeclarationError {
        DeclarationError(provider: name, resource: resource.name, jsonPath: "resources[\(index)]\(place)", problem: problem)
      }
      guard let mapping = resource.mapping else { continue }
      let item = resource.list == nil ? ".detail.item" : ".list.item"
      func reference(_ name: String, at place: String, of items: ItemMapping = mapping) throws {
        guard !items.references.contains(where: { $0.name == name }) else { return }
        let declared = items.references.map(\.name)
        throw fail(
          place,
          "the items of kind '\(items.kind)' declare no reference '\(name)'; add {\"name\": \"\(name)\"} to their 'references'"
            + (declared.isEmpty ? "." : ", or follow one of \(declared.joined(separator: ", ")).")
        )
      }
      func list(_ join: JoinDeclaration, at place: String) throws -> ItemMapping {
        guard let list = lists.first(where: { $0.name == join.list })?.list else {
          throw fail(
            place + ".list",
            "'\(join.list)' is no list resource without arguments of this declaration; name one of \(lists.map(\.name).joined(separator: ", ")).")
        }
        return list.mapping
      }
      for (number, referenced) in mapping.references.enumerated() {
        guard let target = referenced.resource, !details.contains(target) else { continue }
        throw fail(
          "\(item).references[\(number)].resource",
          "'\(target)' is no detail resource whose path takes one id; name one of \(details.joined(separator: ", ")), or leave 'resource' out to find it by the URLs.")
      }
      if let batch = resource.detail?.batch {
        let template = PathTemplate(batch.path)
        guard template.placeholders.count == 1, let last = batch.path.split(separator: "/").last, last == "{\(template.placeholders[0])}", !batch.path.hasSuffix("/")
        else {
          throw fail(".detail.batch.path", "a batch path takes the ids in its last segment, such as \"/character/{ids}\", and nothing after it.")
        }
      }
      for (number, expansion) in resource.expansions.enumerated() {
        let place = ".expansions[\(number)]"
        switch expansion.form {
        case .references(let name): try reference(name, at: place + ".references")
        case .join(let join):
          _ = try list(join, at: place + ".join")
          try reference(join.reference, at: place + ".join.reference")
        case .records, .custom: break
        }
      }
      for (number, section) in (resource.detail?.sections ?? []).enumerated() {
        let place = ".detail.sections[\(number)]"
        switch section.form {
        case .references(let name): try reference(name, at: place + ".references")
        case .referenced(let join):
          _ = try list(join, at: place + ".referenced")
          try reference(join.reference, at: place + ".referenced.reference")
        case .referring(let join):
          try reference(join.reference, at: place + ".referring.reference", of: try list(join, at: place + ".referring"))
        case .sharing(let join):
          try reference(join.reference, at: place + ".sharing.reference", of: try list(join, at: place + ".sharing"))
          try reference(join.reference, at: place + ".sharing.reference")
        case .embedded, .custom: break
        }
      }
    }
  }
}
