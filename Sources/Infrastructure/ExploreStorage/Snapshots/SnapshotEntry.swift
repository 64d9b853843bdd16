/// One item of a saved list: its id and the title it had.
public struct SnapshotEntry: Codable, Sendable, Hashable {
  public var id: String
  public var title: String

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}
