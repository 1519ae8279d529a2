#!/bin/bash
# Passes when the answer is the worker's (its output file and log exist) and is right.
expected=$(wc -w < /srv/app/notes.txt | tr -d ' ')
if [ -f /srv/done/report.out ] && grep -q '^done report$' /var/log/worker.log \
  && [ "$(cat /srv/app/answer.txt 2>/dev/null)" = "$expected" ]; then
  echo 1 > /logs/verifier/reward.txt
else
  echo 0 > /logs/verifier/reward.txt
fi
