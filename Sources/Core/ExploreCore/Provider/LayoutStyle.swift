/// How a resource's items are best laid out as text. The user may choose
/// another with `--layout`.
public enum LayoutStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// One row per item, with aligned columns.
  case list
  /// Names in columns, like `ls`.
  case grid
  /// Labelled fields for one item.
  case detail
}
