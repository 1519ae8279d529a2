#!/bin/bash
if cmp -s /app/output.txt /tests/expected_output.txt; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
