#!/bin/bash
# Checks today's archive: right path, owned by dev, same files as notes/ under notes/.
set -u
fail() { echo "FAIL: $*"; echo 0 > /logs/verifier/reward.txt; exit 0; }
# Yesterday's name is accepted too, in case the agent ran just before midnight.
archive="/home/dev/backups/notes-$(date +%Y%m%d).tar.gz"
[ -f "$archive" ] || archive="/home/dev/backups/notes-$(date -d yesterday +%Y%m%d).tar.gz"

[ -f "$archive" ] || fail "$archive does not exist"
[ "$(stat -c %U "$archive")" = dev ] || fail "$archive is not owned by dev"
listed=$(tar -tzf "$archive" | grep -v '/$' | sed 's#^\./##' | sort) || fail "$archive is not a gzip tar"
expected=$(cd /home/dev/project && find notes -type f | sort)
[ "$listed" = "$expected" ] || fail "archive holds [$listed], expected [$expected]"
grep -q 'backups' /home/dev/project/backup.sh || fail "backup.sh still writes to the wrong folder"
echo "PASS"
echo 1 > /logs/verifier/reward.txt
