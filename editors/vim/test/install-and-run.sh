#!/usr/bin/env bash
# Installs Debian's vim, vim-ale and tmux and runs run.sh:
#
#   editors/vim/test/install-and-run.sh [A11Y_LSP_BINARY]
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
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq vim vim-ale tmux >/dev/null
exec "$here/run.sh" vim "$server"
