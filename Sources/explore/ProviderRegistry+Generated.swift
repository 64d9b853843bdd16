// Generated from the `providers` list in Package.swift; do not edit.

import ExploreCore

/// Every provider explore ships with.
enum ProviderRegistry {
  static let all: [any Provider.Type] = []
}
