#!/bin/bash
cd /tests
python3 -m pytest -q -p no:cacheprovider test_answer.py >&2
rc=$?
# A summary among the run's artifacts, for whoever reads the run.
mkdir -p /logs/artifacts
printf '{"tests": 1, "exit_code": %d}\n' $rc > /logs/artifacts/summary.json
if [ $rc = 0 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
