#!/bin/bash
echo 'scratch notes' > /notes.txt
printf 'print(6 * 7)\n' > /compute.py
python3 /compute.py > /app/answer.txt
