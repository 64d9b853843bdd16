import ExploreCore
import ExploreRendering
import Foundation

/// Hand-written documents for the rendering tests, one per situation the
/// text layout must handle. Times are relative to ``now``, so output never
/// changes with the clock.
enum SampleDocuments {
  /// 2026-11-21 12:00:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_262_400)

  static func ago(days: Double = 0, hours: Double = 0) -> Date {
    now.addingTimeInterval(-(days * 86_400 + hours * 3_600))
  }

  static func url(_ text: String) -> URL { URL(string: text)! }

  /// Every named document, for the parameterised golden tests.
  static let all: [(name: String, layout: LayoutStyle, document: OutputDocument)] = [
    ("list", .list, repositories),
    ("grid", .grid, followers),
    ("detail", .detail, user),
    ("detail-many", .detail, twoCharacters),
    ("tree", .list, locationsExpanded),
    ("tree-grid", .grid, locationsExpanded),
    ("sections", .list, characterSections),
    ("cjk-list", .list, internationalNames),
    ("cjk-grid", .grid, internationalNames),
    ("empty", .grid, emptyFollowers),
    ("action", .list, starred),
  ]

  static let repositories = OutputDocument(
    provider: "github",
    resource: "search repos",
    sections: [
      ItemSection(
        id: "repositories",
        title: "Repositories",
        items: [
          repository("apple/swift", "The Swift Programming Language", stars: 67_512, language: .text("C++"), updated: ago(days: 3)),
          repository(
            "swiftlang/swift-format", "Formatting technology for Swift source code", stars: 2_480,
            language: .text("Swift"), updated: ago(hours: 5)),
          repository(
            "pointfreeco/swift-identified-collections",
            "A library of data structures for working with collections of identifiable elements in an ergonomic, performant way.",
            stars: 560, language: .none, updated: ago(days: 800)),
          repository("octocat/Hello-World", nil, stars: 999_999, language: .none, updated: ago(days: 45)),
        ],
        paging: PageInfo(number: 1, totalPages: 34, totalCount: 1_000, next: .number(2))
      )
    ],
    notices: ["GitHub returns at most 1,000 search results; narrow the search to see the rest."],
    nextPageHint: "explore github search repos swift --page 2"
  )

  static func repository(_ name: String, _ description: String?, stars: Int, language: FieldValue, updated: Date) -> Item {
    Item(
      id: name,
      kind: "repository",
      title: name,
      subtitle: description,
      fields: [
        ItemField(key: "stars", label: "Stars", value: .integer(stars)),
        ItemField(key: "language", label: "Language", value: language),
        ItemField(key: "updated", label: "Updated", value: .date(updated)),
      ],
      webURL: url("https://github.com/\(name)")
    )
  }

  static let followerLogins = [
    "mojombo", "defunkt", "pjhyett", "wycats", "ezmobius", "ivey", "evanphx", "vanpelt", "wayneeseguin",
    "brynary", "kevinclark", "technoweenie", "macournoyer", "takeo", "caged", "topfunky", "anotherjesse",
    "roland", "lukas", "fanvsfan", "tomtt", "railsjitsu", "a-very-long-login-name-indeed",
  ]

  static let followers = OutputDocument(
    provider: "github",
    resource: "followers",
    sections: [
      ItemSection(
        id: "followers",
        title: "Followers",
        items: followerLogins.map { Item(id: $0, kind: "user", title: $0, webURL: url("https://github.com/\($0)")) },
        paging: PageInfo(number: 2, totalPages: 42, totalCount: 2_350, next: .number(3))
      )
    ],
    nextPageHint: "explore github followers many-followers --page 3"
  )

  static let user = OutputDocument(
    provider: "github",
    resource: "user",
    sections: [
      ItemSection(
        id: "user",
        title: "User",
        items: [
          Item(
            id: "583231",
            kind: "user",
            title: "octocat",
            subtitle: "The Octocat",
            fields: [
              ItemField(key: "company", label: "Company", value: .text("@github")),
              ItemField(key: "blog", label: "Blog", value: .url(url("https://github.blog"))),
              ItemField(key: "location", label: "Location", value: .text("San Francisco")),
              ItemField(key: "email", label: "Email", value: .none),
              ItemField(
                key: "bio", label: "Bio",
                value: .text(
                  "GitHub's mascot, half cat and half octopus, seen on stickers, shirts and error pages all over the world.")),
              ItemField(key: "followers", label: "Followers", value: .integer(21_480)),
              ItemField(key: "following", label: "Following", value: .integer(9)),
              ItemField(key: "public_repos", label: "Public repositories", value: .integer(8)),
              ItemField(key: "organizations", label: "Organizations", value: .list(["github", "octo-org"])),
              ItemField(key: "hireable", label: "Hireable", value: .bool(false)),
              ItemField(key: "score", label: "Score", value: .number(4.25)),
              ItemField(key: "created", label: "Joined", value: .date(Date(timeIntervalSince1970: 1_295_981_076))),
            ],
            webURL: url("https://github.com/octocat")
          )
        ],
        paging: .single
      )
    ]
  )

  static func character(_ id: Int, _ name: String, species: String, status: String, episodes: Int, children: [Item]? = nil, note: String? = nil) -> Item {
    Item(
      id: String(id),
      kind: "character",
      title: name,
      subtitle: species,
      fields: [
        ItemField(key: "status", label: "Status", value: .text(status)),
        ItemField(key: "episodes", label: "Episodes", value: .integer(episodes)),
      ],
      webURL: nil,
      children: children,
      emptyChildrenNote: note
    )
  }

  static func episode(_ id: Int, _ name: String, code: String) -> Item {
    Item(id: String(id), kind: "episode", title: name, subtitle: code, fields: [])
  }

  static let twoCharacters = OutputDocument(
    provider: "rickmorty",
    resource: "characters",
    sections: [
      ItemSection(
        id: "characters",
        title: "Characters",
        items: [
          character(
            1, "Rick Sanchez", species: "Human", status: "Alive", episodes: 51,
            children: [episode(1, "Pilot", code: "S01E01"), episode(2, "Lawnmower Dog", code: "S01E02")]),
          character(2, "Morty Smith", species: "Human", status: "Alive", episodes: 51, children: [], note: "no episodes"),
        ],
        paging: PageInfo(number: 1, totalPages: 42, totalCount: 826, next: .number(2))
      )
    ],
    nextPageHint: "explore rickmorty characters --page 2"
  )

  static func location(_ id: Int, _ name: String, type: String, residents: [Item]) -> Item {
    Item(
      id: String(id),
      kind: "location",
      title: name,
      subtitle: type,
      fields: [ItemField(key: "dimension", label: "Dimension", value: .text("Dimension C-137"))],
      children: residents,
      emptyChildrenNote: "no residents"
    )
  }

  static let locationsExpanded = OutputDocument(
    provider: "rickmorty",
    resource: "locations",
    sections: [
      ItemSection(
        id: "locations",
        title: "Locations",
        items: [
          location(
            1, "Earth (C-137)", type: "Planet",
            residents: [
              character(
                38, "Beth Smith", species: "Human", status: "Alive", episodes: 1,
                children: [episode(6, "Rick Potion #9", code: "S01E06")]),
              character(45, "Bill", species: "Human", status: "Alive", episodes: 1, children: [], note: "no episodes"),
              character(71, "Abadango Cluster Princess, Queen of the Gromflomites", species: "Alien", status: "unknown", episodes: 1),
            ]),
          location(2, "Abadango", type: "Cluster", residents: [character(6, "Abadango Cluster Princess", species: "Alien", status: "Alive", episodes: 1)]),
          location(3, "Worldender's lair", type: "Planet", residents: []),
        ],
        paging: PageInfo(number: 1, totalPages: 7, totalCount: 126, next: .number(2))
      )
    ],
    nextPageHint: "explore rickmorty locations --expand --page 2"
  )

  static let characterSections = OutputDocument(
    provider: "rickmorty",
    resource: "character",
    heading: "Rick Sanchez",
    sections: [
      ItemSection(
        id: "episodes",
        title: "Episodes",
        items: [
          episode(1, "Pilot", code: "S01E01"), episode(2, "Lawnmower Dog", code: "S01E02"),
          episode(3, "Anatomy Park", code: "S01E03"),
        ],
        paging: PageInfo(number: 1, totalPages: nil, totalCount: nil, next: .number(2))
      ),
      ItemSection(id: "locations", title: "Locations", items: [], emptyNote: "Rick has no known locations"),
    ],
    notices: ["Some episodes could not be loaded."]
  )

  static let internationalNames = OutputDocument(
    provider: "github",
    resource: "users",
    sections: [
      ItemSection(
        id: "users",
        title: "Users · 国際",
        items: [
          Item(
            id: "1", kind: "user", title: "東京タワー", subtitle: "日本語の説明がとても長いテキストになっています",
            fields: [ItemField(key: "followers", label: "Followers", value: .integer(1_234))]),
          Item(
            id: "2", kind: "user", title: "👨‍👩‍👧 family", subtitle: "ZWJ sequence",
            fields: [ItemField(key: "followers", label: "Followers", value: .integer(12))]),
          Item(
            id: "3", kind: "user", title: "🇯🇵 flag", subtitle: "regional indicators",
            fields: [ItemField(key: "followers", label: "Followers", value: .integer(1_500_000))]),
          Item(
            id: "4", kind: "user", title: "café crème", subtitle: "combining accents",
            fields: [ItemField(key: "followers", label: "Followers", value: .integer(0))]),
          Item(
            id: "5", kind: "user", title: "Ｆｕｌｌｗｉｄｔｈ", subtitle: "한국어 설명",
            fields: [ItemField(key: "followers", label: "Followers", value: .none)]),
          Item(
            id: "6", kind: "user", title: "🍣sushi", subtitle: "emoji\tand a\ttab",
            fields: [ItemField(key: "followers", label: "Followers", value: .integer(999))]),
        ],
        paging: PageInfo(number: 1, totalPages: 1, totalCount: 6)
      )
    ]
  )

  static let emptyFollowers = OutputDocument(
    provider: "github",
    resource: "followers",
    sections: [
      ItemSection(
        id: "followers", title: "Followers", items: [], paging: PageInfo(number: 1, totalPages: 1, totalCount: 0),
        emptyNote: "octocat has no followers yet")
    ]
  )

  static let starred = OutputDocument(provider: "github", resource: "star", message: "Starred apple/swift")
}
