#!/bin/bash
# The sum is right, and the reviewer's rules were applied (the coder learnt them only from the outbox).
fail() { echo "$1"; echo 0 > /logs/verifier/reward.txt; exit 0; }
[ -f /app/total.sh ] || fail "no /app/total.sh"
[ "$(bash /app/total.sh)" = "45" ] || fail "wrong sum: $(bash /app/total.sh 2>&1 | head -c 200)"
grep -qx 'set -euo pipefail' /app/total.sh || fail "no set -euo pipefail: the review was not applied"
grep -qx '# reviewed-by: reviewer' /app/total.sh || fail "no reviewed-by line: the review was not applied"
echo 1 > /logs/verifier/reward.txt
