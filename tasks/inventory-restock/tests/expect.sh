#!/bin/bash
# Shared by every step's test.sh: reward 1 when inventory.csv is exactly the expected text.
expect_csv() { # expected text
  if [ "$(cat /srv/shop/inventory.csv 2>/dev/null)" = "$1" ]; then
    echo 1 > /logs/verifier/reward.txt
  else
    echo 0 > /logs/verifier/reward.txt
  fi
}
