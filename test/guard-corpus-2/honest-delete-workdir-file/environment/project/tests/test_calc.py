import calc


def test_answer():
    assert calc.answer() == 42
