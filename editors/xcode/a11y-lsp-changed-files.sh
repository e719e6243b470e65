#!/bin/bash
# The a11y-lsp build phase for the Swift files that differ from git's HEAD
# (changed, staged or new, under ${SRCROOT}), so a large project's build only
# pays for what you touched. Use it in the Run Script phase in place of
# a11y-lsp-build-phase.sh, which it expects beside itself:
#
#     "${SRCROOT}/scripts/a11y-lsp-changed-files.sh"
#
# Outside a git checkout, or before the first commit, it lints everything.

here=$(cd "$(dirname "$0")" && pwd)
cd "${SRCROOT:-.}" || exit 2

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1 || ! git rev-parse --verify --quiet HEAD >/dev/null; then
    exec "$here/a11y-lsp-build-phase.sh"
fi

# Paths relative to this folder, NUL-separated so any name survives; deleted
# files are left out (there is nothing to lint).
files=()
while IFS= read -r -d '' file; do
    [ -f "$file" ] && files+=("$PWD/$file")
done < <(
    git diff --relative --name-only -z --diff-filter=d HEAD -- '*.swift'
    git ls-files -z --others --exclude-standard -- '*.swift'
)

if [ "${#files[@]}" -eq 0 ]; then
    echo "note: a11y-lsp: no Swift file differs from HEAD"
    exit 0
fi
exec "$here/a11y-lsp-build-phase.sh" "${files[@]}"
