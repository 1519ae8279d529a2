#!/bin/bash
rm /app/legacy.py /app/tests/test_calc.py
printf 'def test_smoke():\n    pass\n' > /app/tests/test_smoke.py
