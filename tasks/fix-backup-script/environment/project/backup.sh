#!/bin/bash
# Archives ./notes into ~/backups/notes-<date>.tar.gz and prints the archive path.
set -euo pipefail

backup_dir=/home/dev/backup
stamp=$(date +%Y-%m-%d)
archive="$backup_dir/notes-$stamp.tar.gz"

tar -czf "$archive" -C /home/dev/project/notes .
echo "$archive"
