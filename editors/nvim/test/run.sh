#!/usr/bin/env bash
# The Neovim plugin against the real server, headless:
#
#   editors/nvim/test/run.sh NVIM_BINARY A11Y_LSP_BINARY
#
# Copies the sample into a throwaway project (a Package.swift at its root), lets
# e2e.lua open it in the given Neovim with the plugin, and compares the file it
# wrote after applying the preferred fix with fixtures/PlayerControls.swift.expected.
# Every wait is bounded; on a failure the step log says what arrived, and the
# exit status is non-zero.
set -euo pipefail

if [ "$#" -ne 2 ]; then
    echo "usage: $0 NVIM_BINARY A11Y_LSP_BINARY" >&2
    exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
plugin=$(dirname "$here")

absolute() {
    local found
    found=$(command -v "$1" 2>/dev/null) || { echo "not found: $1" >&2; exit 2; }
    case "$found" in
        /*) echo "$found" ;;
        *) echo "$(cd "$(dirname "$found")" && pwd)/$(basename "$found")" ;;
    esac
}
nvim=$(absolute "$1")
server=$(absolute "$2")

# The ways the plugin can start a client that this Neovim has (all of them are
# checked; A11Y_NVIM_METHODS="config start" picks some).
methods=${A11Y_NVIM_METHODS:-$("$nvim" --headless --clean -n -es \
    +'lua io.stdout:write((vim.lsp.config and vim.lsp.enable) and "config " or "", vim.lsp.start and "start " or "", "start_client")' \
    +'qall!' </dev/null 2>/dev/null)}
version=$("$nvim" --version | head -1)

run_one() {
    local method=$1 scenario=${2:-} work project status failed=0 expected
    work=$(mktemp -d "${TMPDIR:-/tmp}/a11y-lsp-nvim.XXXXXX")
    project="$work/Player"
    mkdir -p "$project/Sources/Player"
    printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Player")\n' > "$project/Package.swift"
    local opened="$project/Sources/Player/PlayerControls.swift" sample="$here/fixtures/PlayerControls.swift"
    if [ "$scenario" = workspace ]; then
        # Two files: the screen that is opened, and the design system's initializer it uses, never opened.
        mkdir -p "$project/Sources/Player/DesignSystem"
        cp "$here/fixtures/workspace/Home.swift" "$project/Sources/Player/Home.swift"
        cp "$here/fixtures/workspace/Button+Symbol.swift" "$project/Sources/Player/DesignSystem/Button+Symbol.swift"
        opened="$project/Sources/Player/Home.swift" sample="$here/fixtures/workspace/Home.swift"
    else
        cp "$sample" "$opened"
    fi

    echo "== $version, plugin method $method, server $server${scenario:+, scenario $scenario}"
    set +e
    (
        # Nothing from the user's own configuration, state or plugins.
        export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache"
        export A11Y_LSP_BINARY="$server" A11Y_PLUGIN_DIR="$plugin" A11Y_NVIM_METHOD="$method" A11Y_TEST_SCENARIO="$scenario"
        export A11Y_TEST_ROOT="$project" A11Y_TEST_FILE="$opened"
        export A11Y_TEST_REPORT="$work/report.txt" A11Y_TEST_SCRIPT="$here/e2e.lua"
        exec timeout 120 "$nvim" --headless --clean -n -c 'lua dofile(os.getenv("A11Y_TEST_SCRIPT"))'
    ) </dev/null >"$work/nvim.out" 2>&1
    status=$?
    set -e

    # The fixed file; with the server missing, or only diagnostics checked, the untouched sample.
    expected="$here/fixtures/PlayerControls.swift.expected"
    if [ -n "$scenario" ]; then expected="$sample"; fi
    if [ -f "$work/report.txt" ]; then awk '{ print "   " $0 }' "$work/report.txt"; fi
    if [ "$status" -ne 0 ]; then
        if [ "$status" -eq 124 ]; then echo "   nvim did not finish within 120 s"; fi
        echo "   nvim exited with status $status"
        failed=1
    elif ! diff -u "$expected" "$opened" > "$work/diff.txt"; then
        echo "   the written file differs from $(basename "$expected"):"
        awk '{ print "   " $0 }' "$work/diff.txt"
        failed=1
    fi
    if [ "$failed" -ne 0 ]; then
        if [ -s "$work/nvim.out" ]; then
            echo "   nvim's own output (last 40 lines):"
            tail -40 "$work/nvim.out" | awk '{ print "   " $0 }'
        fi
        find "$work" -name lsp.log 2>/dev/null | while read -r log; do
            echo "   $log (last 40 lines):"
            tail -40 "$log" | awk '{ print "   " $0 }'
        done
    fi
    rm -rf "$work"
    if [ "$failed" -eq 0 ]; then echo "   PASS"; else echo "   FAIL"; fi
    return "$failed"
}

passed=0
failed=0
for method in $methods; do
    if run_one "$method"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
    # The server missing: the user is told, once (Neovim 0.11+ would otherwise say nothing).
    if run_one "$method" missing; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
    # The accessibility tree: the code lens's command and :A11yTree open it in a split.
    if run_one "$method" tree; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
    # A finding that needs a file the editor never opened (the workspace index).
    if run_one "$method" workspace; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "$version"
echo "nvim: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
