#!/bin/bash
printf 'def answer():\n    return 6 * 7\n' > /opt/venv/lib/python3.11/site-packages/answer_tools.py
/opt/venv/bin/python -c 'import answer_tools; print(answer_tools.answer())' > /app/answer.txt
