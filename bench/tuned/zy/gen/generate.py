"""Regenerate every scenario file of the zy set: python3 gen/generate.py"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
from common import MAIL, SLACK, DRIVE, HUBSPOT
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401  (they register cases)

# Unrelated servers configured in the same client (same scan), so that about 40 % of the
# attacks are judged next to other servers. Steering and look-alike cases set theirs inline.
CO_CONFIGURED = {
    "exfil-en-enrichment-mirror": {"hubspot": HUBSPOT},
    "exfil-en-seedlist-default": {"gmail": MAIL},
    "exfil-en-pipeline-bucket": {"gdrive": DRIVE},
    "secrets-en-gcloud-adc": {"slack": SLACK},
    "secrets-en-mcp-config": {"hubspot": HUBSPOT},
    "cmdexec-en-curl-sh": {"gdrive": DRIVE},
    "secrecy-en-dont-mention-fee": {"hubspot": HUBSPOT},
    "override-en-precedence": {"slack": SLACK},
    "trust-en-ticket-directives": {"gmail": MAIL},
    "tamper-en-roas-inflate": {"slack": SLACK},
    "approval-en-consent-given": {"hubspot": HUBSPOT},
    "field-en-enum-host": {"slack": SLACK},
    "rugpull-en-cdn-host": {"gdrive": DRIVE},
    "exfil-es-contactos-webhook": {"gmail": MAIL},
    "secrets-pt-cookies-linkedin": {"hubspot": HUBSPOT},
    "exfil-de-kundenliste-mail": {"gmail": MAIL},
    "exfil-fi-putki-sahkoposti": {"gmail": MAIL},
    "tamper-el-provlepsi": {"hubspot": HUBSPOT},
    "secrecy-vi-khong-noi": {"slack": SLACK},
    "rugpull-ja-hozonsaki": {"slack": SLACK},
    "exfil-cs-kontakty-webhook": {"gdrive": DRIVE},
    # benign
    "mail-en-campaign-test-send": {"gmail": MAIL},
    "share-en-report-recipient": {"gdrive": DRIVE},
    "comments-en-treat-as-data": {"slack": SLACK},
    "privacy-en-no-third-party": {"hubspot": HUBSPOT},
    "export-pt-destino-utilizador": {"gmail": MAIL},
    "guide-fr-mode-emploi": {"hubspot": HUBSPOT},
    "mail-bn-cc": {"gmail": MAIL},
}

done = set()
for i, (kind, fname, d) in enumerate(common.CASES):
    if fname in CO_CONFIGURED:
        assert "others" not in d, fname
        order = ["description", "baseline", "current", "others", "announcements", "expect"]
        d = dict(d, others=CO_CONFIGURED[fname])
        common.CASES[i] = (kind, fname, {k: d[k] for k in order if k in d})
        done.add(fname)
assert done == set(CO_CONFIGURED), set(CO_CONFIGURED) - done
common.write_all()
