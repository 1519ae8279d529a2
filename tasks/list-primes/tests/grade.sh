#!/bin/bash
# Reward 1 when the file holds exactly the 25 primes below 100, in order.
expected="2 3 5 7 11 13 17 19 23 29 31 37 41 43 47 53 59 61 67 71 73 79 83 89 97"
[ "$(tr '\n' ' ' < "$1" 2>/dev/null | sed 's/ *$//')" = "$expected" ]
