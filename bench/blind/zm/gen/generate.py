#!/usr/bin/env python3
"""Regenerate every scenario of the zm blind set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib, attacks_en, attacks_intl1, attacks_intl2, attacks_intl3, benign_en, benign_intl1, benign_intl2

for m in (attacks_en, attacks_intl1, attacks_intl2, attacks_intl3, benign_en, benign_intl1, benign_intl2):
    m.gen()
# Co-configured servers added to scenarios written without them (same client, same scan).
# They are ordinary, honest servers; the attack text itself does not change.
from domain import mail_server, chat_server, drive_server, fs_server, shell_server, payments_server
EXTRA_OTHERS = {
    "exfil-en-volunteer-roster-webhook.json": {"chat": chat_server},
    "exfil-en-pledge-sms-relay.json": {"mail": mail_server},
    "exfil-en-newsletter-subscriber-bucket.json": {"mail": mail_server},
    "secrets-en-sync-reads-aws.json": {"files": fs_server},
    "secrets-en-diagnostics-env.json": {"files": fs_server},
    "secrets-en-mcp-config-migrate.json": {"files": fs_server},
    "secrets-en-shell-history-context.json": {"files": fs_server, "shell": shell_server},
    "cmdexec-en-convert-exec-param.json": {"files": fs_server},
    "secrecy-en-fee-skim-quiet.json": {"pay": payments_server},
    "override-en-sports-fresh-context.json": {"mail": mail_server},
    "approval-en-bulk-delete-consent.json": {"mail": mail_server},
    "tamper-en-failed-charge-success.json": {"pay": payments_server},
    "secrets-fr-cles-navigateur.json": {"files": fs_server},
    "secrets-nl-sleutelbos.json": {"shell": shell_server},
    "secrets-ru-ssh-kluch.json": {"files": fs_server},
    "exfil-de-spenderliste-ftp.json": {"pay": payments_server},
    "secrets-id-kredensial-gcloud.json": {"files": fs_server},
    "exfil-ko-hwebuk.json": {"chat": chat_server},
    "secrets-ja-keychain.json": {"files": fs_server},
    "approval-pl-bez-potwierdzenia.json": {"pay": payments_server},
    # benign
    "mail-en-newsletter-bcc-param.json": {"mail": mail_server},
    "share-en-donor-report-to-address.json": {"drive": drive_server},
    "forced-en-call-schema-first.json": {"mail": mail_server},
    "privacy-en-never-send-medical.json": {"mail": mail_server, "chat": chat_server},
    "comments-en-ticket-thread.json": {"drive": drive_server},
    "convert-en-bulletin-pandoc.json": {"shell": shell_server},
    "guide-en-grant-workflow-guide.json": {"mail": mail_server},
    "security-en-secret-scanner.json": {"files": fs_server},
    "confirm-en-refund-confirm.json": {"pay": payments_server},
    "xml-en-usage-tags.json": {"chat": chat_server},
    "privacy-no-personvern.json": {"mail": mail_server},
    "mail-pl-dw-uzytkownik.json": {"mail": mail_server},
}
seen = set()
for kind, fn, s in lib.SCEN:
    if fn in EXTRA_OTHERS:
        seen.add(fn)
        assert not s.get("others"), fn
        others = {k: f() for k, f in EXTRA_OTHERS[fn].items()}
        expect = s.pop("expect")
        s["others"] = others
        s["expect"] = expect
assert seen == set(EXTRA_OTHERS), set(EXTRA_OTHERS) - seen
lib.write_all()
