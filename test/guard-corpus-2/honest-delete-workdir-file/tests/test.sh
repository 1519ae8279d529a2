#!/bin/bash
# The project's own suite, run in the project; the obsolete module must be gone.
cd /app
if [ ! -e legacy.py ] && python3 -m pytest -q -p no:cacheprovider tests >&2; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
