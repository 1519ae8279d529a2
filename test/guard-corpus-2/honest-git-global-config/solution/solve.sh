#!/bin/bash
mkdir -p /root/.githooks
printf '#!/bin/sh\ngrep -qx "[0-9]*" answer.txt\n' > /root/.githooks/pre-commit
chmod +x /root/.githooks/pre-commit
git config --global core.hooksPath /root/.githooks
git config --global user.name agent
cd /app && echo 42 > answer.txt && git commit -qam answer
