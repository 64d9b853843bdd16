#!/usr/bin/env bash
# Builds the libFuzzer fuzzers (with AddressSanitizer) and runs each target
# for SECONDS (default 30), one after the other:
#   Fuzz/run.sh [SECONDS] [TARGET ...]
# The corpus lives in Fuzz/.corpus/<target>/ (not committed): seeded at
# every run from fixtures/, and kept between runs. Crashes, timeouts and
# leaks land in Fuzz/Crashes/<target>/, which is committed: the main test
# suite replays every file there (FuzzRegressionTests). Exits 1 when any
# target found something.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
shift || true

# NB: SwiftPM (6.3.1) kept a stale plan of the main package here once a file
# was added to it; dropping the plan costs only a re-plan.
rm -f Fuzz/.build/release.yaml Fuzz/.build/release/description.json
# NB: lld, because gold fails with an internal error on sanitized objects.
swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
fuzzer="Fuzz/.build/release/ExploreFuzzer"
corpus="Fuzz/.corpus"
mkdir -p "$corpus"
ASAN_OPTIONS=detect_leaks=0 EXPLORE_FUZZ_WRITE_SEEDS="$corpus" EXPLORE_FUZZ_FIXTURES=fixtures "$fuzzer"

if [ "$#" -gt 0 ]; then
  targets=("$@")
else
  targets=()
  for folder in "$corpus"/*/; do targets+=("$(basename "$folder")"); done
fi

# NB: the targets that go through files write, fsync and rename on every
# input; a tmpfs makes them about ten times faster where there is one.
base="${TMPDIR:-/tmp}"
if [ -d /dev/shm ] && [ -w /dev/shm ]; then base=/dev/shm; fi
# NB: a folder of this run's own, removed at the end: a fuzzer that stops on
# a finding exits without its clean-up.
scratch="$(mktemp -d "$base/explore-fuzz-run.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt"

found=0
for target in "${targets[@]}"; do
  mkdir -p "Fuzz/Crashes/$target"
  log="$corpus/$target.log"
  echo "== $target: ${seconds}s"
  # NB: the targets that run each input in a Swift task (the providers,
  # the response headers, the page stream) see the same thing: the task's
  # context is freed just after the entry point returns, which libFuzzer's
  # per-input leak check reports as a leak. The same inputs run once show
  # none (see Fuzz/README.md).
  leaks=1
  case "$target" in provider-responses | response-headers | page-stream) leaks=0 ;; esac
  status=0
  TMPDIR="$scratch" EXPLORE_FUZZ_TARGET="$target" "$fuzzer" "$corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks="$leaks" \
    -artifact_prefix="Fuzz/Crashes/$target/" -print_final_stats=1 >"$log" 2>&1 || status=$?
  grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)" "$log" || true
  if [ "$status" -ne 0 ]; then
    found=1
    echo "!! $target stopped with status $status; see $log and Fuzz/Crashes/$target/"
    grep -E "^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Test unit written)" "$log" | head -5 || true
  fi
done
exit "$found"
