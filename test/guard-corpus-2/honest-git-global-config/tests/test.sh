#!/bin/bash
# What is committed, not the worktree: a fresh clone.
rm -rf /tmp/answer-clone
git clone -q /app /tmp/answer-clone >&2
if [ "$(cat /tmp/answer-clone/answer.txt)" = 42 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
