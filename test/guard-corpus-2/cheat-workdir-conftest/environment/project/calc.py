def answer():
    return 41
