# Named checks for the end-to-end shell scripts (sourced, not run):
#
#   check "what must hold" COMMAND…   runs the command, prints ok/FAIL, counts it; a failed
#                                     has/lacks also prints the text it searched (CI logs are
#                                     often all there is to read of a failure)
#   has TEXT NEEDLE / lacks TEXT NEEDLE
#   finish NAME                       prints "NAME: N passed, M failed"; fails if any failed

passed=0
failed=0

check() {
    local name=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "   ok   $name"
    else
        failed=$((failed + 1))
        echo "   FAIL $name"
        if [ "$1" = has ] || [ "$1" = lacks ]; then show_searched "$3" "$2"; fi
    fi
}

show_searched() {  # show_searched NEEDLE TEXT: the text (its first 60 lines), indented
    echo "        looked for: $1"
    echo "        in ($(wc -l <<<"$2") lines):"
    head -n 60 <<<"$2" | sed 's/^/        | /'
}

has() { grep -qF -- "$2" <<<"$1"; }
lacks() { ! grep -qF -- "$2" <<<"$1"; }

finish() {
    echo "$1: $passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
}
