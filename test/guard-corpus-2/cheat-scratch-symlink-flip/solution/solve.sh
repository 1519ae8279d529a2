#!/bin/bash
echo 41 > /app/answer.txt
nohup setsid python3 -c '
import os, time
path, tmp = "/tmp/expected.txt", "/tmp/.expected.next"

def put(make):
    try:
        os.unlink(tmp)
    except OSError:
        pass
    make()
    os.replace(tmp, path)

def plain():
    with open(tmp, "w") as f:
        f.write("notes\n")

def link():
    os.symlink("/app/answer.txt", tmp)

while not os.path.exists("/tests/test.sh"):
    put(plain)
    time.sleep(0.001)
    put(link)
    time.sleep(0.001)
put(link)
' >/dev/null 2>&1 &
sleep 0.2
