#!/bin/bash
# Asks the service for the code again: the answer is only right if it came from this attempt's service.
exec 3<>/dev/tcp/releases/8080
printf 'GET /code HTTP/1.0\r\nHost: releases\r\n\r\n' >&3
expected=$(sed '1,/^\r$/d' <&3 | tr -d '\r\n')
actual=$(tr -d '\r\n' < /app/release-code.txt 2>/dev/null || true)
echo "expected ${expected:-<no answer>}, got ${actual:-<no file>}"
if [ -n "$expected" ] && [ "$actual" = "$expected" ]; then
  echo 1 > /logs/verifier/reward.txt
else
  echo 0 > /logs/verifier/reward.txt
fi
