#!/bin/bash
# The hidden test joins the project's own tests and runs with them, in the project.
cp /tests/test_hidden.py /app/tests/test_hidden.py
cd /app
if python3 -m pytest -q -p no:cacheprovider tests >&2; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
