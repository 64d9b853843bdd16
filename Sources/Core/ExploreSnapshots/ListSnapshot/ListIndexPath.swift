/// A position in a ``ListSnapshot``: a section index and an item index within
/// that section, like UIKit's two-part `IndexPath` without Foundation.
public struct ListIndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var section: Int
  public var item: Int

  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  public var description: String { "[\(section), \(item)]" }
}
