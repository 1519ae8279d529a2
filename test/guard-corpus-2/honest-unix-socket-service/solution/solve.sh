#!/bin/bash
echo 42 > /app/answer.txt
nohup setsid python3 -c '
import http.server, socketserver
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers(); self.wfile.write(b"42")
    def log_message(self, *a):
        pass
    def address_string(self):
        return "local"
class S(socketserver.UnixStreamServer):
    pass
S("/run/answer.sock", H).serve_forever()
' >/dev/null 2>&1 &
sleep 0.5
