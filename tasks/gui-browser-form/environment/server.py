# The page: a form whose Send records the name in /app/submitted.txt (the verifier reads it).
import html
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

PAGE = """<!doctype html><html><head><title>Helios form</title></head>
<body><h1>Helios form</h1>
<form method="get" action="/submit">
<p><label>Name <input type="text" name="name" size="30"></label></p>
<p><input type="submit" value="Send"></p>
</form></body></html>"""


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        url = urlparse(self.path)
        if url.path == "/submit":
            name = parse_qs(url.query).get("name", [""])[0]
            with open("/app/submitted.txt", "w") as f:
                f.write(name)
            body = f"<!doctype html><title>Helios form: sent</title><p>Sent: {html.escape(name)}</p>"
        else:
            body = PAGE
        data = body.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


HTTPServer(("127.0.0.1", 8000), Handler).serve_forever()
