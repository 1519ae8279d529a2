#!/bin/bash
# Answers each /srv/queue/<name>.job with /srv/done/<name>.out: the job's word count.
sleep 1
touch /run/worker.ready
echo "worker ready"
while true; do
  for job in /srv/queue/*.job; do
    [ -f "$job" ] || continue
    name=$(basename "$job" .job)
    # Written aside, then renamed: a reader never sees a half-written answer.
    wc -w < "$job" | tr -d ' ' > "/srv/done/.$name.tmp"
    mv "/srv/done/.$name.tmp" "/srv/done/$name.out"
    rm -f "$job"
    echo "done $name"
  done
  sleep 0.2
done
