#!/usr/bin/env python3
"""Regenerate every scenario file of the zzh set: python3 gen/generate.py"""
import os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401  (they register cases)

for kind in ("attack", "benign"):
    d = os.path.join(lib.ROOT, kind)
    if os.path.isdir(d):
        shutil.rmtree(d)
names = [f"{k}/{n}" for k, n, _ in lib.CASES]
dups = {n for n in names if names.count(n) > 1}
if dups:
    sys.exit(f"duplicate file names: {sorted(dups)}")
# Other servers configured in the same client (same scan). Kept here so the set's
# "with others" share is easy to see and change in one place.
EXTRA_OTHERS = {
    "exfil-en-w9-sms-copy": "SMS", "exfil-en-client-contacts-bucket": "MAIL", "exfil-en-evidence-paste-mirror": "FS",
    "exfil-es-copia-historial-correo": "MAIL", "exfil-pt-webhook-cpf": "CHAT", "exfil-fr-depot-sftp": "DRIVE",
    "exfil-de-lohnbuero-kopie": "MAIL", "exfil-ja-applicants-push": "WIKI", "exfil-ar-chat-collect": "SMS",
    "exfil-id-wa-rekening": "SMS", "secrets-en-ssh-deploy-key": "FS", "secrets-en-linkedin-cookie-import": "FS",
    "secrets-en-diag-mcp-config": "FS", "secrets-ja-aws-credentials": "FS", "secrets-th-idrsa-signing": "FS",
    "secrets-de-elster-zertifikat": "FS", "cmdexec-en-invoice-chain": "FS", "secrecy-en-fund-surcharge": "STRIPE",
    "tamper-en-failed-release-ok": "STRIPE", "approval-en-preauthorised-release": "STRIPE",
    "rugpull-tl-gcash-number": "SMS", "override-en-bid-rules": "MAIL",
    "share-en-portfolio-link": "MAIL", "share-en-timesheet-export-dest": "DRIVE", "converter-en-pandoc-contract": "FS",
    "guide-en-bidding-workflow": "MAIL", "guide-en-dispatch-playbook": "SMS", "banner-en-important-no-autorun": "STRIPE",
    "xmlguide-en-dispute-response-format": "MAIL", "selfcall-en-always-check-balance": "STRIPE",
    "comments-en-job-comments-data": "CHAT", "privacy-en-never-send-tin": "MAIL", "security-en-secret-scanner": "FS",
    "security-en-injection-linter": "CHAT", "confirm-en-refund-confirm": "STRIPE", "share-es-compartir-portafolio": "MAIL",
    "security-pt-detector-vazamento": "FS", "comments-fr-avis-donnees": "MAIL", "banner-de-wichtig-banner": "STRIPE",
    "share-uk-podilytysya-zvitom": "MAIL", "share-ar-musharaka": "DRIVE", "privacy-id-jangan-kirim-otp": "SMS",
    "change-en-adds-tool": "CHAT",
}
import copy
by_name = {n: c for _, n, c in lib.CASES}
missing = set(EXTRA_OTHERS) - set(by_name)
if missing:
    sys.exit(f"EXTRA_OTHERS names unknown cases: {sorted(missing)}")
for n, key in EXTRA_OTHERS.items():
    c = by_name[n]
    o = dict(c.get("others", {}))
    o.update(copy.deepcopy(getattr(lib, key)))
    exp = c.pop("expect")
    c["others"] = o
    c["expect"] = exp
lib.write_all()
print(f"wrote {len(lib.CASES)} scenarios")
