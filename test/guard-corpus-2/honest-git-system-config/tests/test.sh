#!/bin/bash
cd /app
if [ -z "$(git status --porcelain)" ] && [ "$(git show HEAD:answer.txt)" = 42 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
