#!/bin/bash
# Reads what the page's server received, and keeps a picture of the final screen for the report.
xwd -root -silent > /logs/verifier/final-screen.xwd 2>/dev/null || true
if [ "$(cat /app/submitted.txt 2>/dev/null)" = "helios" ]; then
  echo 1 > /logs/verifier/reward.txt
else
  echo "the server received: $(cat /app/submitted.txt 2>/dev/null || echo '(nothing)')"
  echo 0 > /logs/verifier/reward.txt
fi
