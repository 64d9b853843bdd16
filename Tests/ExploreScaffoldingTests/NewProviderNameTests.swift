@testable import ExploreScaffolding
import Foundation
import Testing

/// Which names `new-provider` accepts, with the real package's modules,
/// providers and core types.
@Suite struct NewProviderNameTests {
  static let reserved = ReservedNames(
    modules: ["ExploreCore", "ExploreNetworking", "ExploreCommands", "GitHubProvider", "RickAndMortyProvider", "explore"],
    providers: ["GitHub", "RickAndMorty"]
  )

  @Test(arguments: ["Zebra", "OpenLibrary", "TMDB", "Weather2", "Weather", "Movies", "StarTrek", "Pokemon", "HackerNews", "Forecasts"])
  func upperCamelCaseNamesAreAccepted(name: String) throws {
    let provider = try ProviderName(name, reserved: Self.reserved)
    #expect(provider.module == name + "Provider")
    #expect(provider.testModule == name + "ProviderTests")
    #expect(provider.commandName == name.lowercased())
    #expect(provider.environmentVariable == "EXPLORE_\(name.uppercased())_API_URL")
  }

  @Test(arguments: [
    ("", "empty"),
    ("zebra", "does not start with an uppercase letter"),
    ("2Zebra", "does not start with an uppercase letter"),
    ("Ze-bra", "contains '-'"),
    ("Zébra", "contains 'é'"),
    ("Ze bra", "contains ' '"),
    ("Self", "keyword"),
    ("GitHub", "already exists"),
    ("Rickandmorty", "already exists"),
    ("ExploreCore", "module named ExploreCore"),
    ("Item", "shadow the type Item"),
    ("PageCursor", "shadow the type PageCursor"),
    ("HTTPClient", "shadow the type HTTPClient"),
    ("URL", "shadow the type URL"),
    ("RESTClient", "shadow the type RESTClient"),
    ("Help", "subcommands"),
    ("Gh", "already names a provider"),
    ("Rm", "already names a provider"),
    ("ZebraProvider", "Give 'Zebra'"),
  ])
  func badNamesAreRefusedWithAReason(name: String, reason: String) {
    let error = #expect(throws: NewProviderError.self) { try ProviderName(name, reserved: Self.reserved) }
    #expect(error?.description.contains(reason) == true, "\(error?.description ?? "no error")")
  }
}
