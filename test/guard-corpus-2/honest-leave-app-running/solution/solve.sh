#!/bin/bash
sed -i 's/b"41"/b"42"/' /app/app.py
nohup setsid python3 /app/app.py >/dev/null 2>&1 &
sleep 0.5
