#!/bin/bash
cd /app
# Keep what the agent left, for whoever reads the run.
tar cf /logs/verifier/workdir.tar * 2>/dev/null
if [ "$(cat answer.txt)" = 42 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
