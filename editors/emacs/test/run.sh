#!/usr/bin/env bash
# a11y-lsp.el in a real Emacs with eglot, headless:
#
#   editors/emacs/test/run.sh EMACS_BINARY A11Y_LSP_BINARY [RASS_BINARY]
#
# Opens the Neovim test's sample in a throwaway project, waits for the
# diagnostics, hovers, applies the preferred fix, saves, and compares the file
# with the expected one. Works with Emacs 29's built-in eglot, or with Debian's
# elpa-eglot on Emacs 28 (its folders are put on the load-path). With RASS_BINARY
# (rassumfrassum's `rass') it runs again with a11y-lsp beside sourcekit-lsp, the
# recipe's default, and checks that both servers answer.
set -euo pipefail
if [ "$#" -lt 2 ] || [ "$#" -gt 3 ]; then
    echo "usage: $0 EMACS_BINARY A11Y_LSP_BINARY [RASS_BINARY]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
fixtures="$here/../../nvim/test/fixtures"
emacs=$(command -v "$1")
server=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")

rass=${3:-}
if [ -n "$rass" ]; then rass=$(cd "$(dirname "$rass")" && pwd)/$(basename "$rass"); fi

run_one() {
    local with_rass=$1 hover_first=${2:-0} work project status
    work=$(mktemp -d "${TMPDIR:-/tmp}/a11y-lsp-emacs.XXXXXX")
    project="$work/Player"
    mkdir -p "$project/Sources/Player"
    printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Player")\n' > "$project/Package.swift"
    git -C "$project" init -q    # eglot's project root
    cp "$fixtures/PlayerControls.swift" "$project/Sources/Player/PlayerControls.swift"

    local load_path=(-L "$here/..")
    for folder in /usr/share/emacs/site-lisp/elpa/*/; do
        [ -d "$folder" ] && load_path+=(-L "$folder")
    done

    echo "== $("$emacs" --version | head -1), server $server${with_rass:+, beside sourcekit-lsp through $with_rass}$([ "$hover_first" = 1 ] && echo ", a11y-lsp first")"
    set +e
    HOME="$work" A11Y_LSP_BINARY="$server" A11Y_TEST_RASS="$with_rass" A11Y_TEST_HOVER_FIRST="$hover_first" A11Y_TEST_FILE="$project/Sources/Player/PlayerControls.swift" \
        timeout 180 "$emacs" --batch -Q "${load_path[@]}" -l "$here/e2e.el" </dev/null 2>"$work/emacs.err"
    status=$?
    set -e
    if [ "$status" -eq 0 ] && diff -u "$fixtures/PlayerControls.swift.expected" "$project/Sources/Player/PlayerControls.swift"; then
        echo "   PASS"
        rm -rf "$work" 2>/dev/null || true   # sourcekit-lsp may still be writing its cache
        return 0
    fi
    echo "   emacs exited with status $status; its messages (last 30 lines):"
    tail -30 "$work/emacs.err" | awk '{ print "   " $0 }'
    echo "   FAIL"
    rm -rf "$work" 2>/dev/null || true
    return 1
}

failed=0
run_one "" || failed=1
if [ -n "$rass" ]; then
    run_one "$rass" 0 || failed=1
    run_one "$rass" 1 || failed=1
fi
exit "$failed"
