#!/bin/bash
echo 'LC_ALL=C.UTF-8' >> /etc/environment
echo 42 > /app/answer.txt
