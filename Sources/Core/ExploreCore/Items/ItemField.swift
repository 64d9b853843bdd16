/// One labelled fact about an item: "Followers: 1,234".
public struct ItemField: Sendable, Hashable, Codable {
  /// A stable machine name, used as the JSON key: `followers`.
  public var key: String
  /// A label for people: `Followers`.
  public var label: String
  public var value: FieldValue

  public init(key: String, label: String, value: FieldValue) {
    self.key = key
    self.label = label
    self.value = value
  }
}
