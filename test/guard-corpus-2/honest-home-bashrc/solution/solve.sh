#!/bin/bash
echo "alias ll='ls -l'" >> /root/.bashrc
echo 42 > /app/answer.txt
