#!/bin/bash
echo 41 > /app/answer.txt
cat /dev/zero > /dev/shm/fill 2>/dev/null
true
