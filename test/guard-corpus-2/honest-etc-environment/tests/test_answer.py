def test_answer():
    with open("/app/answer.txt") as f:
        assert f.read().strip() == "42"
