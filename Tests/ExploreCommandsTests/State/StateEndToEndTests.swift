import ExploreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Favorites and `--changes` through the built `explore` binary against the
/// loopback server, with temporary XDG folders (never the real home).
@Suite(.serialized)
final class StateEndToEndTests: LoopbackEndToEndSuite {
  init() throws {
    try super.init(useCorpus: false)
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> ExploreBinary.Outcome {
    try await ExploreBinary.run(arguments, environment: server.environment.merging(environment) { _, new in new }, home: home)
  }

  func items(_ outcome: ExploreBinary.Outcome) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    let document = try #require(object as? [String: Any], "stdout: \(outcome.standardOutput) stderr: \(outcome.standardError)")
    return (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
  }

  func section(_ id: String, of outcome: ExploreBinary.Outcome) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
    let sections = try #require(object?["sections"] as? [[String: Any]], "stdout: \(outcome.standardOutput)")
    let section = try #require(sections.first { $0["id"] as? String == id })
    return (section["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  // MARK: - Favorites

  @Test func emptyFavoritesSayHowToAddOne() async throws {
    let outcome = try await run(["github", "favorites"])
    #expect(outcome.status == 0)
    #expect(outcome.standardError.contains("You have no github favorites yet. Add one with 'explore github favorites add <user>'."))
  }

  @Test func addListAndRemoveWithAFavoriteGoneUpstream() async throws {
    let added = try await run(["github", "favorites", "add", "octocat", "many-followers", "gone-user-404"])
    #expect(added.status == 0, "\(added.standardError)")
    #expect(added.standardOutput.contains("Added octocat to your github favorites."))

    let again = try await run(["github", "favorites", "add", "octocat"])
    #expect(again.status == 0)
    #expect(again.standardOutput == "octocat is already in your favorites.\n")

    let listed = try await run(["github", "favorites", "--json"])
    #expect(listed.status == 0, "\(listed.standardError)")
    let rows = try items(listed)
    #expect(rows.compactMap { $0["id"] as? String } == ["octocat", "many-followers", "gone-user-404"])
    let gone = try #require(rows.last)
    #expect(gone["missing"] as? Bool == true)
    #expect(gone["subtitle"] as? String == "no longer exists upstream")
    // Fresh rows carry the profile, and no `missing` field.
    #expect(rows[1]["followers"] as? Int == 2350)
    #expect(rows[0]["missing"] == nil)

    let text = try await run(["github", "favorites"])
    #expect(text.standardOutput.contains("no longer exists upstream"))

    let removed = try await run(["github", "favorites", "remove", "gone-user-404", "never-added"])
    #expect(removed.status == 0)
    #expect(removed.standardOutput.contains("Removed gone-user-404 from your github favorites."))
    #expect(removed.standardOutput.contains("never-added is not in your github favorites; nothing to remove."))
    #expect(try await items(try run(["github", "favorites", "--json"])).compactMap { $0["id"] as? String } == ["octocat", "many-followers"])
  }

  @Test func rickAndMortyCharactersAreFavoritableToo() async throws {
    #expect(try await run(["rickmorty", "favorites", "add", "1", "99999"]).status == 0)
    let rows = try await items(try run(["rickmorty", "favorites", "--json"]))
    #expect(rows.count == 2)
    #expect(rows[0]["missing"] == nil)
    #expect(rows[0]["kind"] as? String == "character")
    #expect(rows[1]["id"] as? String == "99999")
    #expect(rows[1]["missing"] as? Bool == true)
  }

  @Test(arguments: [
    ["github", "favorites", "add", "not a user!"],
    ["github", "favorites", "add"],
    ["rickmorty", "favorites", "add", "rick"],
  ])
  func badFavoriteIDsAreUsageErrors(arguments: [String]) async throws {
    let outcome = try await run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardError.hasPrefix("Error: "))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data/explore/favorites.json").path))
  }

  @Test func fiftyExploreProcessesAddFavoritesAtOnceAndAllAreListed() async throws {
    let url = try ExploreBinary.executable()
    let ids = (1...50).map { String(format: "follower-%04d", $0) }
    let environment = ExploreBinary.childEnvironment(home: home, adding: server.environment)
    // NB: every child writes to its own files (never the runner's
    // descriptors) and all 50 start before any is waited for.
    let processes = try ids.map { id in
      let process = Process()
      process.executableURL = url
      process.arguments = ["github", "favorites", "add", id]
      process.environment = environment
      process.standardInput = FileHandle.nullDevice
      let log = home.appendingPathComponent("\(id).log")
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      let handle = try FileHandle(forWritingTo: log)
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      return process
    }
    for process in processes { await process.exited() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let data = try Data(contentsOf: home.appendingPathComponent("data/explore/favorites.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["schemaVersion"] as? Int == 1)
    let users = ((document["favorites"] as? [String: Any])?["github"] as? [String: Any])?["user"] as? [String: [String: Any]]
    #expect(Set(users?.keys.map { $0 } ?? []) == Set(ids))

    // Then every run lists all fifty, in the order the store gave them
    // (issue 40: the release build crashed or listed one).
    let order = (users ?? [:]).values.sorted { ($0["sequence"] as? Int ?? 0) < ($1["sequence"] as? Int ?? 0) }.compactMap { $0["id"] as? String }
    #expect(order.count == 50)
    for _ in 0..<5 {
      let listed = try await run(["github", "favorites", "--json"])
      #expect(listed.status == 0, "\(listed.standardError)")
      #expect(try items(listed).compactMap { $0["id"] as? String } == order)
      let text = try await run(["github", "favorites"])
      #expect(text.status == 0, "\(text.standardError)")
      #expect(text.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) } == order)
    }
  }

  // MARK: - Changes

  @Test func followersBaselineThenNoChange() async throws {
    let first = try await run(["github", "followers", "many-followers", "--changes"])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains("Recorded a baseline of 2,350 followers"))
    let snapshot = home.appendingPathComponent("state/explore/snapshots/github/followers-many-followers.json")
    #expect(FileManager.default.fileExists(atPath: snapshot.path))

    let second = try await run(["github", "followers", "many-followers", "--changes", "--json"])
    #expect(second.status == 0, "\(second.standardError)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(second.standardOutput.utf8)) as? [String: Any])
    #expect(document["baseline"] as? Bool == false)
    #expect(document["count"] as? Int == 2350)
    #expect(document["previousSnapshot"] is String)
    #expect(try section("added", of: second).isEmpty)
    #expect(try section("removed", of: second).isEmpty)
  }

  /// Churn end to end: the loopback server's stars change with
  /// `star`/`unstar`, and `starred --changes` reports exactly that.
  @Test func starredChangesAfterStarringAndUnstarring() async throws {
    let token = ["GH_TOKEN": server.token]
    #expect(try await run(["github", "starred", "octo-gen", "--changes"], environment: token).standardOutput.contains("Recorded a baseline of 8"))
    #expect(try await run(["github", "star", "apple/swift-nio"], environment: token).status == 0)
    #expect(try await run(["github", "star", "apple/swift-markdown"], environment: token).status == 0)
    #expect(try await run(["github", "unstar", "apple/swift"], environment: token).status == 0)

    let text = try await run(["github", "starred", "octo-gen", "--changes"], environment: token)
    #expect(text.status == 0, "\(text.standardError)")
    #expect(text.standardOutput.contains("Newly starred (2)"))
    #expect(text.standardOutput.contains("No longer starred (1)"))
    #expect(text.standardOutput.contains("since "))

    #expect(try await run(["github", "unstar", "octocat/Hello-World"], environment: token).status == 0)
    let json = try await run(["github", "starred", "octo-gen", "--changes", "--json"], environment: token)
    #expect(try section("added", of: json).isEmpty)
    #expect(try section("removed", of: json) == ["octocat/Hello-World"])

    // A question instead of a list has nothing to track, and the snapshot stays.
    let question = try await run(["github", "starred", "--check", "apple/swift-nio", "--changes"], environment: token)
    #expect(question.status == 64)
    #expect(question.standardError.contains("'--changes' needs a list"))
    let after = try await run(["github", "starred", "octo-gen", "--changes"], environment: token)
    #expect(after.standardOutput.hasPrefix("No changes in starred of octo-gen since "), "\(after.standardOutput)")
  }

  @Test(arguments: [
    (["github", "followers", "octocat", "--changes", "--page", "2"], "'--page' cannot be used with '--changes'"),
    (["github", "followers", "octocat", "--changes", "--limit", "5"], "'--limit' cannot be used with '--changes'"),
    (["github", "user", "octocat", "--changes"], "only 'followers', 'following' and 'starred' track changes"),
  ])
  func changesMisuseIsAUsageError(arguments: [String], message: String) async throws {
    let outcome = try await run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test func helpAndCompletionsOfferFavoritesAndChanges() async throws {
    // NB: a provider's short help shows its main resources; --all lists them all.
    let help = try await run(["help", "github", "--all"])
    #expect(help.standardOutput.contains("favorites add"), "\(help.standardOutput)")
    #expect(help.standardOutput.contains("favorites remove"))
    #expect(try await run(["github", "followers", "--help"]).standardOutput.contains("--changes"))
    #expect(!(try await run(["github", "user", "--help"]).standardOutput.contains("--changes")))
    let bash = try await run(["completions", "bash"])
    #expect(bash.standardOutput.contains("favorites"))
  }
}
