# Named checks for the end-to-end shell scripts (sourced, not run):
#
#   check "what must hold" COMMAND…   runs the command, prints ok/FAIL, counts it
#   has TEXT NEEDLE / lacks TEXT NEEDLE
#   finish NAME                       prints "NAME: N passed, M failed"; fails if any failed

passed=0
failed=0

check() {
    local name=$1
    shift
    if "$@"; then passed=$((passed + 1)); echo "   ok   $name"; else failed=$((failed + 1)); echo "   FAIL $name"; fi
}

has() { grep -qF -- "$2" <<<"$1"; }
lacks() { ! grep -qF -- "$2" <<<"$1"; }

finish() {
    echo "$1: $passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
}
