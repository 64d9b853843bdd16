/// The version of explore, as `--version` prints it and as it appears in
/// the `User-Agent` header (`explore/0.1.0`).
public enum ExploreVersion {
  public static let current = "0.1.0"

  /// The `User-Agent` header value every request carries.
  public static var userAgent: String { "explore/\(current)" }
}
