#!/usr/bin/env bash
# The SwiftPM plugins on a user's package, end to end:
#
#   Tests/PluginSample/run.sh A11Y_LSP_BINARY
#
# Snapshots this checkout into a throwaway git repository tagged 0.1.0, lays out a
# package that requires it by version (as a user's would; SwiftPM refuses unsafe flags
# in such a dependency, which is why the plugins run an installed binary), and checks
# `swift build` (the build-tool plugin) and `swift package a11y-lint` (the command plugin).
set -euo pipefail
if [ "$#" -ne 1 ]; then echo "usage: $0 A11Y_LSP_BINARY" >&2; exit 2; fi
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/a11y-lsp-plugins.XXXXXX")
trap 'rm -rf "$work"' EXIT
export GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@example.invalid GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@example.invalid

echo "== a11y-lsp 0.1.0 as a git repository (this checkout's files)"
mkdir -p "$work/a11y-lsp"
(cd "$repo" && git ls-files -co --exclude-standard -z | tar --null -cf - -T -) | tar -xf - -C "$work/a11y-lsp"
(cd "$work/a11y-lsp" && git init -q -b main && git add -A && git commit -qm snapshot && git tag 0.1.0)

sample="$work/Player"
mkdir -p "$sample"
cp -R "$here/Sources" "$sample/"
sed "s|A11Y_LSP_REPOSITORY|file://$work/a11y-lsp|" "$here/Package.swift.template" > "$sample/Package.swift"
controls="$sample/Sources/Player/PlayerControls.swift"
# a11y-lsp on PATH the way an install puts it, and nowhere else this test could find.
mkdir -p "$work/bin" "$work/home"
ln -s "$binary" "$work/bin/a11y-lsp"
export HOME="$work/home"
installed_path="$work/bin:$PATH"
# The toolchain but no a11y-lsp (a11y-lsp's manifest finds SwiftSyntax from the swiftc on PATH).
bare_path="$(dirname "$(command -v swift)"):/usr/bin:/bin"

source "$repo/Tests/Support/checks.sh"
run() {  # run ENV-PATH COMMAND… → $out, $status
    local path=$1
    shift
    set +e
    out=$(cd "$sample" && PATH="$path" "$@" 2>&1)
    status=$?
    set -e
}

echo "== the build-tool plugin (swift build)"
run "$installed_path" swift build
check "the build succeeds with a warning" test "$status" -eq 0
check "the warning is printed as Xcode reads it" has "$out" "$controls:9:13: warning: The label says \"button\""
check "with its rule" has "$out" "[role-word-in-label]"
check "the lint step is named" has "$out" "a11y-lsp: accessibility lint of 1 Swift file"

cat > "$sample/Sources/Player/Toolbar.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Toolbar: View {
    var body: some View {
        Button(action: {}) {
            Image(systemName: "gearshape")
        }
    }
}
#endif
SWIFT
run "$installed_path" swift build
check "an error-severity finding fails the build" test "$status" -ne 0
check "and is printed as an error" has "$out" "$sample/Sources/Player/Toolbar.swift:6:9: error: This Button shows only an icon"
run "$installed_path" swift build
check "the next build lints again (and fails again)" has "$out" "Toolbar.swift:6:9: error:"

run "$bare_path" env A11Y_LSP="$binary" swift build
check "A11Y_LSP names the binary when it is not on PATH" has "$out" "Toolbar.swift:6:9: error:"
run "$bare_path" env A11Y_LSP= swift build
check "not installed: the build goes on" test "$status" -eq 0
check "not installed: a warning says so" has "$out" "warning: a11y-lsp not found"

echo "== the command plugin (swift package a11y-lint)"
run "$installed_path" swift package a11y-lint
check "reports both files' findings" has "$out" "Sources/Player/Toolbar.swift:6:9: error:"
check "with paths relative to the package" has "$out" "Sources/Player/PlayerControls.swift:9:13: warning:"
check "fails on errors" test "$status" -ne 0
check "because the lint found errors (its status 1, not a usage or I/O failure)" has "$out" "a11y-lsp lint exited with status 1"
run "$installed_path" swift package a11y-lint --format json
check "lint options pass through (--format json)" has "$out" '"rule":"icon-only-control-name"'
run "$installed_path" swift package a11y-lint --target Player --fix
check "--fix writes the fixes" grep -qF '.accessibilityLabel("Settings")' "$sample/Sources/Player/Toolbar.swift"
check "--fix removes the role word" grep -qF '.accessibilityLabel("Next track")' "$controls"
run "$installed_path" swift package a11y-lint
check "afterwards: clean, exit 0" test "$status" -eq 0
check "afterwards: says so" has "$out" "No findings in 2 files checked."
run "$installed_path" swift package a11y-lint --target NoSuchTarget
check "an unknown target is an error" test "$status" -ne 0

finish plugins
