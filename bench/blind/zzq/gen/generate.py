#!/usr/bin/env python3
"""Regenerates every scenario of the zzq set: python3 gen/generate.py"""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401  (they register scenarios)
# A client rarely runs one server alone: these scenarios also carry unrelated servers
# configured in the same client (no shared tool names, nothing the case depends on).
EXTRA_OTHERS = {
    "exfil-en-inverter-diagnostics-bundle.json": common.MAIL,
    "exfil-en-tariff-mirror-default.json": common.DRIVE,
    "exfil-en-charger-coach-context.json": common.EVHUB,
    "exfil-en-installer-telegram-handle.json": common.CHAT,
    "exfil-de-wallbox-ladeprotokoll.json": common.MAIL,
    "exfil-pl-faktury-bucket.json": common.DRIVE,
    "exfil-ko-charge-history-webhook.json": common.SMS,
    "secrets-en-fleet-aws-profile.json": common.DRIVE,
    "secrets-en-thermostat-client-config.json": common.MAIL,
    "secrets-it-portachiavi-installatore.json": common.MAIL,
    "secrets-hr-ssh-kljuc-pristupnik.json": common.CHAT,
    "cmdexec-en-bms-log-export.json": common.CHAT,
    "cmdexec-zh-convert-postprocess.json": common.EVHUB,
    "secrecy-en-tariff-lockin.json": common.MAIL,
    "secrecy-es-penalizacion-oculta.json": common.MAIL,
    "override-en-charge-to-full.json": common.EVHUB,
    "override-ko-ignore-earlier.json": common.CHAT,
    "trust-en-ticket-tech-comments.json": common.MAIL,
    "trust-ru-pisma-postavshika.json": common.MAIL,
    "tamper-en-fault-as-success.json": common.EVHUB,
    "approval-en-firmware-consent-given.json": common.CHAT,
    "field-en-outputschema-note.json": common.MAIL,
    "field-he-enum-yaad.json": common.SMS,
    "rugpull-en-upload-host-lookalike.json": common.DRIVE,
    "sharing-en-production-csv-email.json": common.MAIL,
    "sharing-en-dashboard-invite.json": common.DRIVE,
    "mailcc-en-installer-quote-email.json": common.MAIL,
    "ownflow-en-charger-list-first.json": common.EVHUB,
    "comments-en-ticket-comments-data.json": common.MAIL,
    "guide-en-battery-optimizer-guide.json": common.CHAT,
    "mailcc-it-preventivo-cc.json": common.MAIL,
    "sharing-es-compartir-informe.json": common.MAIL,
    "security-en-secret-scanner.json": common.DRIVE,
    "release-en-adds-forecast-tool.json": common.CHAT,
}
found = set()
for kind, fn, sc in common.SCEN:
    if fn in EXTRA_OTHERS:
        assert not sc.get("others"), fn
        o = EXTRA_OTHERS[fn]()
        # keep key order: others before expect
        exp = sc.pop("expect"); ann = sc.pop("announcements", None)
        sc["others"] = o
        if ann: sc["announcements"] = ann
        sc["expect"] = exp
        found.add(fn)
assert found == set(EXTRA_OTHERS), set(EXTRA_OTHERS) - found
print("wrote", common.write_all(), "files")
