#!/bin/bash
# Scratch in memory.
printf '{"answer": 42}\n' > /dev/shm/expected.json
if python3 - <<'EOF'; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
import json
with open("/dev/shm/expected.json") as f:
    expected = json.load(f)
with open("/app/answer.json") as f:
    raise SystemExit(0 if json.load(f) == expected else 1)
EOF
