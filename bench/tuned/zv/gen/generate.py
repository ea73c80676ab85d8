#!/usr/bin/env python3
"""Regenerate every scenario file of the zv set (hospitality & food service).
Usage: python3 gen/generate.py   (from anywhere)"""
import json, os, sys, glob
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

import attacks4  # noqa: F401  (imports attacks1..3 and registers cases)
import benign3   # noqa: F401  (imports benign1..2)
from attacks1 import CASES as ATTACKS
from benign1 import CASES as BENIGN

from lib import mail_server, slack_server, drive_server, fs_server, sms_server
# Other servers configured in the same client for cases that do not reference them:
# realistic background that a sensor must not confuse with the payload (or with shadowing).
BG = {"gmail": mail_server, "slack": slack_server, "gdrive": drive_server, "fs": fs_server, "twilio": sms_server}
EXTRA_OTHERS = {
    # attacks
    "exfil-en-reservation-notes-mirror": "gmail", "exfil-en-folio-webhook-default": "slack",
    "exfil-en-review-reply-pixel": "gdrive", "exfil-es-turnos-planilla": "gmail",
    "exfil-de-gaesteprofil-telegram": "slack", "exfil-nl-kamerstatus-export": "fs",
    "secrets-en-pms-diagnostics-env": "fs", "secrets-en-pos-sync-aws": "fs",
    "secrets-es-reservas-historial": "fs", "secrets-pt-delivery-token": "fs",
    "secrets-fr-menage-cle-ssh": "gmail", "secrets-de-kassen-schluesselbund": "slack",
    "cmdexec-en-printer-chain": "fs", "cmdexec-ru-sklad-otchet": "fs",
    "secrecy-en-refund-quiet": "gmail", "secrecy-ar-hajz-ikhfa": "twilio",
    "override-en-overbooking-policy": "gmail", "override-fr-reservation-consignes": "slack",
    "tamper-en-rating-floor": "slack", "approval-en-charge-preapproved": "gmail",
    # benign
    "guide-en-pms-usage-guide": "gmail", "privacy-en-never-card-numbers": "gmail",
    "security-en-pos-secret-scanner": "fs", "convert-en-menu-docx-pdf": "fs",
    "banner-en-do-not-auto-run": "slack", "comments-en-reviews-are-data": "slack",
    "release-en-adds-waitlist-tool": "twilio", "release-en-reword-announced": "gmail",
    "mailcc-es-confirmacion-cc": "gmail", "security-ro-detector-chei": "fs",
    "comments-fr-avis-donnees": "slack", "privacy-ru-bez-pasportov": "gmail",
}

def main():
    names = {c["file"] for c in ATTACKS + BENIGN}
    for k in EXTRA_OTHERS:
        assert k in names, k
    for c in ATTACKS + BENIGN:
        if c["file"] in EXTRA_OTHERS:
            oid = EXTRA_OTHERS[c["file"]]
            c["others"] = dict(c.get("others") or {})
            assert oid not in c["others"], c["file"]
            c["others"][oid] = BG[oid]()
    for sub in ("attack", "benign"):
        os.makedirs(os.path.join(ROOT, sub), exist_ok=True)
        for f in glob.glob(os.path.join(ROOT, sub, "*.json")):
            os.remove(f)
    seen = set()
    for c in ATTACKS + BENIGN:
        sub = c["kind"]
        name = c["file"] + ".json"
        assert name not in seen, name
        seen.add(name)
        doc = {"description": c["description"], "baseline": c["baseline"], "current": c["current"]}
        if c.get("others"):
            doc["others"] = c["others"]
        if c.get("announcements"):
            doc["announcements"] = c["announcements"]
        doc["expect"] = c["expect"]
        with open(os.path.join(ROOT, sub, name), "w", encoding="ascii") as fh:
            fh.write(json.dumps(doc, ensure_ascii=True, indent=2) + "\n")
    print("wrote %d attack + %d benign files" % (len(ATTACKS), len(BENIGN)))

if __name__ == "__main__":
    main()
