public import Foundation
public import ExploreCore
package import ExploreFiles

/// Favorites on disk: `$XDG_DATA_HOME/explore/favorites.json`.
///
/// ```swift
/// let store = FavoritesStore(directories: directories)
/// switch try store.add(Favorite(id: "octocat", kind: "user", title: "octocat", addedAt: now), provider: "github") {
/// case .added: print("Added octocat")
/// case .alreadyPresent: print("octocat is already in your favorites")
/// }
/// ```
///
/// Every change is one locked read-modify-write of the whole file (see
/// ``DocumentStore``), so concurrent runs never lose an addition.
public struct FavoritesStore: Sendable {
  /// What ``add(_:provider:)`` did.
  public enum AddOutcome: Sendable, Hashable {
    case added(Favorite)
    /// Nothing changed; this is the favorite that was already there.
    case alreadyPresent(Favorite)
  }

  private let store: DocumentStore<FavoritesDocument>

  public init(directories: ExploreDirectories) {
    self.init(directories: directories, writer: AtomicFileWriter())
  }

  /// A store whose writes go through `writer` (tests inject a pause point).
  package init(directories: ExploreDirectories, writer: AtomicFileWriter) {
    self.store = DocumentStore(
      url: directories.data.appendingPathComponent("favorites.json", isDirectory: false),
      root: directories.data,
      writer: writer
    )
  }

  /// The favorites file.
  public var url: URL { store.url }

  /// The favorites of `provider` of `kind`, in the order they were added.
  public func favorites(provider: String, kind: String) throws -> [Favorite] {
    try store.read().favorites(provider: provider, kind: kind)
  }

  /// Adds `favorite` to `provider`'s favorites unless its id is there.
  public func add(_ favorite: Favorite, provider: String) throws -> AddOutcome {
    try store.update(describing: "save your favorites") { document in
      if let existing = document.insert(favorite, provider: provider) {
        return .alreadyPresent(existing)
      }
      return .added(document.favorite(provider: provider, kind: favorite.kind, id: favorite.id) ?? favorite)
    }
  }

  /// Removes the favorite with `id`.
  /// - Returns: The removed favorite, or `nil` when it was not a favorite.
  @discardableResult
  public func remove(id: String, kind: String, provider: String) throws -> Favorite? {
    try store.update(describing: "save your favorites") { document in
      document.remove(provider: provider, kind: kind, id: id)
    }
  }
}
