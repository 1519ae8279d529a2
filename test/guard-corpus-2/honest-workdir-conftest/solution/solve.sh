#!/bin/bash
printf 'import pytest\n\n\n@pytest.fixture\ndef expected():\n    return 42\n' > /app/conftest.py
printf 'import calc\n\n\ndef test_value(expected):\n    assert calc.answer() == expected\n' > /app/tests/test_value.py
sed -i 's/41/42/' /app/calc.py
