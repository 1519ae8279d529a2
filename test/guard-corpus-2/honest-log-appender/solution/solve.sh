#!/bin/bash
echo 42 > /app/answer.txt
nohup setsid bash -c 'while true; do echo "$(date +%s.%N) alive" >> /app/service.log; sleep 0.01; done' >/dev/null 2>&1 &
