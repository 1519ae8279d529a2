#!/bin/bash
printf '[project]\nname = "answer"\nversion = "0.1"\n\n[tool.pytest.ini_options]\naddopts = "-ra"\n' > /app/pyproject.toml
echo 42 > /app/answer.txt
