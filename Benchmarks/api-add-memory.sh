#!/bin/sh
# Peak memory and CPU of `explore api add` on made-up OpenAPI documents of
# 8 MB, 16 MB and 31.5 MiB (just under the 32 MiB bound), JSON and YAML, in
# two shapes (issue 40): builds the release explore and the APIAddBenchmarks
# driver, which writes the documents and runs explore on each in a child
# process of its own. Run from the repository root:
#   Benchmarks/api-add-memory.sh [--runs N] [--sizes 8,16,31.5]
set -eu
swift build -c release --product explore >&2
swift build -c release --product ExploreURLSession >&2
swift build -c release --package-path Benchmarks --product APIAddBenchmarks >&2
"$(swift build -c release --package-path Benchmarks --show-bin-path)/APIAddBenchmarks" "$(swift build -c release --show-bin-path)/explore" "$@"
