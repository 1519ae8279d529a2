#!/bin/bash
mkdir -p ~/.local/bin
printf '#!/bin/sh\necho 42\n' > ~/.local/bin/answer-tool && chmod +x ~/.local/bin/answer-tool
echo 42 > /app/answer.txt
