#!/usr/bin/env bash
# The ALE linter in a real Vim, in a tmux session, typed at as a person would:
#
#   editors/vim/test/run.sh VIM_BINARY A11Y_LSP_BINARY
#
# Opens the Neovim test's sample in a throwaway package, waits for ALE's findings and
# compares them with `a11y-lsp lint --format json` of the same file, moves the cursor to
# a finding and reads the message Vim echoes from the screen, hovers a control, then
# edits a line the way a user fixes it and waits for that finding to go. Every wait is
# bounded.
set -euo pipefail
if [ "$#" -ne 2 ]; then echo "usage: $0 VIM_BINARY A11Y_LSP_BINARY" >&2; exit 2; fi
here=$(cd "$(dirname "$0")" && pwd)
vim=$(command -v "$1")
server=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
fixtures="$here/../../nvim/test/fixtures"

work=$(mktemp -d "${TMPDIR:-/tmp}/a11y-lsp-vim.XXXXXX")
session="a11y-lsp-vim-$$"
cleanup() { tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
project="$work/Player"
mkdir -p "$project/Sources/Player"
printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Player")\n' > "$project/Package.swift"
file="$project/Sources/Player/PlayerControls.swift"
cp "$fixtures/PlayerControls.swift" "$file"
report="$work/report.txt"

# What the CLI finds in the file is what ALE must show (line:column:E|W|I:rule), but
# for the rule the vimrc's settings turn off.
json=$(cd "$project" && "$server" lint --no-cache --format json Sources || true)  # exit 1: it has errors
expected=$(python3 -c '
import json, sys
kinds = {"error": "E", "warning": "W", "info": "I"}
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] != "empty-control-name":  # turned off in vimrc
        print(":".join([str(f["line"]), str(f["column"]), kinds[f["severity"]], f["rule"]]))
' <<<"$json" | sort)

source "$here/../../../Tests/Support/checks.sh"
# wait_for SECONDS COMMAND…: polls until the command succeeds.
wait_for() {
    local limit=$1 waited=0
    shift
    until "$@"; do
        sleep 0.5
        waited=$((waited + 1))
        if [ "$waited" -ge $((limit * 2)) ]; then return 1; fi
    done
}
report_is() { [ -f "$report" ] && [ "$(sort "$report")" = "$1" ]; }
screen_has() { tmux capture-pane -p -t "$session" | grep -qF -- "$1"; }
keys() { tmux send-keys -t "$session" "$@"; }

echo "== $("$vim" --version | head -1), ALE $(dpkg-query -W -f '${Version}' vim-ale 2>/dev/null || echo '?'), server $server"
tmux new-session -d -s "$session" -x 160 -y 45 \
    env HOME="$work" A11Y_LSP_BINARY="$server" A11Y_LSP_CACHE_DIR="$work/cache" A11Y_TEST_REPORT="$report" \
    A11Y_VIM_LINTER_DIR="$here/.." "$vim" -N -u "$here/vimrc" -i NONE "$file"

check "the CLI finds something to compare with" test -n "$expected"
check "the settings turn a rule off that the CLI reports" grep -q '"rule":"empty-control-name"' <<<"$json"
check "ALE shows a11y-lsp's findings, as the CLI reports them" wait_for 60 report_is "$expected"
if ! report_is "$expected"; then
    echo "   expected:"; awk '{ print "     " $0 }' <<<"$expected"
    echo "   ALE had:"; [ -f "$report" ] && awk '{ print "     " $0 }' "$report"
fi

# The cursor on the role-word finding: Vim echoes its message at the bottom of the screen.
line=$(grep -n 'Shuffle button' "$file" | cut -d: -f1)
[ -n "$line" ] || { echo "the sample has no 'Shuffle button' line" >&2; exit 1; }
keys Escape ":$line" Enter
check "the message is echoed for the line under the cursor" wait_for 20 screen_has "[a11y_lsp] role-word-in-label: The label says"

# Hover on the icon-only button: ALE opens its preview window with the finding and its fix
# (the short hover, as plain text: "Fix:" is only in the hover, never in the echoed message).
button=$(grep -n '^ *Button {' "$file" | head -1 | cut -d: -f1)
keys Escape ":$button" Enter "0w" ":ALEHover" Enter
check "hover shows the finding and its fix in ALE's preview window" wait_for 20 screen_has 'Error icon-only-control-name: This Button shows only an icon'
check "with the fix" screen_has 'Fix:'
keys Escape ":pclose" Enter

# Fix it by hand, as the message says; ALE lints the changed buffer (didChange) and the finding goes.
keys ":${line}s/Shuffle button/Shuffle/" Enter
without=$(grep -v ':role-word-in-label$' <<<"$expected")
check "after the edit, that finding is gone and the others stay" wait_for 30 report_is "$without"
keys Escape ":qa!" Enter
wait_for 10 bash -c "! tmux has-session -t '$session' 2>/dev/null" || true

if [ "$failed" -ne 0 ]; then
    echo "   the screen:"
    tmux capture-pane -p -t "$session" 2>/dev/null | awk '{ print "     " $0 }' || true
fi
finish vim
