#!/bin/bash
if [ "$(~/.local/bin/answer-tool)" = 42 ] && [ "$(cat /app/answer.txt)" = 42 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
