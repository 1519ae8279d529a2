#!/bin/bash
for ((n = 2; n < 100; n++)); do
  prime=1
  for ((d = 2; d * d <= n; d++)); do ((n % d == 0)) && prime=0 && break; done
  ((prime)) && echo "$n"
done > /app/primes.txt
