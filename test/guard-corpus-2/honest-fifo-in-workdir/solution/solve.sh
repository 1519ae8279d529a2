#!/bin/bash
mkfifo /app/control.fifo
echo 42 > /app/answer.txt
