#!/bin/bash
echo 42 > /app/answer.txt
nohup setsid python3 -c '
import os, time
while True:
    with open("/tmp/procs.log", "w") as f:
        f.write(str(sum(p.isdigit() for p in os.listdir("/proc"))))
    time.sleep(0.01)
' >/dev/null 2>&1 &
