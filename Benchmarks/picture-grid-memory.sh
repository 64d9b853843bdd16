#!/bin/sh
# Peak memory of a grid of 20 pictures of 2,900 x 2,900 (issue 34): the
# release explore shows `rickmorty characters --layout grid --images kitty`
# offline, from fixtures that Pictures/make-grid-fixtures.py makes out of the
# recorded corpus, under /usr/bin/time -v. Needs cjpeg, djpeg (Debian's
# libjpeg-turbo-progs), python3 and GNU time. Run from the repository root:
#   Benchmarks/picture-grid-memory.sh [path of explore, .build/release/explore by default]
set -eu
explore=${1:-.build/release/explore}
# The recorded corpus beside the checkout (or beside a worktree's parent), or $CORPUS.
corpus=${CORPUS:-}
for candidate in ../shared/corpus/rickmorty/images ../../shared/corpus/rickmorty/images; do
  [ -n "$corpus" ] || [ ! -d "$candidate" ] || corpus=$candidate
done
[ -n "$corpus" ] || { echo "no corpus: set CORPUS to the rickmorty/images folder" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/Pictures/make-grid-fixtures.py "$corpus" fixtures "$work/fixtures" > "$work/made.txt"
tail -n 1 "$work/made.txt"
for run in 1 2 3; do
  EXPLORE_FIXTURES_DIR="$work/fixtures" XDG_CACHE_HOME="$work/cache" COLUMNS=120 \
    /usr/bin/time -v "$explore" --offline rickmorty characters --layout grid --images kitty --verbose \
    > "$work/out" 2> "$work/err"
  left=$(grep -c 'picture left out' "$work/err" || true)
  printf 'run %s: peak RSS %s KB, %s s user, %s s system, %s pictures left out, %s bytes written\n' "$run" \
    "$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/err")" \
    "$(sed -n 's/.*User time (seconds): //p' "$work/err")" "$(sed -n 's/.*System time (seconds): //p' "$work/err")" \
    "$left" "$(wc -c < "$work/out")"
done
