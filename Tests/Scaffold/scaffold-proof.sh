#!/usr/bin/env bash
# Proves that adding a provider takes one command: copies the package (no
# build folders) into a temporary directory, runs `new-provider` there
# (dry run, real run, refusals), builds from scratch, runs the new
# provider's tests, and checks that `explore <name> --help` lists its
# resource and `explore --offline <name> items` prints the fixture's rows,
# run away from the package: the new provider's fixtures are compiled in.
# Last, it deletes the sample resource `items` and checks that the tests
# naming it stop compiling, with a message that says what to do.
#
# In the same package copy, built once with the first, it generates the
# Birdwatch provider from Tests/Scaffold/birdwatch-openapi.json and the Swapi
# provider from Tests/Scaffold/swapi-replica-openapi.json (`new-provider
# --openapi`, issue 41: the declaration `explore api add` writes, compiled into
# the module, and a short Swift type that loads it), runs their tests, one
# more that lists every person of the Star Wars replica through the generated
# Swapi type, and their help and usage lines, with no hand-written line in them.
#
#   Tests/Scaffold/scaffold-proof.sh [Name]     (default Zebra)
#
# Set KEEP_SCAFFOLD_PROOF=1 to keep the temporary directory.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
name="${1:-Zebra}"
command_name="$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')"
work="$(mktemp -d "${TMPDIR:-/tmp}/explore-scaffold-proof.XXXXXX")"
if [[ "${KEEP_SCAFFOLD_PROOF:-}" == 1 ]]; then
  echo "scaffold proof: keeping $work"
else
  trap 'rm -rf "$work"' EXIT
fi
package="$work/package"
scratch="$work/build"
started=$SECONDS

# NB: SwiftPM 6.3.1 on Linux now and then crashes in libdispatch's event
# loop while it builds (swiftlang/swift#87033: "Bad pointer dereference" in
# _dispatch_event_loop_drain). That is the toolchain, not this package, so a
# command killed by a signal is run once more; any other failure fails.
retrying() {
  local status=0
  "$@" || status=$?
  if ((status >= 128)); then
    printf 'scaffold proof: %s was killed by signal %d; running it once more\n' "$*" "$((status - 128))" >&2
    status=0
    "$@" || status=$?
  fi
  return "$status"
}

step() { printf '\nscaffold proof [%3ds]: %s\n' "$((SECONDS - started))" "$*"; }
fail() { printf 'scaffold proof FAILED: %s\n' "$*" >&2; exit 1; }

# Fresh everything: no build folder of the real package is reused, and the
# environment cannot point explore at other fixtures or caches.
unset EXPLORE_FIXTURES_DIR EXPLORE_OFFLINE
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache"
export XDG_DATA_HOME="$work/home/data" XDG_STATE_HOME="$work/home/state"
mkdir -p "$package" "$HOME"

step "copying the package to $package"
(cd "$root" && tar --exclude=.build --exclude='.build-*' --exclude=.swiftpm --exclude=.git -cf - .) \
  | tar -xf - -C "$package"
cd "$package"
swiftpm=(--scratch-path "$scratch")
new_provider() { retrying swift package "${swiftpm[@]}" --allow-writing-to-package-directory new-provider "$@"; }
snapshot() { find . -path ./.build -prune -o -type f -print0 | sort -z | xargs -0 cksum; }

step "refusing bad names"
for bad in zebra 'Ze-bra' Self GitHub Github URL Item ExploreCore Help ZebraProvider; do
  if output="$(new_provider "$bad" 2>&1)"; then fail "new-provider accepted the name '$bad'"; fi
  grep -q "'$bad'" <<<"$output" || fail "no clear error for '$bad': $output"
done
if new_provider 2>/dev/null; then fail "new-provider ran without a name"; fi
if new_provider "$name" --base-url not-a-url 2>/dev/null; then fail "new-provider accepted a bad --base-url"; fi

step "dry run of new-provider $name"
before="$(snapshot)"
dry="$(new_provider "$name" --dry-run)"
[[ "$(snapshot)" == "$before" ]] || fail "--dry-run changed files"
for path in "Sources/Providers/${name}Provider/${name}.swift" "Tests/${name}ProviderTests/${name}ProviderTests.swift" \
  "fixtures/${command_name}/GET-items.json"; do
  grep -qF "=== $path ===" <<<"$dry" || fail "--dry-run does not show $path"
done

step "new-provider $name (the flag repeated after the verb reaches the plugin, which ignores it)"
new_provider "$name" --allow-writing-to-package-directory
grep -qx "  \"$name\"," Package.swift || fail "Package.swift's providers list lacks \"$name\""
[[ -f "fixtures/$command_name/GET-items.json" ]] || fail "no fixture in fixtures/$command_name"

step "refusing to overwrite"
before="$(snapshot)"
if output="$(new_provider "$name" 2>&1)"; then fail "new-provider ran twice for $name"; fi
grep -q "already" <<<"$output" || fail "no clear refusal: $output"
[[ "$(snapshot)" == "$before" ]] || fail "a refused run changed files"

step "a bad OpenAPI document writes nothing"
printf '{"openapi": "2.0", "paths": {}}' >"$work/bad-openapi.json"
before="$(snapshot)"
if output="$(new_provider Birdwatch --openapi "$work/bad-openapi.json" 2>&1)"; then fail "new-provider accepted an OpenAPI 2.0 document"; fi
grep -q "reads Swagger 2.0, OpenAPI 3.0 and 3.1" <<<"$output" || fail "no clear error for a bad document: $output"
[[ "$(snapshot)" == "$before" ]] || fail "a refused OpenAPI document changed files"

step "new-provider Birdwatch --openapi Tests/Scaffold/birdwatch-openapi.json, and Swapi from the Star Wars replica's document"
# NB: SwiftPM passes on what a plugin writes to standard error with its output.
new_provider Birdwatch --openapi Tests/Scaffold/birdwatch-openapi.json >"$work/openapi-notes.log" 2>&1
cat "$work/openapi-notes.log"
grep -q "not mapped: POST /birds" "$work/openapi-notes.log" || fail "the POST operation was dropped in silence"
grep -q '"operation" : "POST /birds"' Sources/Providers/BirdwatchProvider/birdwatch.json || fail "the declaration does not keep what was not mapped"
grep -q "EmbeddedDeclaration(declarationJSON" Sources/Providers/BirdwatchProvider/Birdwatch.swift || fail "the Swift type does not load the declaration"
grep -qx '  "Birdwatch",' Package.swift || fail "Package.swift's providers list lacks \"Birdwatch\""
new_provider Swapi --openapi Tests/Scaffold/swapi-replica-openapi.json
cat >Tests/SwapiProviderTests/SwapiReplicaTests.swift <<'SWIFT'
import ExploreCore
import ExploreNetworking
import ExploreTestSupport
import Foundation
import SwapiProvider
import Testing

/// The generated Swapi type against the Star Wars replica, whose page size
/// only the document's descriptions state: every person, 82 of 82.
@Suite struct SwapiReplicaTests {
  @Test func everyPersonOfTheReplica() async throws {
    let server = try LoopbackServer.start(mounts: [SWAPIReplica().mount], fixtures: nil, maxSeconds: 300)
    defer { server.stop() }
    let base = server.baseURL(for: "swapi")
    let context = ProviderContext(
      baseURL: base, transport: HTTPClient(configuration: .init(apiBaseURL: base)),
      directories: ExploreDirectories(environment: [:], home: FileManager.default.temporaryDirectory))
    var titles: [String] = []
    var cursor: PageCursor? = .first
    while let current = cursor, titles.count < 200 {
      let page = try await Swapi(context: context).load(ResourceRequest(path: ["people"]), at: current)
      titles += page.items.map(\.title)
      cursor = page.paging.next
    }
    print("swapi people --all: \(titles.count) of 82")
    #expect(titles == (1...82).map { "Person \($0)" })
  }
}
SWIFT

step "swift build"
retrying swift build "${swiftpm[@]}"
bin="$(swift build "${swiftpm[@]}" --show-bin-path)"
registry="$(find "$scratch" -name 'ProviderRegistry+Generated.swift' | head -1)"
for listed in "$name" Birdwatch Swapi; do
  grep -q "^    ${listed}.self,$" "$registry" || fail "the generated registry does not list $listed"
done

step "swift test --filter ${name}ProviderTests --filter BirdwatchProviderTests --filter SwapiProviderTests"
retrying swift test "${swiftpm[@]}" --filter "${name}ProviderTests" --filter BirdwatchProviderTests --filter SwapiProviderTests >"$work/test.log" 2>&1 \
  || { cat "$work/test.log"; fail "swift test failed"; }
grep -v '^\[[0-9]*/[0-9]*\]' "$work/test.log"
grep -Eq "Test run with [1-9][0-9]* tests? .*passed" "$work/test.log" || fail "the ${name}ProviderTests did not run and pass"
for suite in "${name}ProviderTests" BirdwatchProviderTests BirdwatchLoopbackTests SwapiProviderTests SwapiLoopbackTests SwapiReplicaTests; do
  grep -q "Suite $suite passed" "$work/test.log" || fail "the suite $suite did not run and pass"
done

step "the generated Birdwatch provider: its help, and a usage line before any request"
help="$(cd "$HOME" && "$bin/explore" birdwatch --help)"
printf '%s\n' "$help"
for resource in birds bird sightings observers; do grep -qw "$resource" <<<"$help" || fail "birdwatch --help does not list $resource"; done
if (cd "$HOME" && "$bin/explore" birdwatch bird 2>"$work/usage.log"); then fail "birdwatch bird without its id was accepted"; fi
grep -q "Usage: explore birdwatch bird <id>" "$work/usage.log" || { cat "$work/usage.log"; fail "no usage line for a missing argument"; }
swapi="$(cd "$HOME" && "$bin/explore" swapi --help)"
for resource in people films planets; do grep -qw "$resource" <<<"$swapi" || fail "swapi --help does not list $resource"; done

step "explore $command_name --help"
help="$("$bin/explore" "$command_name" --help)"
printf '%s\n' "$help"
grep -q "items" <<<"$help" || fail "help does not list the items resource"

step "explore --offline $command_name items, from a folder with no fixtures (they are compiled in)"
rows="$(cd "$HOME" && "$bin/explore" --offline "$command_name" items)"
printf '%s\n' "$rows"
expected="$(python3 -c 'import json,sys; print("\n".join(i["name"] for i in json.load(open(sys.argv[1]))["response"]["body"]["items"]))' \
  "fixtures/$command_name/GET-items.json")"
[[ -n "$expected" ]] || fail "the fixture has no rows"
while IFS= read -r row; do
  grep -qF "$row" <<<"$rows" || fail "explore --offline $command_name items does not print '$row'"
done <<<"$expected"

step "deleting the sample resource: the tests that name it must stop compiling and say what to do"
provider_file="Sources/Providers/${name}Provider/${name}.swift"
sed -i -e 's/package static let items = Resource/static let sample = Resource/' -e 's/= \[items\]/= [sample]/' "$provider_file"
grep -q 'static let sample = Resource' "$provider_file" || fail "could not rename the sample resource in $provider_file"
if retrying swift build "${swiftpm[@]}" --build-tests >"$work/deleted.log" 2>&1; then
  fail "the tests still compile without the sample resource, so they would fail only at run time"
fi
grep -q "has no member 'items'" "$work/deleted.log" || { cat "$work/deleted.log"; fail "no compile error names the missing sample"; }
grep -q "Gone? You replaced the sample" "$work/deleted.log" || { cat "$work/deleted.log"; fail "the compile error does not say what to do"; }
grep -c "Gone? You replaced the sample" "$work/deleted.log" | xargs printf 'scaffold proof: %s lines say what to do\n'

step "passed"
