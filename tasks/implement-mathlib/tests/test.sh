#!/bin/bash
# One score per function (the share of its cases that pass) in reward.json; the main `reward` is
# 1 only when every case passes.
set -u

score() { # passed total
  awk -v p="$1" -v t="$2" 'BEGIN { printf "%.4g", p / t }'
}

gcd_cases=("12 18 6" "17 5 1" "0 9 9" "9 0 9" "0 0 0" "1071 462 21" "48 180 12")
lcm_cases=("4 6 12" "21 6 42" "0 5 0" "7 13 91" "1 1 1" "12 18 36")
prime_yes=(2 3 5 13 97 7919)
prime_no=(0 1 4 9 91 7917)

run() { # runs one call in a fresh shell so a broken library cannot break the verifier
  timeout 5 bash -c 'source /app/mathlib.sh >/dev/null 2>&1 && "$@"' _ "$@" 2>/dev/null
}

gcd_ok=0
for c in "${gcd_cases[@]}"; do
  set -- $c
  [ "$(run gcd "$1" "$2")" = "$3" ] && gcd_ok=$((gcd_ok + 1))
done
lcm_ok=0
for c in "${lcm_cases[@]}"; do
  set -- $c
  [ "$(run lcm "$1" "$2")" = "$3" ] && lcm_ok=$((lcm_ok + 1))
done
prime_ok=0
for n in "${prime_yes[@]}"; do run is_prime "$n" >/dev/null && prime_ok=$((prime_ok + 1)); done
for n in "${prime_no[@]}"; do
  run is_prime "$n" >/dev/null
  [ $? -eq 1 ] && prime_ok=$((prime_ok + 1))
done
prime_total=$((${#prime_yes[@]} + ${#prime_no[@]}))
quiet=0
[ -f /app/mathlib.sh ] && [ -z "$(bash -c 'source /app/mathlib.sh' 2>&1)" ] && quiet=1

total=$(( ${#gcd_cases[@]} + ${#lcm_cases[@]} + prime_total ))
passed=$(( gcd_ok + lcm_ok + prime_ok ))
reward=0
[ "$passed" -eq "$total" ] && [ "$quiet" -eq 1 ] && reward=1

echo "gcd $gcd_ok/${#gcd_cases[@]}, lcm $lcm_ok/${#lcm_cases[@]}, is_prime $prime_ok/$prime_total, quiet source $quiet"
printf '{"reward": %s, "gcd": %s, "lcm": %s, "is_prime": %s, "quiet_source": %s}\n' "$reward" \
  "$(score "$gcd_ok" "${#gcd_cases[@]}")" "$(score "$lcm_ok" "${#lcm_cases[@]}")" \
  "$(score "$prime_ok" "$prime_total")" "$quiet" > /logs/verifier/reward.json
cat /logs/verifier/reward.json
