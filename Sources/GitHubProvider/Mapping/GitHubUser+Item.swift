package import ExploreCore

extension GitHubUser {
  /// The item for a row of a list of users.
  ///
  /// The id and the `login` field are the login, so that any row can be
  /// the argument of the next command (`explore github followers <login>`).
  package var item: Item {
    var fields = [ItemField(key: "login", label: "Login", value: .text(login))]
    if let type {
      fields.append(ItemField(key: "type", label: "Type", value: .text(type)))
    }
    return Item(
      id: login, kind: GitHub.Kind.user, title: login, subtitle: name, fields: fields, webURL: htmlURL,
      picture: avatarURL.map { ItemPicture(url: $0, sizeQueryItem: "s") })
  }
}
