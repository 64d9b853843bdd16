package import ExploreCore
package import ExploreTables
import Foundation

extension GitHub {
  /// A user's avatar, at the size `s=` asks for.
  static let avatar = PictureMapping("avatar_url", sizeQueryItem: "s")

  /// A user as lists return it (followers, following, search results):
  /// the id and the `login` field are the login, so that any row can be the
  /// argument of the next command (`explore github followers <login>`).
  /// List endpoints give no name; it is the subtitle where the API sends one.
  package static let userMapping = ItemMapping(
    kind: Kind.user, id: .key("login"), title: "login", subtitle: .text("name"), webPage: .key("html_url"),
    picture: avatar,
    fields: [FieldMapping("login", "Login"), FieldMapping("type", "Type")]
  )

  /// A user's public profile card (`GET /users/{username}`): every public
  /// fact, in the order people read them. Facts the user left blank, or that
  /// the response lacked, are ``FieldValue/none``, so that JSON keeps every
  /// key and text shows a dash. The web address is the item's
  /// ``Item/webURL``, which renderers show as `url`.
  package static let profileMapping = ItemMapping(
    kind: Kind.user, id: .key("login"), title: "login", subtitle: .text("name"), webPage: .key("html_url"),
    picture: avatar,
    fields: [
      FieldMapping("name", "Name", absent: FieldValue.none),
      FieldMapping("login", "Login"),
      FieldMapping("bio", "Bio", absent: FieldValue.none),
      FieldMapping("company", "Company", absent: FieldValue.none),
      FieldMapping("location", "Location", absent: FieldValue.none),
      FieldMapping("blog", "Blog", .webAddress, absent: FieldValue.none),
      FieldMapping("public_repos", "Public repos", .integer, absent: FieldValue.none),
      FieldMapping("public_gists", "Public gists", .integer, absent: FieldValue.none),
      FieldMapping("followers", "Followers", .integer, absent: FieldValue.none),
      FieldMapping("following", "Following", .integer, absent: FieldValue.none),
      FieldMapping("joined", "Joined", .date, at: "created_at", absent: FieldValue.none),
    ]
  )

  /// A repository as lists and search return it: the full name is the
  /// title (and id), the description the subtitle. A starred list's entry
  /// may wrap it (`application/vnd.github.star+json`: `{"starred_at", "repo"}`).
  package static let repositoryMapping = ItemMapping(
    kind: Kind.repository, id: .key("full_name"), title: "full_name", subtitle: .text("description"), webPage: .key("html_url"),
    fields: [
      FieldMapping("topics", "Topics", .list, absent: .list([])),
      FieldMapping("stars", "Stars", .integer, at: "stargazers_count", absent: FieldValue.none),
      FieldMapping("forks", "Forks", .integer, at: "forks_count", absent: FieldValue.none),
      FieldMapping("language", "Language", absent: FieldValue.none),
      FieldMapping("license", "License", .custom("license"), absent: FieldValue.none),
      FieldMapping("updated", "Updated", .date, at: "updated_at", absent: FieldValue.none),
      FieldMapping("pushed", "Pushed", .date, at: "pushed_at", absent: FieldValue.none),
    ],
    wrapper: "repo"
  )

  /// What the tables name and only Swift says: a repository's license.
  package static let hooks = MappingHooks(formats: ["license": licenseName])

  /// The license's short SPDX name (`MIT`), else its full name; `Other`
  /// for a license GitHub found but cannot name.
  package static func licenseName(_ license: JSONValue) -> FieldValue? {
    let spdxID = license.string(at: "spdx_id")
    if let spdxID, !spdxID.isEmpty, spdxID != "NOASSERTION" { return .text(spdxID) }
    if let name = license.string(at: "name"), !name.isEmpty { return .text(name) }
    return spdxID == "NOASSERTION" ? .text("Other") : nil
  }
}

extension Item {
  /// A repository's item with whether the authenticated user starred it:
  /// ``FieldValue/none`` when that is unknown.
  package func starred(_ value: FieldValue) -> Item {
    var item = self
    item.fields.append(ItemField(key: "starred", label: "Starred", value: value))
    return item
  }
}
