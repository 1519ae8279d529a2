#!/bin/bash
{ echo '127.0.0.2 localhost'; grep -v -w localhost /etc/hosts; } > /tmp/hosts && cat /tmp/hosts > /etc/hosts
nohup setsid python3 -c '
import http.server
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers(); self.wfile.write(b"42")
    def log_message(self, *a):
        pass
http.server.HTTPServer(("127.0.0.2", 8000), H).serve_forever()
' >/dev/null 2>&1 &
sleep 0.5
