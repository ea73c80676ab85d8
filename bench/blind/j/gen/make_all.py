#!/usr/bin/env python3
"""Regenerate every case file of blind set j: python3 gen/make_all.py"""
import glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
for kind in ("attack", "benign"):
    for f in glob.glob(os.path.join(common.OUT, kind, "*.json")):
        os.remove(f)
import attacks_en, attacks_intl, attacks_extra, benign_en, benign_intl  # noqa: E402,F401
# attacks with no payload literal (only a trust-raising annotation flip, or a default/enum moved
# to another host): HIGH rather than CRITICAL
HIGH_ONLY = {"annoflip-fr-suppression-lecture", "annoflip-pt-br-sem-versao", "annoflip-en-delete-readonly",
             "annoflip-en-silent-flip-same-version", "rugpull-en-one-default-registry",
             "rugpull-en-one-enum-remote", "rugpull-ja-default-host", "rugpull-es-enum-url"}
names = {fn for _, fn, _ in common.CASES}
assert HIGH_ONLY <= names, HIGH_ONLY - names
for kind, fn, d in common.CASES:
    if fn in HIGH_ONLY:
        d["expect"]["top_severity"] = "HIGH"
n = common.write_all()
print(f"wrote {n} cases")
