#!/bin/bash
# The tests run as an unprivileged user.
if su tester -s /bin/bash -c 'cd /tests && python3 -m pytest -q -p no:cacheprovider test_answer.py' >&2; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
