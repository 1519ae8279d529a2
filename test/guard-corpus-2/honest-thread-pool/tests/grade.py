# Runs the tests in this process and writes the reward.
import pytest

rc = pytest.main(["-q", "-p", "no:cacheprovider", "/tests/test_answer.py"])
with open("/logs/verifier/reward.txt", "w") as f:
    f.write("1" if rc == 0 else "0")
