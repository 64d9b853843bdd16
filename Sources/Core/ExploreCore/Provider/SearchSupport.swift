/// How `--search TEXT` works for a resource.
public enum SearchSupport: Sendable, Hashable {
  /// The provider sends the text to the API (a `name` filter, a search
  /// endpoint); results page like any list.
  case remote
  /// The CLI filters what is loaded, case- and diacritic-insensitively.
  case local
}
