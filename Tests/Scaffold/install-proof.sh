#!/usr/bin/env bash
# Proves the README's Install section: runs Scripts/install.sh into a
# temporary prefix (a path with a space), checks the binary, its network
# library (Linux) and the three completion files it installs, that the
# installed binary loads that library for a request, then runs the installed
# `bin/explore --offline rickmorty episodes --expand` from a folder with no
# fixtures in reach and compares its output with the checkout's build, which
# reads fixtures/ from disk. Last, the installed binary adds an API from
# fixtures/openapi's Petstore YAML (`api add`), shows and removes it.
# Removes the prefix at the end, unless --keep names it.
#
#   Tests/Scaffold/install-proof.sh [release|debug] [--keep DIR]     (default release)
#
# The README's command installs release, and so does .ci/run, which passes
# `--keep DIR`: the prefix is DIR (a new folder, whose path has a space),
# left in place for the end-to-end suites to run its `bin/explore` (the
# caller removes it).
set -euo pipefail

usage() { echo "usage: $0 [release|debug] [--keep DIR]" >&2; exit 64; }
configuration=release
keep=
while (($#)); do
  case "$1" in
    release | debug) configuration="$1"; shift ;;
    --keep) (($# >= 2)) && [[ -n "$2" ]] || usage; keep="$2"; shift 2 ;;
    *) usage ;;
  esac
done

root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/explore-install-proof.XXXXXX")"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix with space"
if [[ -n "$keep" ]]; then
  [[ ! -e "$keep" ]] || { echo "install proof: $keep exists already; --keep wants a new folder" >&2; exit 64; }
  [[ "$keep" == *" "* ]] || { echo "install proof: --keep $keep has no space in its path; the proof wants one" >&2; exit 64; }
  prefix="$keep"
fi
started=$SECONDS

step() { printf '\ninstall proof [%3ds]: %s\n' "$((SECONDS - started))" "$*"; }
fail() { printf 'install proof FAILED: %s\n' "$*" >&2; exit 1; }

step "Scripts/install.sh --prefix '$prefix' --configuration $configuration"
sh "$root/Scripts/install.sh" --prefix "$prefix" --configuration "$configuration"

step "the installed files"
library=
[[ "$(uname -s)" != Linux ]] || library="lib/explore/libExploreURLSession.so
"
expected="bin/explore
${library}share/bash-completion/completions/explore
share/fish/vendor_completions.d/explore.fish
share/zsh/site-functions/_explore"
installed="$(cd "$prefix" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)"
[[ "$installed" == "$expected" ]] || fail "installed files differ from the expected ones:
$installed"
[[ -x "$prefix/bin/explore" ]] || fail "bin/explore is not executable"
for shell in bash zsh fish; do
  case "$shell" in
    bash) file="share/bash-completion/completions/explore" ;;
    zsh) file="share/zsh/site-functions/_explore" ;;
    fish) file="share/fish/vendor_completions.d/explore.fish" ;;
  esac
  [[ -s "$prefix/$file" ]] || fail "$file is empty"
  cmp -s "$prefix/$file" <("$prefix/bin/explore" completions "$shell") || fail "$file is not 'explore completions $shell'"
done
bash -n "$prefix/share/bash-completion/completions/explore" || fail "the bash completion does not parse"
grep -q "complete -F" "$prefix/share/bash-completion/completions/explore" || fail "the bash completion registers no function"
echo "ok: bin/explore and the bash, zsh and fish completions"

step "the installed explore runs the README's offline example from a folder with no fixtures"
elsewhere="$work/elsewhere"
mkdir -p "$elsewhere" "$work/home"
example=(--offline rickmorty episodes --expand)
run_clean() { # run_clean EXECUTABLE ARGUMENTS...: in $elsewhere, with a fresh HOME and nothing else
  (cd "$elsewhere" && env -i HOME="$work/home" PATH=/usr/bin:/bin "$@")
}
run_clean "$prefix/bin/explore" "${example[@]}" >"$work/installed.out" 2>"$work/installed.err" \
  || { cat "$work/installed.err" >&2; fail "the installed explore failed"; }
[[ ! -s "$work/installed.err" ]] || { cat "$work/installed.err" >&2; fail "the installed explore wrote to stderr"; }
grep -q "^A Pilot of Sorts" "$work/installed.out" || fail "no 'A Pilot of Sorts' episode in the output"
grep -q "Nim Vortabel" "$work/installed.out" || fail "no expanded character in the output"
[[ ! -e "$elsewhere/fixtures" && ! -e "$prefix/bin/fixtures" && ! -e "$prefix/share/explore" ]] || fail "a fixtures folder was in reach"
head -3 "$work/installed.out"

step "the same output as the build it was copied from, which reads the checkout's fixtures/"
built="$(swift build --package-path "$root" --configuration "$configuration" --show-bin-path)/explore"
cmp -s "$built" "$prefix/bin/explore" || fail "bin/explore is not the binary of the $configuration build"
run_clean "$built" "${example[@]}" >"$work/built.out" 2>"$work/built.err" || { cat "$work/built.err" >&2; fail "the built explore failed"; }
cmp -s "$work/built.out" "$work/installed.out" || { diff "$work/built.out" "$work/installed.out" >&2 || true; fail "the installed explore's output differs"; }
echo "ok: $(wc -l <"$work/installed.out") identical lines"

if [[ -n "$library" ]]; then
  step "the installed explore loads its network library for a request"
  cmp -s "$(dirname "$built")/libExploreURLSession.so" "$prefix/lib/explore/libExploreURLSession.so" \
    || fail "lib/explore/libExploreURLSession.so is not the library of the $configuration build"
  # NB: nothing listens on port 9: a loaded library reports the refused
  # connection (after its retries, a few seconds); a missing one says so.
  status=0
  (cd "$elsewhere" && env -i HOME="$work/home" PATH=/usr/bin:/bin EXPLORE_RICKMORTY_API_URL=http://127.0.0.1:9/api \
    "$prefix/bin/explore" rickmorty episodes) >/dev/null 2>"$work/request.err" || status=$?
  [[ "$status" -eq 1 ]] || { cat "$work/request.err" >&2; fail "a request to a closed port exited $status, not 1"; }
  grep -q "127.0.0.1" "$work/request.err" && ! grep -q "network library" "$work/request.err" \
    || { cat "$work/request.err" >&2; fail "the installed explore did not reach the network"; }
  echo "ok: $(head -c 80 "$work/request.err")"
fi

step "the installed explore adds an API from its OpenAPI document (YAML), uses it, and removes it, away from the checkout"
cp "$root/fixtures/openapi/petstore/openapi.yaml" "$elsewhere/petstore.yaml"
run_clean "$prefix/bin/explore" api add petstore petstore.yaml >"$work/api.out" 2>"$work/api.err" \
  || { cat "$work/api.err" >&2; fail "api add failed"; }
grep -q "explore petstore find-by-status" "$work/api.out" || { cat "$work/api.out" >&2; fail "api add made no find-by-status"; }
run_clean "$prefix/bin/explore" petstore --help >"$work/api.out" 2>&1 || fail "explore petstore --help failed"
grep -q "find-by-status" "$work/api.out" || { cat "$work/api.out" >&2; fail "explore petstore --help lists no find-by-status"; }
run_clean "$prefix/bin/explore" api show petstore | grep -q "GET /pet/findByStatus" || fail "api show petstore shows no plan"
run_clean "$prefix/bin/explore" api remove petstore >/dev/null || fail "api remove failed"
status=0
run_clean "$prefix/bin/explore" petstore --help >/dev/null 2>&1 || status=$?
[[ "$status" -eq 64 ]] || fail "explore petstore --help after api remove exited $status, not 64"
echo "ok: added, listed in help, shown and removed"

if [[ -n "$keep" ]]; then
  step "passed (the prefix stays: $prefix)"
else
  step "passed (the prefix is removed)"
fi
