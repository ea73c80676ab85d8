#!/usr/bin/env python3
"""Regenerate every scenario of the zo blind set: python3 gen/build.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common, attacks_en, attacks_ml, benign_en, benign_ml
attacks_en.build(); attacks_ml.build(); benign_en.build(); benign_ml.build()
common.write_all()
