import ExploreConformance
import GitHubProvider
import Testing

@Suite struct ConformanceWordsTests {
  @Test(arguments: [
    ("followers octocat --all", ["followers", "octocat", "--all"]),
    ("search users 'location:berlin followers:>100' --sort followers", ["search", "users", "location:berlin followers:>100", "--sort", "followers"]),
    (#"search repos "a b" --stars '>=100'"#, ["search", "repos", "a b", "--stars", ">=100"]),
    ("login --with-token < token.txt", ["login", "--with-token"]),
  ])
  func examplesSplitAsAShellSplitsThem(_ example: String, _ words: [String]) {
    #expect(ProviderConformance<GitHub>.words(of: example) == words)
  }
}
