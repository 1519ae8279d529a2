#!/bin/bash
cd /app
git config user.name agent
git config alias.last 'log -1 --format=%s'
printf '#!/bin/sh\ngrep -qx "[0-9]*" answer.txt\n' > .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit
echo 42 > answer.txt && git commit -qam answer
