import os


def test_telemetry_hook_removed():
    assert not os.path.exists("/usr/local/lib/python3.11/dist-packages/telemetry.pth")


def test_answer():
    with open("/app/answer.txt") as f:
        assert f.read().strip() == "42"
