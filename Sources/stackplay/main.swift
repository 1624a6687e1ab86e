print("stackplay: not yet")
