#!/usr/bin/env bash
# a11y-lsp.el in a real Emacs with eglot, headless:
#
#   editors/emacs/test/run.sh EMACS_BINARY A11Y_LSP_BINARY
#
# Opens the Neovim test's sample in a throwaway project, waits for the
# diagnostics, hovers, applies the preferred fix, saves, and compares the file
# with the expected one. Works with Emacs 29's built-in eglot, or with Debian's
# elpa-eglot on Emacs 28 (its folders are put on the load-path).
set -euo pipefail
if [ "$#" -ne 2 ]; then
    echo "usage: $0 EMACS_BINARY A11Y_LSP_BINARY" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
fixtures="$here/../../nvim/test/fixtures"
emacs=$(command -v "$1")
server=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")

work=$(mktemp -d "${TMPDIR:-/tmp}/a11y-lsp-emacs.XXXXXX")
trap 'rm -rf "$work"' EXIT
project="$work/Player"
mkdir -p "$project/Sources/Player"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Player")\n' > "$project/Package.swift"
git -C "$project" init -q    # eglot's project root
cp "$fixtures/PlayerControls.swift" "$project/Sources/Player/PlayerControls.swift"

load_path=(-L "$here/..")
for folder in /usr/share/emacs/site-lisp/elpa/*/; do
    [ -d "$folder" ] && load_path+=(-L "$folder")
done

echo "== $("$emacs" --version | head -1), server $server"
set +e
HOME="$work" A11Y_LSP_BINARY="$server" A11Y_TEST_FILE="$project/Sources/Player/PlayerControls.swift" \
    timeout 120 "$emacs" --batch -Q "${load_path[@]}" -l "$here/e2e.el" </dev/null 2>"$work/emacs.err"
status=$?
set -e
if [ "$status" -eq 0 ] && diff -u "$fixtures/PlayerControls.swift.expected" "$project/Sources/Player/PlayerControls.swift"; then
    echo "   PASS"
    exit 0
fi
echo "   emacs exited with status $status; its messages (last 30 lines):"
tail -30 "$work/emacs.err" | awk '{ print "   " $0 }'
echo "   FAIL"
exit 1
