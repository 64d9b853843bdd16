public import Foundation

/// The picture of an item (an avatar, a portrait), as its provider declares it.
///
/// ```swift
/// ItemPicture(url: avatarURL, sizeQueryItem: "s")  // GitHub: `?s=240` asks for 240 pixels
/// ```
public struct ItemPicture: Sendable, Hashable, Codable {
  /// Where the picture is.
  public var url: URL
  /// The query item through which the server serves the picture at a size in
  /// pixels (GitHub's `s`), or `nil` when it serves one size.
  public var sizeQueryItem: String?

  public init(url: URL, sizeQueryItem: String? = nil) {
    self.url = url
    self.sizeQueryItem = sizeQueryItem
  }

  /// The address of the picture at about `pixels` across: ``url`` with
  /// ``sizeQueryItem`` set, or ``url`` itself.
  public func url(pixels: Int) -> URL {
    guard let name = sizeQueryItem, var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
    components.queryItems = (components.queryItems ?? []).filter { $0.name != name } + [URLQueryItem(name: name, value: String(pixels))]
    return components.url ?? url
  }
}
