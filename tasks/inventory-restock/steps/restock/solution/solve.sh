#!/bin/bash
awk -F'[ ,]' '
  NR == FNR { add[$1] += $2; order[++n] = $1; next }
  FNR == 1 { print; next }
  { if ($1 in add) { $2 += add[$1]; delete add[$1] } print $1 "," $2 }
  END { for (i = 1; i <= n; i++) if (order[i] in add) { print order[i] "," add[order[i]]; delete add[order[i]] } }
' /srv/shop/incoming/arrivals.txt /srv/shop/inventory.csv > /tmp/inventory.csv
mv /tmp/inventory.csv /srv/shop/inventory.csv
