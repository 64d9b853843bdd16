import ExploreTestSupport
import Foundation

/// The common set-up of the suites that run explore against a temporary
/// home: each test gets a fresh home (the suite is made anew for every
/// test), removed when the test's suite instance goes.
///
/// ```swift
/// @Suite(.serialized)
/// final class WatchEndToEndTests: EndToEndSuite {
///   @Test func … { _ = try await ExploreBinary.run(["…"], home: home) }
/// }
/// ```
class EndToEndSuite {
  /// `HOME` and the XDG folders of the child (``ExploreBinary/temporaryHome()``).
  let home: URL

  init() throws {
    home = try ExploreBinary.temporaryHome()
  }

  deinit {
    try? FileManager.default.removeItem(at: home)
  }
}

/// An ``EndToEndSuite`` with a loopback server too (``LoopbackServer/start(useCorpus:token:fixtures:maxSeconds:)``),
/// stopped when the test's suite instance goes.
class LoopbackEndToEndSuite: EndToEndSuite {
  let server: LoopbackServer

  /// - Parameter useCorpus: whether `/rickmorty` serves the shared corpus (when it is present).
  init(useCorpus: Bool) throws {
    server = try LoopbackServer.start(useCorpus: useCorpus)
    try super.init()
  }

  deinit {
    server.stop()
  }
}
