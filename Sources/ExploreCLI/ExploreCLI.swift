// The explore command line; see the CLI issue.
