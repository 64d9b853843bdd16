import ExploreCore
import ExploreHTTPCache
import ExploreNetworking
import ExploreTables
import Foundation

/// The cursors of one list that page by cursor, as earlier runs and this
/// one saw them (``ExploreNetworking/CursorMemory``): the URL of each page
/// after the first that the page before it named.
///
/// A list is known by its base URL, item kind, path (its arguments filled),
/// query (its options and search), declared page size, and the identity of
/// the credential it is loaded with, as the HTTP cache knows a request (a
/// hash, never the token): two users' lists never share their cursors. A
/// list whose query carries a secret (`?api_key=…`) is not remembered.
///
/// ```swift
/// let cursors = ListCursors(list, query: query, client: client)
/// cursors?.start(atMost: 6)   // page 6 of the run before, one request away
/// ```
struct ListCursors {
  /// Where `--page N` starts: page ``page`` from its remembered ``url``.
  struct Start {
    var page: Int
    var url: URL
    /// The URLs of the remembered pages before it, which a page after it
    /// may not name again (a loop).
    var earlier: [URL]
  }

  var memory: CursorMemory
  var key: String
  var credential: Credential?

  /// The cursors of `list` with `query` loaded by `client`; `nil` when
  /// the client keeps none.
  init?(_ list: ListEndpoint, query: [URLBuilder.QueryItem], client: RESTClient) {
    // NB: a list whose query carries a secret is not remembered: its pages' URLs carry it too.
    guard let memory = client.cursors, !query.contains(where: { Redaction.isSecretQueryName($0.name, credential: client.credential) }) else {
      return nil
    }
    let items = query.map { "\($0.name)=\($0.value)" }
    self.memory = memory
    self.credential = client.credential
    key = CursorMemory.key(
      [
        client.urls.baseURL.absoluteString, list.mapping.kind, list.name, ListEndpoint.text(of: list.path), items.joined(separator: "&"),
        list.paging.pageSize.map(String.init) ?? "",
      ], credential: client.credential)
  }

  /// The remembered page furthest into the list, but not past `number`.
  ///
  /// - Complexity: O(*n*) in the list's cursors.
  func start(atMost number: Int) -> Start? {
    let pages = memory.pages(of: key)
    guard let page = pages.keys.filter({ $0 <= number }).max(), let url = pages[page] else { return nil }
    return Start(page: page, url: url, earlier: pages.filter { $0.key < page }.sorted { $0.key < $1.key }.map(\.value))
  }

  /// Remembers the next page that the page loaded from `cursor` names:
  /// page 2 after the first page, else the page after the one the
  /// memory knows `cursor`'s URL as.
  func learn(next: PageCursor?, after cursor: PageCursor) {
    guard case .url(let url)? = next else { return }
    let page: Int?
    switch cursor {
    case .number(let number): page = number
    case .url(let loaded): page = memory.page(of: loaded, in: key)
    }
    guard let page, page < Int.max else { return }
    learn(url, page: page + 1)
  }

  /// Remembers `url` as the URL of page `page`.
  func learn(_ url: URL, page: Int) {
    memory.learn(url, page: page, of: key, credential: credential)
  }

  /// Forgets every cursor of the list.
  func forget() {
    memory.forget(key)
  }

  /// Saves what this run learned and forgot (``ExploreHTTPCache/CursorMemory/save(force:)``).
  func save(force: Bool) {
    memory.save(force: force)
  }
}
