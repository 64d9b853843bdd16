#!/usr/bin/env bash
# Times `new-provider --openapi` (issue 24) without SwiftPM around it: compiles
# the plugin's scaffolding sources with a small driver (OpenAPI/main.swift),
# then reads, plans and generates Tests/Scaffold/birdwatch-openapi.json and a
# synthesized ~10 MB document of 1,000 operations (500 GET): refused at the
# default limit, generated in full with the limit raised, and with --only.
#
#   Benchmarks/openapi-generation.sh [paths-per-kind]    (default 250: 1,000 operations)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/explore-openapi-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swiftc -O -o "$work/openapi-timing" "$here/OpenAPI/main.swift" $(find "$root/Plugins/NewProviderPlugin/Scaffolding" -name '*.swift')
python3 "$here/OpenAPI/synthesize-large-document.py" "${1:-250}" >"$work/large.json"

echo "== Tests/Scaffold/birdwatch-openapi.json"
"$work/openapi-timing" "$root/Tests/Scaffold/birdwatch-openapi.json"
echo "== synthesized document, default limit"
"$work/openapi-timing" "$work/large.json"
echo "== synthesized document, every GET (--limit 100000)"
"$work/openapi-timing" "$work/large.json" --limit 100000
echo "== synthesized document, --only tag1"
"$work/openapi-timing" "$work/large.json" --only tag1
