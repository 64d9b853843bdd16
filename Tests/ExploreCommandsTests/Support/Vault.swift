import ExploreCore
import ExploreTables
import ExploreEngine
import ExploreNetworking
import Foundation

/// A provider as a generated one could be declared from a hostile document
/// (issue 34, item 9): one detail whose path template climbs out of the
/// base path (`/../../etc/{name}`), and one whose argument is free text.
struct Vault: RESTProvider {
  static let metadata = ProviderMetadata(
    name: "vault", summary: "Files, for the path-escape tests.", defaultBaseURL: URL(string: "https://vault.invalid/v1")!,
    baseURLEnvironmentVariable: "EXPLORE_VAULT_API_URL")

  let client: RESTClient
  init(context: ProviderContext) { client = RESTClient(context: context) }

  static let name = ArgumentKey("name", summary: "A file's name", rule: ValueRule("any text") { _ in true })
  static let file = ItemMapping(kind: "file", id: .key("name"), title: "name")

  static let resources: [Resource<Vault>] = [
    .detail(path: ["secret"], summary: "A file above the base path", argument: name, record: file, at: ["..", "..", "etc"], examples: ["secret passwd"]),
    .detail(path: ["file"], summary: "A file by name", argument: name, record: file, at: ["files"], examples: ["file notes"]),
  ]
}
