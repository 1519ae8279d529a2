#!/bin/bash
# Start the service from /app, then query it.
python3 /app/app.py >/dev/null 2>&1 &
python3 - > /logs/verifier/reward.txt <<'EOF'
import time
import urllib.request

body = b""
for _ in range(50):
    try:
        body = urllib.request.urlopen("http://localhost:8000/", timeout=2).read().strip()
        break
    except OSError:
        time.sleep(0.1)
print(1 if body == b"42" else 0)
EOF
kill %1 2>/dev/null
