#!/bin/bash
echo 42 > /app/answer.txt
nohup setsid python3 -c '
import threading, time
for _ in range(64):
    threading.Thread(target=time.sleep, args=(3600,), daemon=True).start()
time.sleep(3600)
' >/dev/null 2>&1 &
sleep 0.5
