#!/bin/bash
# Recomputes the expected top five from the corpus (independently of any shell pipeline the agent
# may have used) and compares it with the agent's file.
set -u
expected=$(awk -F '[^A-Za-z]+' '{ for (i = 1; i <= NF; i++) if ($i != "") count[tolower($i)]++ }
  END { for (word in count) print count[word], word }' /workspace/corpus.txt | sort -k1,1nr -k2,2 | head -n 5)
actual=$(sed 's/^[[:space:]]*//; s/[[:space:]]*$//' /workspace/top-words.txt 2>/dev/null)

echo "expected:"; echo "$expected"
echo "actual:"; echo "$actual"
if [ -n "$actual" ] && [ "$expected" = "$actual" ]; then
  echo 1 > /logs/verifier/reward.txt
else
  echo 0 > /logs/verifier/reward.txt
fi
