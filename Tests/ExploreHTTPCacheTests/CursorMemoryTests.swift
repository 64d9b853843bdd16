import ExploreCore
import ExploreHTTPCache
import ExploreTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The file of cursors that lists paged by cursor keep between runs
/// (issue 41, item 8): bounded, expiring, private, without secrets, and
/// safe when several runs write it at once or it cannot be read.
@Suite struct CursorMemoryTests {
  /// A memory on `folder`'s `cache/explore/cursors.json`, its clock at `now`.
  static func memory(in folder: TemporaryFolder, bounds: CursorMemory.Bounds = .init(), now: Locked<Date>? = nil) -> CursorMemory {
    let clock = now ?? Locked(Date(timeIntervalSince1970: 1_800_000_000))
    return CursorMemory(file: folder.url.appendingPathComponent("cache/explore/cursors.json"), bounds: bounds, now: { clock.withLock { $0 } })
  }

  static func url(_ list: String, _ page: Int) -> URL {
    URL(string: "https://api.example/\(list)?after=\(list)-\(page * 20)")!
  }

  static func key(_ list: String) -> String { CursorMemory.key([list], credential: nil) }

  @Test func whatOneRunSavesTheNextReads() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = Self.memory(in: folder)
    first.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    first.learn(Self.url("roles", 3), page: 3, of: Self.key("roles"), credential: nil)
    first.save()
    let second = Self.memory(in: folder)
    #expect(second.pages(of: Self.key("roles")) == [2: Self.url("roles", 2), 3: Self.url("roles", 3)])
    #expect(second.page(of: Self.url("roles", 3), in: Self.key("roles")) == 3)
    #expect(second.pages(of: Self.key("other")).isEmpty)
    #expect(try TemporaryFolder.permissions(of: first.url) == 0o600)
    #expect(try TemporaryFolder.permissions(of: first.url.deletingLastPathComponent()) == 0o700)
  }

  @Test func keysDifferByEveryPartAndByCredentialAndHoldNeither() {
    let token = Credential(secret: "ghp_secret_1234", source: "test")
    let keys = [
      CursorMemory.key(["a", "b"], credential: nil), CursorMemory.key(["ab"], credential: nil), CursorMemory.key(["a", "b"], credential: token),
      CursorMemory.key(["a", "b"], credential: Credential(secret: "ghp_other_5678", source: "test")),
    ]
    #expect(Set(keys).count == 4)
    #expect(keys.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
  }

  @Test(arguments: [
    "https://api.example/roles?after=x&access_token=ghp_secret_1234", "https://api.example/roles?after=x&api_key=k",
    "https://user:pass@api.example/roles?after=x", "https://api.example/roles?after=x&sig=ghp_secret_1234",
  ])
  func aURLThatCarriesASecretIsNotKept(text: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let memory = Self.memory(in: folder)
    let credential = Credential(secret: "ghp_secret_1234", source: "test")
    memory.learn(URL(string: text)!, page: 2, of: Self.key("roles"), credential: credential)
    memory.save()
    #expect(memory.pages(of: Self.key("roles")).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: memory.url.path))
  }

  @Test func theMostRecentListsAndCursorsAreKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let clock = Locked(Date(timeIntervalSince1970: 1_800_000_000))
    var bounds = CursorMemory.Bounds()
    (bounds.lists, bounds.cursorsPerList) = (4, 10)
    let memory = Self.memory(in: folder, bounds: bounds, now: clock)
    for list in 0..<6 {
      clock.withLock { $0 += 1 }
      memory.learn(Self.url("list\(list)", 2), page: 2, of: Self.key("list\(list)"), credential: nil)
    }
    for page in 2...14 {
      clock.withLock { $0 += 1 }
      memory.learn(Self.url("long", page), page: page, of: Self.key("long"), credential: nil)
    }
    // NB: within a run, the oldest go a tenth of the bound at a time.
    #expect(memory.pages(of: Self.key("long")).keys.sorted() == Array(4...14))
    memory.save()
    let read = Self.memory(in: folder, bounds: bounds, now: clock)
    #expect(read.pages(of: Self.key("long")).keys.sorted() == Array(5...14))
    #expect((0..<6).map { read.pages(of: Self.key("list\($0)")).isEmpty } == [true, true, true, false, false, false])
  }

  @Test func theDefaultBoundsAre64ListsOf1000Cursors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let clock = Locked(Date(timeIntervalSince1970: 1_800_000_000))
    let memory = Self.memory(in: folder, now: clock)
    for list in 0..<70 {
      clock.withLock { $0 += 1 }
      memory.learn(Self.url("list\(list)", 2), page: 2, of: Self.key("list\(list)"), credential: nil)
    }
    for page in 2...1_010 { memory.learn(Self.url("long", page), page: page, of: Self.key("long"), credential: nil) }
    memory.save()
    let read = Self.memory(in: folder, now: clock)
    #expect(read.pages(of: Self.key("long")).keys.sorted() == Array(11...1_010))
    #expect((0..<70).filter { !read.pages(of: Self.key("list\($0)")).isEmpty } == Array(7..<70))
  }

  @Test func cursorsExpireAfterAnHour() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let clock = Locked(Date(timeIntervalSince1970: 1_800_000_000))
    let memory = Self.memory(in: folder, now: clock)
    memory.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    clock.withLock { $0 += 3_000 }
    memory.learn(Self.url("roles", 3), page: 3, of: Self.key("roles"), credential: nil)
    memory.save()
    clock.withLock { $0 += 700 }
    #expect(Self.memory(in: folder, now: clock).pages(of: Self.key("roles")) == [3: Self.url("roles", 3)])
    clock.withLock { $0 += 3_000 }
    #expect(Self.memory(in: folder, now: clock).pages(of: Self.key("roles")).isEmpty)
  }

  @Test func aURLSeenAsAnotherPageForgetsTheList() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let memory = Self.memory(in: folder)
    memory.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    memory.save()
    memory.learn(Self.url("roles", 2), page: 4, of: Self.key("roles"), credential: nil)
    #expect(memory.pages(of: Self.key("roles")).isEmpty)
    memory.save()
    #expect(Self.memory(in: folder).pages(of: Self.key("roles")).isEmpty)
  }

  @Test func twoRunsSavingAtOnceKeepEachOthersLists() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    await withTaskGroup(of: Void.self) { group in
      for run in 0..<8 {
        group.addTask {
          let memory = Self.memory(in: folder)
          for page in 2...30 {
            memory.learn(Self.url("run\(run)", page), page: page, of: Self.key("run\(run)"), credential: nil)
            memory.save()
          }
        }
      }
    }
    let read = Self.memory(in: folder)
    for run in 0..<8 { #expect(read.pages(of: Self.key("run\(run)")).count == 29, "run \(run)") }
  }

  @Test func aCorruptFileIsIgnoredThenWrittenOver() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("{\"version\": 1, \"lists\": [tor", to: "cache/explore/cursors.json")
    try folder.write("kept", to: "cache/explore/other")
    let memory = Self.memory(in: folder)
    #expect(memory.pages(of: Self.key("roles")).isEmpty)
    memory.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    memory.save()
    #expect(Self.memory(in: folder).pages(of: Self.key("roles")) == [2: Self.url("roles", 2)])
    #expect(try String(contentsOf: folder.url.appendingPathComponent("cache/explore/other"), encoding: .utf8) == "kept")
  }

  @Test func aFileOfALaterVersionOrNotAFileIsLeftAlone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let later = #"{"version": 2, "lists": {"x": 1}}"#
    try folder.write(later, to: "cache/explore/cursors.json")
    let memory = Self.memory(in: folder)
    memory.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    memory.save()
    #expect(try String(contentsOf: memory.url, encoding: .utf8) == later)
    // Within the run, the cursor is still known.
    #expect(memory.pages(of: Self.key("roles")) == [2: Self.url("roles", 2)])

    try FileManager.default.removeItem(at: memory.url)
    try FileManager.default.createDirectory(at: memory.url, withIntermediateDirectories: true)
    let blocked = Self.memory(in: folder)
    blocked.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    blocked.save()
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: memory.url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
  }

  /// A folder explore may not write in (read-only; as root, which writes
  /// anywhere, another user's): the file is read, nothing is written or
  /// lost, and nothing fails.
  @Test func aFolderThatCannotBeWrittenLosesNothingAndFailsNothing() throws {
    let folder = try TemporaryFolder()
    let cache = folder.url.appendingPathComponent("cache/explore")
    defer {
      _ = chown(cache.path, geteuid(), getegid())
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: cache.path)
      folder.remove()
    }
    let memory = Self.memory(in: folder)
    memory.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    memory.save()
    let saved = try Data(contentsOf: memory.url)
    if geteuid() == 0 {
      #expect(chown(cache.path, 65_534, 65_534) == 0)
    } else {
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: cache.path)
    }
    let readOnly = Self.memory(in: folder)
    #expect(readOnly.pages(of: Self.key("roles")) == [2: Self.url("roles", 2)])
    readOnly.learn(Self.url("roles", 3), page: 3, of: Self.key("roles"), credential: nil)
    readOnly.save()
    #expect(try Data(contentsOf: memory.url) == saved)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == ["cursors.json", "cursors.json.lock"])
  }

  @Test func aLockThatCannotBeTakenWritesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let memory = Self.memory(in: folder)
    try FileManager.default.createDirectory(
      at: memory.url.deletingLastPathComponent().appendingPathComponent("cursors.json.lock"), withIntermediateDirectories: true)
    memory.learn(Self.url("roles", 2), page: 2, of: Self.key("roles"), credential: nil)
    memory.save()
    #expect(!FileManager.default.fileExists(atPath: memory.url.path))
    #expect(memory.pages(of: Self.key("roles")) == [2: Self.url("roles", 2)])
  }

  @Test func theOptOutVariableTurnsTheMemoryOff() {
    let directories = ExploreDirectories(environment: ["XDG_CACHE_HOME": "/tmp/c"], home: URL(fileURLWithPath: "/home/u"))
    #expect(CursorMemory.file(in: directories, environment: [:])?.path == "/tmp/c/explore/cursors.json")
    #expect(CursorMemory.file(in: directories, environment: ["EXPLORE_NO_CURSOR_MEMORY": "0"]) != nil)
    #expect(CursorMemory.file(in: directories, environment: ["EXPLORE_NO_CURSOR_MEMORY": "1"]) == nil)
  }
}
