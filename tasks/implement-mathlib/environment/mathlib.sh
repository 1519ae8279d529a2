#!/bin/bash
# Integer helpers, meant to be sourced: `source /app/mathlib.sh`.

gcd() {
  echo "TODO: gcd" >&2
  return 2
}

lcm() {
  echo "TODO: lcm" >&2
  return 2
}

is_prime() {
  echo "TODO: is_prime" >&2
  return 2
}
