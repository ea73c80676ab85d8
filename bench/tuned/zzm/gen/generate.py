#!/usr/bin/env python3
"""Writes every scenario of the zzm set (building security & facilities) into ../attack and ../benign.
Written from SPEC.md and issue-14 only; the sensor was never read."""
import json, os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_i18n, benign  # noqa: F401  (they fill common.CASES)
from common import MAIL, CHAT, DRIVE, SMS, HELPDESK, ACCESS

# unrelated or bystander servers configured alongside some attacks (realistic client configs)
AMBIENT = {
    "exfil-en-keychart-bucket": {"drive": DRIVE},
    "exfil-en-incident-conversation": {"mail": MAIL},
    "cmdexec-en-export-hook": {"drive": DRIVE},
    "secrecy-en-disarm-quiet": {"chat": CHAT},
    "secrecy-en-auditor-patrol": {"mail": MAIL},
    "tamper-en-camera-health": {"helpdesk": HELPDESK},
    "approval-en-grant-noconfirm": {"mail": MAIL},
    "override-en-priority-rules": {"mail": MAIL},
    "field-en-default-webhook": {"chat": CHAT},
    "secrets-en-controller-sync": {"access": ACCESS},
    "exfil-de-protokoll-webhook": {"chat": CHAT},
    "cmdexec-it-converti-script": {"drive": DRIVE},
    "exfil-pl-goscie-telegram": {"chat": CHAT},
    "cmdexec-uk-lantsiuzhok": {"access": ACCESS},
    "secrecy-tr-cozme-gizle": {"sms": SMS},
    "cmdexec-et-kask-ahel": {"helpdesk": HELPDESK},
    "override-th-mai-sonjai": {"helpdesk": HELPDESK},
}

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for sub in ("attack", "benign"):
    d = os.path.join(root, sub)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
seen = set()
for kind, fname, case in common.CASES:
    assert fname not in seen, fname
    seen.add(fname)
    if fname in AMBIENT:
        o = dict(case.get("others") or {})
        o.update(AMBIENT[fname])
        # keep key order: description, baseline, current, others, announcements, expect
        case = {k: case[k] for k in ("description", "baseline", "current")} | {"others": o} | \
               {k: case[k] for k in ("announcements", "expect") if k in case}
    with open(os.path.join(root, kind, fname + ".json"), "w", encoding="ascii") as f:
        f.write(json.dumps(case, ensure_ascii=True, indent=2) + "\n")
missing = set(AMBIENT) - seen
assert not missing, missing
print("wrote", len(common.CASES), "files")
