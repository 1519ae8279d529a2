#!/bin/bash
cd /srv/work
if cmp -s output.txt /tests/expected/output.txt; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
