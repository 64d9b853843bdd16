/// Any JSON value, decoded without looking at it, for reading only a list's
/// `info`.
struct IgnoredValue: Decodable, Sendable {
  init(from decoder: any Decoder) throws {}
}
