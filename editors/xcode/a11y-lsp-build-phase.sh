#!/bin/bash
# a11y-lsp as an Xcode "Run Script" build phase: its findings appear inline in
# the editor and in the Issue navigator, like the compiler's.
#
# In the target's Build Phases, add a Run Script phase (after "Compile Sources")
# whose script is
#
#     "${SRCROOT}/scripts/a11y-lsp-build-phase.sh"
#
# (wherever you keep this file), or paste this file into the phase. Untick
# "Based on dependency analysis" so it runs on every build, and set the target's
# ENABLE_USER_SCRIPT_SANDBOXING build setting to NO: the sandbox Xcode 15 puts
# scripts in would keep a11y-lsp from reading the sources.
#
# What it lints: the script's arguments; else ${A11Y_LSP_PATHS} (a
# colon-separated list); else ${SRCROOT}/${TARGET_NAME} when that folder exists
# (Xcode's usual layout); else ${SRCROOT}.
#
# Which binary: ${A11Y_LSP} (a build setting or environment variable), else
# a11y-lsp on PATH, else the usual install folders. Not found: a warning, and
# the build goes on.
#
# Error-severity findings fail the build; set A11Y_LSP_FAIL_ON_ERRORS=NO to see
# them without failing it.

set -o pipefail

find_binary() {
    if [ -n "${A11Y_LSP:-}" ]; then
        echo "$A11Y_LSP"
        return
    fi
    if command -v a11y-lsp >/dev/null 2>&1; then
        command -v a11y-lsp
        return
    fi
    # Xcode's PATH is short: look where an install usually puts it.
    for folder in /opt/homebrew/bin /usr/local/bin "$HOME/.local/bin" "$HOME/bin"; do
        if [ -x "$folder/a11y-lsp" ]; then
            echo "$folder/a11y-lsp"
            return
        fi
    done
}

binary=$(find_binary)
if [ -z "$binary" ] || [ ! -x "$binary" ]; then
    echo "warning: a11y-lsp not found; install it on PATH or set the A11Y_LSP build setting to its path"
    exit 0
fi

if [ "$#" -eq 0 ]; then
    if [ -n "${A11Y_LSP_PATHS:-}" ]; then
        IFS=: read -r -a paths <<< "$A11Y_LSP_PATHS"
        set -- "${paths[@]}"
    elif [ -n "${SRCROOT:-}" ] && [ -n "${TARGET_NAME:-}" ] && [ -d "${SRCROOT}/${TARGET_NAME}" ]; then
        set -- "${SRCROOT}/${TARGET_NAME}"
    else
        set -- "${SRCROOT:-.}"
    fi
fi

# `--format xcode` prints what Xcode parses (path:line:column: error|warning|note: …);
# a server older than that format prints the same lines by default.
format=text
if "$binary" lint --help 2>/dev/null | grep -qw xcode; then
    format=xcode
fi

"$binary" lint --format "$format" "$@"
status=$?
if [ "$status" -eq 1 ] && [ "${A11Y_LSP_FAIL_ON_ERRORS:-YES}" = "NO" ]; then
    exit 0
fi
exit "$status"
