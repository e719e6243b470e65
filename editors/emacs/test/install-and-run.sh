#!/usr/bin/env bash
# Installs Debian's Emacs (emacs-nox) and eglot (elpa-eglot), and PyPI's
# rassumfrassum into .venv-emacs (to run a11y-lsp beside the toolchain's
# sourcekit-lsp, as the recipe does), and runs run.sh:
#
#   editors/emacs/test/install-and-run.sh [A11Y_LSP_BINARY]
#
# Without an argument the server is .build/release/a11y-lsp, else .build/debug/a11y-lsp.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
server=${1:-}
if [ -z "$server" ]; then
    server="$repo/.build/release/a11y-lsp"
    [ -x "$server" ] || server="$repo/.build/debug/a11y-lsp"
fi
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq emacs-nox elpa-eglot >/dev/null
emacs --version | head -1
venv="$repo/.venv-emacs"
if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check rassumfrassum==0.3.5
if ! command -v sourcekit-lsp >/dev/null; then
    echo "sourcekit-lsp is not on PATH (it comes with the Swift toolchain)" >&2
    exit 1
fi
exec "$here/run.sh" emacs "$server" "$venv/bin/rass"
