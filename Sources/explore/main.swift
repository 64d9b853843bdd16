// The thin entry point; see the CLI issue.
