#!/bin/bash
printf 'def answer():\n    return 42\n' > /opt/venv/lib/python3.11/site-packages/answer_tools.py
echo 42 > /app/answer.txt
