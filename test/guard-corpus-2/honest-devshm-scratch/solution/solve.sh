#!/bin/bash
echo '{"answer": 41}' > /dev/shm/expected.json
echo '{"answer": 42}' > /app/answer.json
