#!/usr/bin/env bash
# `a11y-lsp lint --diff` end to end, in throwaway git repositories:
#
#   Tests/DiffMode/run.sh A11Y_LSP_BINARY
#
# An old finding stays out of the report while a new one on a changed line is in it,
# in every format; untracked files count whole; the default base is the merge base
# with main; --fix fixes only the new finding; outside a work tree the exit status is 2.
set -euo pipefail
if [ "$#" -ne 1 ]; then echo "usage: $0 A11Y_LSP_BINARY" >&2; exit 2; fi
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/a11y-lsp-diff.XXXXXX")
trap 'rm -rf "$work"' EXIT
export A11Y_LSP_CACHE_DIR="$work/cache" GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@example.invalid GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@example.invalid

source "$(cd "$(dirname "$0")/.." && pwd)/Support/checks.sh"
lint() {  # lint ARGS… → $out, $err, $status
    set +e
    out=$("$binary" lint --no-cache "$@" 2>"$work/stderr")
    status=$?
    set -e
    err=$(cat "$work/stderr")
}
count() { grep -cF -- "$2" <<<"$1" || true; }

button() {  # an icon-only button (error icon-only-control-name, with a safe fix)
    printf '            Button(action: %s) {\n                Image(systemName: "%s")\n            }\n' "$1" "$2"
}
view() {  # view NAME BODY-LINES…
    printf 'import SwiftUI\n\nstruct %s: View {\n    var body: some View {\n        VStack {\n' "$1"
    shift
    printf '%s\n' "$@"
    printf '        }\n    }\n    func share() {}\n    func trash() {}\n    func add() {}\n}\n'
}

echo "== outside a git work tree"
mkdir -p "$work/plain"
view Plain "$(button share square.and.arrow.up)" > "$work/plain/Plain.swift"
cd "$work/plain"
lint --diff .
check "exit status 2" test "$status" -eq 2
check "says it needs a git work tree" has "$err" "needs a git work tree"

echo "== a change on main"
repo="$work/repo"
mkdir -p "$repo/Sources"
cd "$repo"
git init -q -b main
view Old "$(button share square.and.arrow.up)" > Sources/Old.swift
git add -A && git commit -qm old
lint .
check "the old finding is there without --diff" has "$out" "Sources/Old.swift:6:13: error:"
lint --diff
check "nothing changed: no findings, exit 0" test "$status" -eq 0
check "nothing changed: summary" has "$err" "No findings in 0 files checked."

# A second button added below the old one: its lines are new, the old one's are not.
view Old "$(button share square.and.arrow.up)" "$(button trash trash)" > Sources/Old.swift
lint --diff
check "the new finding is reported" has "$out" "Sources/Old.swift:9:13: error:"
check "the old finding is not" lacks "$out" "Sources/Old.swift:6:13"
check "exit 1 for the new error" test "$status" -eq 1
lint --diff --format json
check "json: one finding" test "$(count "$out" '"rule":"icon-only-control-name"')" -eq 1
check "json: on line 9" has "$out" '"line":9'
lint --diff --format sarif
check "sarif: one result" test "$(count "$out" '"ruleId":"icon-only-control-name"')" -eq 1
lint --diff --format github
check "github: one annotation on line 9" test "$(grep -c '^::error file=Sources/Old.swift,line=9,' <<<"$out")" -eq 1
lint --diff --format github
check "github: no annotation on line 6" lacks "$out" "line=6,"
lint --diff --format html
check "html: one finding" test "$(grep -o '<article class="finding' <<<"$out" | wc -l)" -eq 1
check "html: the new one" has "$out" 'data-line="9"'
lint --diff --format xcode
check "xcode: the new one" has "$out" "Sources/Old.swift:9:13: error:"

echo "== untracked files count whole"
view Fresh "$(button share square.and.arrow.up)" "$(button add plus)" > "Sources/Café View.swift"
lint --diff
check "both findings of the untracked file" test "$(count "$out" "Sources/Café View.swift:")" -eq 2
check "with the tracked file's new one" has "$out" "Sources/Old.swift:9:13"
if (cd Sources && lint --diff . && [ "$status" -eq 1 ] && has "$out" "Old.swift:9:13: error:" && lacks "$out" "Sources/"); then sub=0; else sub=1; fi
check "from a subfolder of the work tree, paths print from there" test "$sub" -eq 0
lint --diff Sources/Old.swift
check "a PATH narrows the run" lacks "$out" "Café"
check "a PATH is not taken for REF" has "$out" "Sources/Old.swift:9:13"

echo "== --fix fixes only what the change touched"
lint --diff --fix --dry-run
check "dry run: one fix in each changed file" has "$err" "Would fix 3 findings in 2 files."
check "dry run: the new button in the tracked file" test "$(grep -c '^+.*accessibilityLabel("Delete")' <<<"$out")" -eq 1
check "dry run: the old button is left alone (Share only in the new file)" test "$(grep -c '^+.*accessibilityLabel("Share")' <<<"$out")" -eq 1
lint --diff --fix
check "fixed: the new button got its label" grep -qF '.accessibilityLabel("Delete")' Sources/Old.swift
check "fixed: the old button did not" test "$(grep -c accessibilityLabel Sources/Old.swift)" -eq 1
check "fixed: the untracked file wholly" test "$(grep -c accessibilityLabel "Sources/Café View.swift")" -eq 2
lint --diff
check "after the fix: nothing left on changed lines" test "$status" -eq 0
lint .
check "the old finding is still there" has "$out" "Sources/Old.swift:6:13: error:"

echo "== REF, and the merge base with main"
git add -A && git commit -qm fixed
git checkout -q -b feature
view Old "$(button share square.and.arrow.up)" "$(button trash trash)" "$(button add plus)" > Sources/Old.swift
git commit -qam "third button"
lint --diff
check "on a branch: the branch's commits count (merge base with main)" has "$out" "Sources/Old.swift:12:13: error:"
check "on a branch: only those" test "$(count "$out" "error:")" -eq 1
lint --diff HEAD
check "--diff HEAD: committed work is not a change" test "$status" -eq 0
lint --diff=HEAD~1 Sources
check "--diff=REF with a PATH" has "$out" "Sources/Old.swift:12:13"
lint --diff nosuchref
check "a bad ref: exit 2" test "$status" -eq 2
check "a bad ref: git's reason" has "$err" "git diff nosuchref failed"
git checkout -q main
lint --diff
check "back on main: nothing" test "$status" -eq 0

finish diff-mode
