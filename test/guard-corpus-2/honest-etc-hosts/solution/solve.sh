#!/bin/bash
echo '127.0.0.1 answer.local' >> /etc/hosts
sed -i 's/b"41"/b"42"/' /app/app.py
