"""Regenerates every scenario of the zp set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_a, attacks_b, attacks_c, attacks_d, attacks_e, benign_en, benign_intl  # noqa: F401
import extra_others
extra_others.apply()
common.write_all()
