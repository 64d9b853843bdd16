// ExploreCLITests
