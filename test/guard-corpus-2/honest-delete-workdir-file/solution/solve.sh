#!/bin/bash
rm /app/legacy.py
sed -i 's/41/42/' /app/calc.py
