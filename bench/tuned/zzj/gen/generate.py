#!/usr/bin/env python3
"""Regenerate every scenario file of the zzj set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib, attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401 (registration by import)
lib.write_all()
