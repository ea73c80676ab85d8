"""Attack scenarios in the thirteen languages besides English (54).

The texts live in two modules: attacks_eu (de, fr, it, nl, sk, hr, et, lv) and
attacks_world (ar, ja, zh, vi, mr).
"""
import attacks_eu  # noqa: F401
import attacks_world  # noqa: F401
