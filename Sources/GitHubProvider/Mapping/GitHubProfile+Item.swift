package import ExploreCore
import ExploreNetworking
import Foundation

extension GitHubProfile {
  /// The profile card: every public fact, in the order people read them.
  ///
  /// Facts the user left blank, or that the response lacked, are
  /// ``FieldValue/none``, so that JSON keeps every key and text shows a
  /// dash. The profile's web address is the item's ``Item/webURL``, which
  /// renderers show as `url`; a field of that name would collide with it in
  /// JSON.
  package var item: Item {
    func count(_ value: Int?) -> FieldValue { value.map(FieldValue.integer) ?? .none }
    return Item(
      id: login,
      kind: GitHub.Kind.user,
      title: login,
      subtitle: name.flatMap { $0.isEmpty ? nil : $0 },
      fields: [
        ItemField(key: "name", label: "Name", value: .nonEmpty(name)),
        ItemField(key: "login", label: "Login", value: .text(login)),
        ItemField(key: "bio", label: "Bio", value: .nonEmpty(bio)),
        ItemField(key: "company", label: "Company", value: .nonEmpty(company)),
        ItemField(key: "location", label: "Location", value: .nonEmpty(location)),
        ItemField(key: "blog", label: "Blog", value: blogValue),
        ItemField(key: "public_repos", label: "Public repos", value: count(publicRepos)),
        ItemField(key: "public_gists", label: "Public gists", value: count(publicGists)),
        ItemField(key: "followers", label: "Followers", value: count(followers)),
        ItemField(key: "following", label: "Following", value: count(following)),
        ItemField(key: "joined", label: "Joined", value: createdAt.map(FieldValue.date) ?? .none),
      ],
      webURL: htmlURL,
      picture: avatarURL.map { ItemPicture(url: $0, sizeQueryItem: "s") }
    )
  }

  /// The website as a link when GitHub has one with a scheme, else as the
  /// user typed it (`example.com`).
  private var blogValue: FieldValue {
    guard let blog = blog?.trimmingCharacters(in: .whitespacesAndNewlines), !blog.isEmpty else { return .none }
    let lowercased = blog.lowercased()
    if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://"), let url = URL(string: blog) {
      return .url(url)
    }
    return .text(blog)
  }
}
