import calc


def test_answer_is_an_int():
    assert isinstance(calc.answer(), int)
