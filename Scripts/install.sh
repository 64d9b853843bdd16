#!/bin/sh
# Builds explore and installs it, with its shell completions, into a prefix:
#
#   Scripts/install.sh [--prefix DIR] [--configuration release|debug] [--scratch-path DIR]
#
#   DIR/bin/explore
#   DIR/lib/explore/libExploreURLSession.so   (Linux: URLSession, loaded at the first request)
#   DIR/share/bash-completion/completions/explore
#   DIR/share/zsh/site-functions/_explore
#   DIR/share/fish/vendor_completions.d/explore.fish
#
# The prefix defaults to ~/.local and the configuration to release. The
# binary and (on Linux) its network library are all explore needs: its replay
# fixtures are compiled in, and it has no resource bundle. Needs only a POSIX
# shell and the Swift toolchain.
set -eu

program=$(basename "$0")
usage() {
  cat <<USAGE
OVERVIEW: Build explore and install it, with its shell completions, into a prefix.

USAGE: $program [--prefix DIR] [--configuration release|debug] [--scratch-path DIR]

OPTIONS:
  --prefix DIR             Where to install (default: ~/.local): DIR/bin/explore, on
                           Linux its network library under DIR/lib/explore, and the
                           bash, zsh and fish completions under DIR/share.
  -c, --configuration C    release (default) or debug, which builds faster.
  --scratch-path DIR       SwiftPM's build folder (default: .build in the package).
  -h, --help               Show this help.
USAGE
}
usage_error() {
  printf 'Error: %s\nUsage: %s [--prefix DIR] [--configuration release|debug] [--scratch-path DIR]\nSee '\''%s --help'\'' for more information.\n' \
    "$1" "$program" "$program" >&2
  exit 64
}
fail() {
  printf 'Error: %s\n' "$1" >&2
  exit 1
}

prefix=
configuration=release
scratch=
while [ $# -gt 0 ]; do
  case $1 in
    --prefix | -c | --configuration | --scratch-path)
      [ $# -ge 2 ] && [ -n "$2" ] || usage_error "Missing value for '$1'."
      case $1 in
        --prefix) prefix=$2 ;;
        --scratch-path) scratch=$2 ;;
        *) configuration=$2 ;;
      esac
      shift 2
      ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --configuration=*) configuration=${1#--configuration=}; shift ;;
    --scratch-path=*) scratch=${1#--scratch-path=}; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage_error "Unknown argument '$1'." ;;
  esac
done
case $configuration in
  release | debug) ;;
  *) usage_error "The configuration must be 'release' or 'debug', not '$configuration'." ;;
esac
if [ -z "$prefix" ]; then
  [ -n "${HOME:-}" ] || usage_error "HOME is not set, so there is no default prefix: pass --prefix DIR."
  prefix=$HOME/.local
fi
command -v swift >/dev/null 2>&1 || fail "swift is not on PATH. Install the Swift toolchain (https://www.swift.org/install/), then run $program again."

root=$(cd "$(dirname "$0")/.." && pwd)
# NB: the prefix is made absolute before any cd, so a relative one means the caller's folder.
case $prefix in
  /*) ;;
  *) prefix=$(pwd)/$prefix ;;
esac
set -- --package-path "$root" --configuration "$configuration"
[ -z "$scratch" ] || set -- "$@" --scratch-path "$scratch"

# NB: SwiftPM 6.3.1 on Linux now and then dies from a signal in libdispatch
# while it builds (swiftlang/swift#87033); that is the toolchain, not this
# package, so a build killed by a signal is run once more.
build_product() { # build_product NAME [SWIFT BUILD OPTION...]: builds one product, once more if SwiftPM dies of a signal
  product=$1
  shift
  status=0
  swift build "$@" --product "$product" || status=$?
  if [ "$status" -ge 128 ]; then
    printf '%s: swift build was killed by signal %d (swiftlang/swift#87033); building once more\n' "$program" "$((status - 128))" >&2
    status=0
    swift build "$@" --product "$product" || status=$?
  fi
  [ "$status" -eq 0 ] || fail "swift build failed (exit $status); nothing was installed."
}
build_product explore "$@"
# NB: on Linux the binary does not link FoundationNetworking (libcurl and its
# TLS libraries take longer to load than --version takes to run); it loads
# URLSession from this library, beside it or in ../lib/explore, at its first request.
library=
if [ "$(uname -s)" = Linux ]; then
  library=libExploreURLSession.so
  build_product ExploreURLSession "$@"
fi
bin=$(swift build "$@" --show-bin-path)
[ -x "$bin/explore" ] || fail "the build made no $bin/explore; nothing was installed."
[ -z "$library" ] || [ -f "$bin/$library" ] || fail "the build made no $bin/$library; nothing was installed."

# Each file is written beside its final name, then renamed over it, so a
# running explore or a shell reading a completion never sees half a file.
temporary=
trap '[ -z "$temporary" ] || rm -f "$temporary"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
install_output() { # install_output MODE DESTINATION COMMAND [ARGUMENT...]: installs COMMAND's output
  mode=$1
  destination=$2
  shift 2
  mkdir -p "$(dirname "$destination")" || fail "could not create the folder of $destination."
  temporary=$destination.installing.$$
  if ! "$@" >"$temporary"; then
    fail "could not write $destination: '$*' failed."
  fi
  chmod "$mode" "$temporary" && mv -f "$temporary" "$destination" || fail "could not install $destination."
  temporary=
  printf '  %s\n' "$destination"
}

printf 'Installing explore (%s) into %s:\n' "$configuration" "$prefix"
explore=$prefix/bin/explore
# NB: the library first, so that a new binary never runs beside an old library.
[ -z "$library" ] || install_output 644 "$prefix/lib/explore/$library" cat "$bin/$library"
install_output 755 "$explore" cat "$bin/explore"
install_output 644 "$prefix/share/bash-completion/completions/explore" "$explore" completions bash
install_output 644 "$prefix/share/zsh/site-functions/_explore" "$explore" completions zsh
install_output 644 "$prefix/share/fish/vendor_completions.d/explore.fish" "$explore" completions fish

case :${PATH:-}: in
  *:"$prefix/bin":*) ;;
  *) printf 'Add %s to your PATH to run explore, for example: export PATH="%s:$PATH"\n' "$prefix/bin" "$prefix/bin" ;;
esac
printf 'Try it: explore --offline rickmorty episodes --expand\n'
