#!/bin/bash
head -c 50M /dev/urandom > /srv/work/data.bin
truncate -s 100M /srv/work/prealloc.db
echo 42 > /app/answer.txt
