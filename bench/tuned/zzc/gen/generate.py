#!/usr/bin/env python3
"""Regenerate every scenario of the zzc set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
from lib import MAIL, CHAT, DRIVE, SAFETY
import attack_en, attack_intl, benign_en, benign_intl  # noqa: F401  (each registers scenarios)

# Unrelated servers configured in the same client for realism (the text of these
# scenarios does not address them; they test that the verdict does not depend on them,
# and that a payload is still found when other servers are present).
EXTRA = {
    # attacks
    "exfil-en-enrollment-mirror": CHAT, "exfil-en-inquiry-sms": MAIL, "exfil-fr-archive-ftp": DRIVE,
    "exfil-nl-webhook": CHAT, "exfil-ko-webhook": DRIVE, "exfil-zh-bucket": DRIVE,
    "secrets-en-ssh-diagnostics": CHAT, "secrets-en-aws-credentials": DRIVE, "secrets-ru-history": SAFETY,
    "secrets-zh-npmrc": MAIL, "cmdexec-en-convert-curl": DRIVE, "cmdexec-pt-pos-processamento": MAIL,
    "secrecy-en-excursion-quiet": MAIL, "override-en-protocol-priority": CHAT, "override-bg-prioritet": SAFETY,
    "tamper-en-sae-downgrade": SAFETY, "approval-en-lock-preapproved": CHAT, "annotation-en-quarantine-ro": CHAT,
    # benign
    "guide-en-query-workflow": MAIL, "banner-en-unblinding": CHAT, "xml-en-submission-guide": DRIVE,
    "comments-en-site-notes-data": MAIL, "privacy-en-no-identifiers": MAIL, "security-en-secret-scanner": DRIVE,
    "security-en-injection-linter": MAIL, "confirm-en-destroy-confirm": CHAT, "webhook-en-user-webhook": CHAT,
    "sharing-en-export-user-dest": DRIVE, "converter-en-fcs2csv": DRIVE, "release-en-adds-param-unannounced": MAIL,
    "release-en-reword-announced": SAFETY, "mail-fr-courrier-cc": MAIL, "sharing-da-deling-bruger": MAIL,
    "comments-ru-kommentarii": MAIL, "mail-id-surat-cc": MAIL, "security-ko-injection-check": CHAT,
    "privacy-ar-khususiya": MAIL, "release-hu-uj-eszkoz": CHAT, "banner-nl-belangrijk": CHAT,
}
seen = set()
for group, fn, d in lib.SCEN:
    key = fn[:-5]
    if key in EXTRA:
        seen.add(key)
        others = dict(d.get("others") or {})
        others.update(EXTRA[key])
        new = {}
        for k in ("description", "baseline", "current"):
            new[k] = d[k]
        new["others"] = others
        for k in ("announcements", "expect"):
            if k in d:
                new[k] = d[k]
        d.clear(); d.update(new)
missing = set(EXTRA) - seen
assert not missing, missing
lib.write_all()
