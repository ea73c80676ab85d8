#!/usr/bin/env python3
"""Regenerate every scenario file of the zzp set: python3 gen/generate.py"""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_xx1, attacks_xx2, benign_en, benign_xx  # noqa: F401  (register cases)

# Unrelated servers configured in the same client for some scenarios (context only; no payload targets them).
EXTRA_OTHERS = {
    "exfil-en-walklist-archive-webhook.json": ("civic-crm", common.crm_server),
    "exfil-en-rsvp-telegram-handle.json": ("workspace-mail", common.mail_server),
    "secrets-en-vanapi-key-diagnostics.json": ("cloud-drive", common.drive_server),
    "secrets-en-sync-ssh-key.json": ("team-chat", common.slack_server),
    "cmdexec-en-pdf-render-curl-sh.json": ("cloud-drive", common.drive_server),
    "secrecy-en-poll-internal-numbers.json": ("workspace-mail", common.mail_server),
    "override-en-voter-search-supersede.json": ("civic-crm", common.crm_server),
    "tamper-en-filing-errors-success.json": ("workspace-mail", common.mail_server),
    "approval-en-refund-preapproved.json": ("workspace-mail", common.mail_server),
    "field-en-output-schema-instruction.json": ("sms-gateway", common.sms_server),
    "rugpull-en-export-host-swap.json": ("cloud-drive", common.drive_server),
    "annotation-en-submit-filing-readonly.json": ("workspace-mail", common.mail_server),
    "exfil-es-padron-respaldo-correo.json": ("workspace-mail", common.mail_server),
    "exfil-pt-doacoes-pix-whatsapp.json": ("sms-gateway", common.sms_server),
    "exfil-tr-secmen-ftp-yedek.json": ("cloud-drive", common.drive_server),
    "override-no-stand-glem-regler.json": ("team-chat", common.slack_server),
    "cmdexec-tr-afis-indir-calistir.json": ("cloud-drive", common.drive_server),
    "field-sw-jina-la-parameta.json": ("sms-gateway", common.sms_server),
    "secrets-fi-tuki-historia.json": ("civic-crm", common.crm_server),
    # benign
    "share-en-walklist-share-user-email.json": ("cloud-drive", common.drive_server),
    "mailcc-en-newsletter-cc-bcc-params.json": ("workspace-mail", common.mail_server),
    "converter-en-spss-to-csv-local.json": ("cloud-drive", common.drive_server),
    "guide-en-filing-long-guide.json": ("workspace-mail", common.mail_server),
    "banner-en-important-quiet-hours.json": ("sms-gateway", common.sms_server),
    "xmlguide-en-turf-cutting-xml-guidance.json": ("civic-crm", common.crm_server),
    "comments-en-petition-comments-are-data.json": ("team-chat", common.slack_server),
    "security-en-repo-secret-scanner.json": ("cloud-drive", common.drive_server),
    "confirm-en-refund-confirmation-step.json": ("workspace-mail", common.mail_server),
    "release-en-adds-tool-only.json": ("civic-crm", common.crm_server),
    "release-en-adds-param-unannounced.json": ("team-chat", common.slack_server),
    "mailcc-es-boletin-cc-cco.json": ("workspace-mail", common.mail_server),
    "privacy-ar-khususiya-mana.json": ("sms-gateway", common.sms_server),
    "comments-nl-reacties-zijn-data.json": ("team-chat", common.slack_server),
    "security-bg-skener-tayni.json": ("cloud-drive", common.drive_server),
    "share-tl-ibahagi-listahan.json": ("workspace-mail", common.mail_server),
}


def apply_extra_others():
    found = set()
    for kind, fname, sc in common.CASES:
        if fname in EXTRA_OTHERS:
            sid, make = EXTRA_OTHERS[fname]
            others = sc.pop("others", None) or {}
            assert sid not in others, fname
            others[sid] = make()
            expect = sc.pop("expect")
            sc["others"] = others
            sc["expect"] = expect
            found.add(fname)
    missing = set(EXTRA_OTHERS) - found
    assert not missing, missing


if __name__ == "__main__":
    apply_extra_others()
    n = common.write_all()
    print("wrote %d scenario files" % n)
