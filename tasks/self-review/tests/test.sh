#!/bin/bash
# Every case gives its slug, and the mark only the second turn asked for is there.
fail() { echo "$1"; echo 0 > /logs/verifier/reward.txt; exit 0; }
[ -f /app/slug.sh ] || fail "no /app/slug.sh"
while IFS=$'\t' read -r input want; do
  got=$(bash /app/slug.sh "$input")
  [ "$got" = "$want" ] || fail "slug of '$input': got '$got', want '$want'"
done <<'CASES'
Hello World	hello-world
  Trim me  	trim-me
A--B__C	a-b-c
CASES
grep -qx '# self-reviewed' /app/slug.sh || fail "no '# self-reviewed' line: the second turn did not happen"
echo 1 > /logs/verifier/reward.txt
