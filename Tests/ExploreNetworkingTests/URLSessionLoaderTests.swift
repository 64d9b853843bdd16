import ExploreCore
@testable import ExploreNetworking
import Foundation
import Testing

/// Where the URLSession library is looked for, and what a run that cannot
/// find it says.
@Suite struct URLSessionLoaderTests {
  @Test func theLibraryIsLookedForBesideTheBinaryThenInLibExplore() {
    let candidates = URLSessionLoader.candidates(executable: URL(fileURLWithPath: "/opt/tools/bin/explore"))
    #expect(candidates.map(\.path) == ["/opt/tools/bin/libExploreURLSession.so", "/opt/tools/lib/explore/libExploreURLSession.so"])
  }

  @Test func theTestsLoadTheLibraryBuiltBesideThem() throws {
    let make = try URLSessionLoader.makeSession.get()
    let session = make(5)
    #expect(session.pendingCount() == 0)
  }

  @Test func aMissingLibrarySaysWhereItLookedWhyAndWhatToDo() {
    let error = URLSessionLibraryError(searched: ["/a/libExploreURLSession.so", "/b/libExploreURLSession.so"], reason: "not found")
    #expect(error.category == .runtime)
    #expect(
      error.description == """
        explore could not load its network library, which every request over the network needs (not found). It looked in:
          /a/libExploreURLSession.so
          /b/libExploreURLSession.so
        Install explore with Scripts/install.sh, which installs the library with the binary, or build it with \
        `swift build --product ExploreURLSession` beside a binary you built yourself. --offline runs need no library.
        """)
  }
}
