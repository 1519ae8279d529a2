#!/bin/bash
# Reads what the program saved, and keeps a picture of the final screen for the report.
xwd -root -silent > /logs/verifier/final-screen.xwd 2>/dev/null || true
if [ "$(cat /app/note.txt 2>/dev/null)" = "helios" ]; then
  echo 1 > /logs/verifier/reward.txt
else
  echo "note.txt holds: $(cat /app/note.txt 2>/dev/null || echo '(nothing)')"
  echo 0 > /logs/verifier/reward.txt
fi
