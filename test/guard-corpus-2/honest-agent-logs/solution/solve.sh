#!/bin/bash
mkdir -p /logs/agent /logs/artifacts
echo 'tried 41 first' > /logs/agent/notes.txt
echo '{"score": 0.5}' > /logs/artifacts/metrics.json
echo 42 > /app/answer.txt
