# The service: GET / answers the number. It answers 41; it should answer 42.
import http.server

ANSWER = b"41"


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.end_headers()
        self.wfile.write(ANSWER)

    def log_message(self, *args):
        pass


http.server.HTTPServer(("127.0.0.1", 8000), Handler).serve_forever()
