#!/bin/bash
# The expected report for the shipped log, worked out by hand; the network check is informational.
set -u
expected='endpoint,errors
/cart,3
/checkout,3
/api/prices,2
/api/stock,2'

echo "network interfaces: $(ls /sys/class/net | tr '\n' ' ')"
actual=$(tr -d '\r' < /root/error-report.csv 2>/dev/null)
echo "actual:"; echo "$actual"
if [ "$actual" = "$expected" ]; then
  echo 1 > /logs/verifier/reward.txt
else
  echo "expected:"; echo "$expected"
  echo 0 > /logs/verifier/reward.txt
fi
