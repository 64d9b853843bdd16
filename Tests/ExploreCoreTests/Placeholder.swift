// ExploreCoreTests
