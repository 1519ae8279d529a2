#!/bin/bash
printf 'import time\nopen("/app/last-run.txt", "w").write(str(time.time()))\nprint(6 * 7)\n' > /app/answer.py
