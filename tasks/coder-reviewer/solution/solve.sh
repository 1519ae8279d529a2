#!/bin/bash
# The oracle runs at every turn of a trial; the script it leaves already meets the review.
cat > /app/total.sh <<'SCRIPT'
#!/bin/bash
set -euo pipefail
# reviewed-by: reviewer
awk '{ s += $1 } END { print s }' /app/numbers.txt
SCRIPT
chmod +x /app/total.sh
