/// How ``ListSnapshot/difference(from:)`` and its variants decide that a
/// kept item's content changed: the one body of the diff is generic over
/// it, so that each entry point gets the diff specialised for its check.
///
/// NB: a generic parameter rather than a closure: a closure passed to the
/// diff is called through a context for each kept item unless the optimiser
/// happens to specialise the whole diff for it, which it does not promise;
/// a concrete check type is always specialised in, and the array check
/// becomes two loads and a compare. The conformers are small and exist only
/// for this protocol, so they live in this file.
@usableFromInline
protocol ItemUpdateCheck<ItemID> {
  associatedtype ItemID

  /// Whether the check can report anything; `false` skips the call.
  static var comparesContent: Bool { get }

  /// Whether the item `id`, at flat index `oldFlat` in the old snapshot and
  /// `newFlat` in the new one, changed content.
  func isUpdated(_ id: ItemID, oldFlat: Int, newFlat: Int) -> Bool
}

/// No content check: no item is an update.
@usableFromInline
struct NoUpdateCheck<ItemID>: ItemUpdateCheck {
  @inlinable init() {}

  @inlinable static var comparesContent: Bool { false }

  @inlinable @inline(__always)
  func isUpdated(_ id: ItemID, oldFlat: Int, newFlat: Int) -> Bool { false }
}

/// The caller's closure, asked by identifier.
@usableFromInline
struct IdentifierUpdateCheck<ItemID>: ItemUpdateCheck {
  @usableFromInline let isUpdated: (ItemID) -> Bool

  @inlinable init(_ isUpdated: @escaping (ItemID) -> Bool) { self.isUpdated = isUpdated }

  @inlinable static var comparesContent: Bool { true }

  @inlinable @inline(__always)
  func isUpdated(_ id: ItemID, oldFlat: Int, newFlat: Int) -> Bool { isUpdated(id) }
}

/// Each snapshot's contents in its flat order: an item changed when its old
/// and new contents are not ``ContentEquatable/isContentEqual(to:)``.
@usableFromInline
struct ContentUpdateCheck<ItemID, Content: ContentEquatable>: ItemUpdateCheck {
  @usableFromInline let old: UnsafeBufferPointer<Content>
  @usableFromInline let new: UnsafeBufferPointer<Content>

  @inlinable
  init(old: UnsafeBufferPointer<Content>, new: UnsafeBufferPointer<Content>) {
    self.old = old
    self.new = new
  }

  @inlinable static var comparesContent: Bool { true }

  @inlinable @inline(__always)
  func isUpdated(_ id: ItemID, oldFlat: Int, newFlat: Int) -> Bool {
    !old[oldFlat].isContentEqual(to: new[newFlat])
  }
}
