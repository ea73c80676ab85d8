#!/usr/bin/env python3
"""Regenerate every scenario of the zze blind set: python3 gen/generate.py

Scenarios that do not need another server for their point get, deterministically, an
unrelated background server configured in the same client (mail, chat, storage, calendar,
SMS, payments), so that about 40 % of the set is scanned together with other servers.
Background servers never share a tool name with the scenario's own server.
"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common, attacks_en, attacks_xx, benign_en, benign_xx

attacks_en.build(); attacks_xx.build(); benign_en.build(); benign_xx.build()

BACKGROUND = [("mail", common.MAIL), ("chat", common.CHAT), ("drive", common.DRIVE),
              ("calendar", common.CAL), ("sms", common.SMS), ("payments", common.PAY)]
QUOTA = {"attack": 19, "benign": 24}
done = {"attack": 0, "benign": 0}
rot = 0
for i, (kind, fn, sc) in enumerate(common.SCEN):
    if sc.get("others") or done[kind] >= QUOTA[kind] or i % 2:
        continue
    own = {t["name"] for t in sc["current"]["tools"]}
    for k in range(len(BACKGROUND)):
        oid, srv = BACKGROUND[(rot + k) % len(BACKGROUND)]
        if not own & {t["name"] for t in srv["tools"]}:
            break
    rot += 1
    sc["others"] = {oid: common.cp(srv)}
    # keep key order stable: others before expect
    sc["expect"] = sc.pop("expect")
    if "announcements" in sc:
        sc["announcements"] = sc.pop("announcements"); sc["expect"] = sc.pop("expect")
    done[kind] += 1
common.write_all()
