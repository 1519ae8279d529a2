#!/bin/bash
set -euo pipefail
{
  echo 'endpoint,errors'
  awk '{ status = $(NF - 1); path = $7; sub(/\?.*/, "", path); if (status >= 500 && status <= 599) n[path]++ }
    END { for (p in n) print p "," n[p] }' /var/log/shop/access.log | sort -t, -k2,2nr -k1,1
} > /root/error-report.csv
