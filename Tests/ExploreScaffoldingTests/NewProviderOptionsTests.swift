@testable import ExploreScaffolding
import Testing

/// The command line of `new-provider` as SwiftPM hands it to the plugin.
@Suite struct NewProviderOptionsTests {
  @Test func theWritePermissionFlagAfterTheVerbIsIgnored() throws {
    let options = try NewProviderOptions(parsing: ["--allow-writing-to-package-directory", "Zebra", "--dry-run"])
    #expect(options.name == "Zebra")
    #expect(options.isDryRun)
    #expect(options.baseURL == NewProviderOptions.defaultBaseURL)
  }

  @Test(arguments: [
    (["Zebra", "--base-url", "https://api.zebra.test/v1/"], "https://api.zebra.test/v1"),
    (["--base-url=http://127.0.0.1:8080", "Zebra"], "http://127.0.0.1:8080"),
  ])
  func theBaseURLIsTakenInEitherForm(arguments: [String], baseURL: String) throws {
    #expect(try NewProviderOptions(parsing: arguments).baseURL == baseURL)
  }

  @Test(arguments: [
    ([], "Give the new provider's name"),
    (["Zebra", "Quagga"], "Give one name, not 2"),
    (["Zebra", "--force"], "Unknown option '--force'"),
    (["Zebra", "--base-url"], "--base-url needs a URL"),
    (["Zebra", "--base-url", "api.zebra.test"], "is not a base URL"),
    (["Zebra", "--base-url", "ftp://api.zebra.test"], "is not a base URL"),
    (["Zebra", "--base-url", "https://api.zebra.test/?key=1"], "is not a base URL"),
  ])
  func badCommandLinesAreClearErrors(arguments: [String], message: String) {
    let error = #expect(throws: NewProviderError.self) { try NewProviderOptions(parsing: arguments) }
    #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
  }
}
