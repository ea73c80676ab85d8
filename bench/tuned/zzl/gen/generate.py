#!/usr/bin/env python3
"""Regenerate every scenario file of the zzl set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401  (they register scenarios)

# Unrelated servers configured in the same client: a deterministic share of the scenarios
# gets one, so content verdicts are also measured with other tool names in the scan.
# The pools avoid tool names shared with the scenario servers (no generic-name collisions).
ATTACK_POOL = [("gmail", common.MAIL), ("slack", common.CHAT), ("notion", common.NOTION), ("github", common.GH), ("gdrive", common.DRIVE)]
BENIGN_POOL = [("gmail", common.MAIL), ("slack", common.CHAT), ("notion", common.NOTION)]


def add_neighbours():
    ia = ib = 0
    for kind, fn, sc in common.SCEN:
        if sc.get("others"):
            continue
        if kind == "attack":
            ia += 1
            if ia % 3 == 0:
                oid, srv = ATTACK_POOL[(ia // 3) % len(ATTACK_POOL)]
                sc["others"] = {oid: srv}
        else:
            ib += 1
            if ib % 4 == 0:
                oid, srv = BENIGN_POOL[(ib // 4) % len(BENIGN_POOL)]
                sc["others"] = {oid: srv}
        if sc.get("others"):
            # keep key order: others before expect
            exp = sc.pop("expect"); ann = sc.pop("announcements", None)
            if ann:
                sc["announcements"] = ann
            sc["expect"] = exp


if __name__ == "__main__":
    add_neighbours()
    print("wrote", common.write_all(), "scenario files")
