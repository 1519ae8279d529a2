#!/bin/bash
# Run the agent's program and check what it prints.
out=$(cd /app && timeout 20 python3 answer.py 2>/dev/null)
if [ "$out" = 42 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
