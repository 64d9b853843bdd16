#!/usr/bin/env bash
# Times `new-provider --openapi` (issue 24) without SwiftPM around it: builds
# the OpenAPIBenchmarks driver (release) on ExploreOpenAPI and
# ExploreScaffolding, then reads, plans and writes (the declaration and its
# Swift type) Tests/Scaffold/birdwatch-openapi.json and a synthesized ~10 MB
# document of 1,000 operations (500 GET): refused at the default limit,
# planned in full with the limit raised (its declaration, too large to
# compile into a module, refused), and with --only. Then the two allOf shapes the
# reader bounds (issue 34): a chain of 10,000 through $refs (refused at the
# depth bound) and 30 and 60 levels that each name the next twice.
#
#   Benchmarks/openapi-generation.sh [paths-per-kind]    (default 250: 1,000 operations)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/explore-openapi-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift build -c release --package-path "$here" --product OpenAPIBenchmarks >&2
timing="$(swift build -c release --package-path "$here" --show-bin-path)/OpenAPIBenchmarks"
python3 "$here/OpenAPI/synthesize-large-document.py" "${1:-250}" >"$work/large.json"

echo "== Tests/Scaffold/birdwatch-openapi.json"
"$timing" "$root/Tests/Scaffold/birdwatch-openapi.json"
echo "== synthesized document, default limit"
"$timing" "$work/large.json"
echo "== synthesized document, every GET (--limit 100000)"
"$timing" "$work/large.json" --limit 100000
echo "== synthesized document, --only tag1"
"$timing" "$work/large.json" --only tag1
echo "== a chain of 10,000 allOf through \$refs"
"$timing" --allof-chain 10000
echo "== 30 levels of allOf, each naming the next twice"
"$timing" --allof-doubling 30
echo "== 60 levels of allOf, each naming the next twice"
"$timing" --allof-doubling 60
