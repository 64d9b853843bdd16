public import ExploreCore

/// No record of a kind has the id the user asked for (the API's 404
/// `{"error":"Character not found"}`).
public struct RecordNotFoundError: ItemNotFoundError, Hashable {
  /// `character`, `location` or `episode`.
  public var kind: String
  public var id: String
  /// The number of records of the kind, when known: ids run from 1 to it.
  public var count: Int?

  public init(kind: String, id: String, count: Int? = nil) {
    self.kind = kind
    self.id = id
    self.count = count
  }

  public var description: String {
    var text = "No \(kind) has id \(id)."
    if let count, count > 0 {
      text += " Ids run from 1 to \(count)."
    }
    return text + " Run 'explore rickmorty \(kind)s' to list them."
  }
}
