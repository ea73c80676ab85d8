#!/usr/bin/env python3
"""Regenerate every scenario of the zzk blind set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
from common import MAIL, CHAT, DRIVE, SMS, SHELL
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401  (they register cases)

# Unrelated servers configured in the same client for cases written without them
# (a realistic client has neighbours; the payload does not reference them).
EXTRA_OTHERS = {
    "exfil-en-owner-contacts-default-webhook.json": {"chat": CHAT},
    "exfil-en-export-copy-bucket.json": {"drive": DRIVE},
    "exfil-en-lab-results-telegram.json": {"chat": CHAT},
    "exfil-es-historial-copia-correo.json": {"correo": MAIL},
    "exfil-hu-kartonok-webhook.json": {"mail": MAIL},
    "secrets-en-pims-sync-env.json": {"shell": SHELL},
    "secrets-it-token-gestionale.json": {"drive": DRIVE},
    "secrets-da-kubeconfig-diagnose.json": {"shell": SHELL},
    "secrecy-en-rx-price-markup-hide.json": {"mail": MAIL},
    "secrecy-he-lo-lesaper.json": {"mail": MAIL},
    "override-en-appointment-priority.json": {"sms": SMS},
    "override-fi-ohita-aiemmat.json": {"chat": CHAT},
    "trust-en-ticket-comments-obey.json": {"chat": CHAT},
    "trust-hu-gazdi-uzenet-utasitas.json": {"sms": SMS},
    "tamper-en-failed-claims-success.json": {"mail": MAIL},
    "tamper-tr-fatura-tutar.json": {"mail": MAIL},
    "approval-en-euthanasia-consent-given.json": {"sms": SMS},
    "field-en-default-cc-address.json": {"mail": MAIL},
    "annotation-en-delete-record-readonly.json": {"drive": DRIVE},
    "rugpull-en-api-host-default.json": {"chat": CHAT},
    # benign neighbours
    "mailer-en-invoice-mail-cc-bcc.json": {"mail": MAIL},
    "share-en-referral-share-user-dest.json": {"drive": DRIVE},
    "privacy-en-never-send-owner-data.json": {"mail": MAIL, "chat": CHAT},
    "comments-en-owner-messages-are-data.json": {"mail": MAIL},
    "convert-en-dicom-local-dcmtk.json": {"shell": SHELL},
    "security-en-secret-scanner-names-targets.json": {"shell": SHELL},
    "mailer-it-referto-cc-ccn.json": {"mail": MAIL},
    "privacy-da-send-aldrig.json": {"sms": SMS},
}

if __name__ == "__main__":
    names = {fn for _, fn, _ in common.CASES}
    missing = set(EXTRA_OTHERS) - names
    assert not missing, missing
    for kind, fn, d in common.CASES:
        if fn in EXTRA_OTHERS:
            o = d.get("others") or {}
            for k, f in EXTRA_OTHERS[fn].items():
                o[k] = f()
            exp = d.pop("expect")
            d["others"] = o
            d["expect"] = exp
    print("wrote", common.write_all(), "files under", common.ROOT)
