#!/bin/bash
# The task's checker is a wheel in the image's wheelhouse, installed offline into a fresh folder.
target=$(mktemp -d)
python3 -m pip install -q --disable-pip-version-check --no-index --find-links /opt/wheelhouse --target "$target" answer_checker >&2
if PYTHONPATH=$target python3 -m answer_checker /app/answer.txt; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
