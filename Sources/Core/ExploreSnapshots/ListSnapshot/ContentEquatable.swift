/// A value that can tell whether another value shows the same content: the
/// update check of ``ListSnapshot/difference(from:oldContents:newContents:)``.
///
/// An item of a list has an identity (its identifier in the snapshot) and a
/// content (what its row shows). Two values are content-equal when a row
/// drawn from one would look the same as a row drawn from the other, even if
/// they differ in what the row does not show:
///
/// ```swift
/// struct Row: ContentEquatable {
///   var item: Item
///   func isContentEqual(to other: Row) -> Bool {
///     item.title == other.item.title && item.subtitle == other.item.subtitle
///       && item.fields == other.item.fields
///   }
/// }
/// ```
///
/// An `Equatable` type conforms with `==` by declaring the conformance, as
/// `String` and the standard integer types do; an integer content hash of
/// the displayed fields, computed when the item is decoded, makes the check
/// one integer compare.
public protocol ContentEquatable {
  /// Whether a row drawn from `other` shows what a row drawn from this value
  /// shows.
  func isContentEqual(to other: Self) -> Bool
}

extension ContentEquatable where Self: Equatable {
  /// Whether the two values are equal (`==`).
  @inlinable
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension String: ContentEquatable {}
extension Int: ContentEquatable {}
extension UInt: ContentEquatable {}
extension Int64: ContentEquatable {}
extension UInt64: ContentEquatable {}
extension Int32: ContentEquatable {}
extension UInt32: ContentEquatable {}
