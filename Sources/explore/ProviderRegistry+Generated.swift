// Generated from the `providers` list in Package.swift; do not edit.

import ExploreCore
import GitHubProvider
import RickAndMortyProvider

/// Every provider explore ships with.
enum ProviderRegistry {
  static let all: [any Provider.Type] = [
    GitHub.self,
    RickAndMorty.self,
  ]
}
