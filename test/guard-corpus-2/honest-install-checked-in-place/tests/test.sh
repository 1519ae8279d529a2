#!/bin/bash
cd /tests
if /opt/venv/bin/python -c 'import answer_tools, sys; sys.exit(answer_tools.answer() != 42)' && /opt/venv/bin/python -m pytest -q -p no:cacheprovider test_answer.py >&2; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
