import ExploreTables
/// A join with a whole list of the same provider, loaded once a run: the
/// list resource named ``list``, and the reference (of the items on either
/// side, as the form says) that links them.
///
/// ```json
/// {"list": "films", "reference": "characters"}
/// ```
package struct JoinDeclaration: Sendable, Hashable {
  /// The name of a list resource that takes no argument.
  package var list: String
  /// The name of a ``ReferenceMapping``.
  package var reference: String

  package init(list: String, reference: String) {
    self.list = list
    self.reference = reference
  }
}

extension JoinDeclaration: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case list, reference
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    list = try TableCoding.text(container, .list, "the name of a list resource, such as \"films\"")
    reference = try TableCoding.text(container, .reference, "the name of a reference, such as \"characters\"")
  }
}
