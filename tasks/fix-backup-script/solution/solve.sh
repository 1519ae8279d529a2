#!/bin/bash
set -euo pipefail
script=/home/dev/project/backup.sh
sed -i \
  -e 's#^backup_dir=.*#backup_dir=/home/dev/backups#' \
  -e 's#^stamp=.*#stamp=$(date +%Y%m%d)#' \
  -e 's#^tar -czf.*#mkdir -p "$backup_dir"\ntar -czf "$archive" -C /home/dev/project notes#' \
  "$script"
"$script"
