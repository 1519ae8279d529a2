#!/bin/bash
if /grader/grade.sh /app/primes.txt; then
  echo 1 > /logs/verifier/reward.txt
else
  echo 0 > /logs/verifier/reward.txt
fi
