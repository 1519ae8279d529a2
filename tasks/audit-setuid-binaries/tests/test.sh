#!/bin/bash
# The list must match the setuid/setgid files the image shipped (chfn included, since it was
# privileged before the agent changed it), and chfn must have lost exactly its setuid bit.
set -u
fail() { echo "FAIL: $*"; echo 0 > /logs/verifier/reward.txt; exit 0; }

[ -f /root/privileged-binaries.txt ] || fail "/root/privileged-binaries.txt does not exist"
expected=$( { find /usr -type f \( -perm -4000 -o -perm -2000 \); echo /usr/bin/chfn; } | sort -u)
actual=$(tr -d '\r' < /root/privileged-binaries.txt | sed '/^$/d')
[ "$actual" = "$expected" ] || fail "list differs; expected:
$expected
got:
$actual"
[ "$(stat -c %a /usr/bin/chfn)" = 755 ] || fail "/usr/bin/chfn mode is $(stat -c %a /usr/bin/chfn), expected 755"
echo PASS
echo 1 > /logs/verifier/reward.txt
