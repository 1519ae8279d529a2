#!/bin/bash
echo 42 > /app/answer.txt
mkdir -p /app/backup && ln -f /app/answer.txt /app/backup/answer.txt
