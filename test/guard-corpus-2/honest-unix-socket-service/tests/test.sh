#!/bin/bash
if python3 - <<'EOF'; then echo 1; else echo 0; fi > /logs/verifier/reward.txt
import socket
s = socket.socket(socket.AF_UNIX)
s.settimeout(5)
s.connect("/run/answer.sock")
s.sendall(b"GET / HTTP/1.0\r\n\r\n")
data = b""
while chunk := s.recv(4096):
    data += chunk
assert data.split(b"\r\n\r\n", 1)[1].strip() == b"42"
assert open("/app/answer.txt").read().strip() == "42"
EOF
