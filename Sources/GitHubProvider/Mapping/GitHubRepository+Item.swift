package import ExploreCore

extension GitHubRepository {
  /// The item for a row of a list of repositories: the full name is the
  /// title (and id), the description the subtitle.
  ///
  /// - Parameter starred: whether the authenticated user starred it: `nil`
  ///   leaves the field out (no token), ``FieldValue/none`` is written when
  ///   it is unknown.
  package func item(starred: FieldValue? = nil) -> Item {
    var fields = [
      ItemField(key: "topics", label: "Topics", value: .list(topics ?? [])),
      ItemField(key: "stars", label: "Stars", value: stargazersCount.map(FieldValue.integer) ?? .none),
      ItemField(key: "forks", label: "Forks", value: forksCount.map(FieldValue.integer) ?? .none),
      ItemField(key: "language", label: "Language", value: language.map(FieldValue.text) ?? .none),
      ItemField(key: "license", label: "License", value: license?.displayName.map(FieldValue.text) ?? .none),
      ItemField(key: "updated", label: "Updated", value: updatedAt.map(FieldValue.date) ?? .none),
      ItemField(key: "pushed", label: "Pushed", value: pushedAt.map(FieldValue.date) ?? .none),
    ]
    if let starred {
      fields.append(ItemField(key: "starred", label: "Starred", value: starred))
    }
    return Item(
      id: fullName,
      kind: GitHub.Kind.repository,
      title: fullName,
      subtitle: description.flatMap { $0.isEmpty ? nil : $0 },
      fields: fields,
      webURL: htmlURL
    )
  }
}

extension GitHubRepository.License {
  /// The short SPDX name (`MIT`), else the full name; `Other` for a license
  /// GitHub found but cannot name.
  package var displayName: String? {
    if let spdxID, !spdxID.isEmpty, spdxID != "NOASSERTION" { return spdxID }
    if let name, !name.isEmpty { return name }
    return spdxID == "NOASSERTION" ? "Other" : nil
  }
}
