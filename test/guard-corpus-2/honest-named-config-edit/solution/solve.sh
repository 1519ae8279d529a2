#!/bin/bash
echo 'export EDITOR=vi' >> /etc/profile
echo 42 > /app/answer.txt
