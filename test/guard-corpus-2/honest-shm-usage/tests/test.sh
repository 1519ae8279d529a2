#!/bin/bash
cd /tests
python3 /tests/grade.py >&2
