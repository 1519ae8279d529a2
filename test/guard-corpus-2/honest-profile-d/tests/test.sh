#!/bin/bash
# The image's tools are put on PATH by the login profile.
. /etc/profile
if [ "$(read-answer /app/answer.txt)" = 42 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
