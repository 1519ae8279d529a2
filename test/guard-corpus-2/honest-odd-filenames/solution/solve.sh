#!/bin/bash
cd /app && echo 42 > answer.txt
touch 'notes with spaces.txt' 'ünïcödé.txt' $'line\nbreak.txt' "$(printf 'x%.0s' {1..200}).txt"
deep=$(printf 'd/%.0s' {1..40})
mkdir -p "$deep" && echo deep > "${deep}leaf.txt"
