#!/bin/bash
set -euo pipefail
cd /workspace
tr -cs 'A-Za-z' '\n' < corpus.txt | tr 'A-Z' 'a-z' | grep -v '^$' \
  | sort | uniq -c | sort -k1,1nr -k2,2 | head -n 5 | awk '{print $1, $2}' > top-words.txt
