// Tests of the GitHub provider.
