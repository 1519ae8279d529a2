#!/bin/bash
set -euo pipefail
cat > /app/mathlib.sh <<'LIB'
#!/bin/bash
# Integer helpers, meant to be sourced: `source /app/mathlib.sh`.

gcd() {
  local a=$1 b=$2 t
  while [ "$b" -ne 0 ]; do
    t=$((a % b)); a=$b; b=$t
  done
  echo "$a"
}

lcm() {
  local a=$1 b=$2
  if [ "$a" -eq 0 ] || [ "$b" -eq 0 ]; then echo 0; return; fi
  echo $((a / $(gcd "$a" "$b") * b))
}

is_prime() {
  local n=$1 d=2
  [ "$n" -lt 2 ] && return 1
  while [ $((d * d)) -le "$n" ]; do
    [ $((n % d)) -eq 0 ] && return 1
    d=$((d + 1))
  done
  return 0
}
LIB
