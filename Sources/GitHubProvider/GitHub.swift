// The GitHub provider.
