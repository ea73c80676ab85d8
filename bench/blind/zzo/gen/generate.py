#!/usr/bin/env python3
"""Regenerate every scenario of the zzo blind set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_xx, benign_en, benign_xx  # noqa: F401  (each registers its cases)

if __name__ == "__main__":
    common.write_all()
