// ExploreNetworkingTests
