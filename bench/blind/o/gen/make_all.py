#!/usr/bin/env python3
"""Regenerate every case file of blind set 'o'. Deterministic: run `python3 gen/make_all.py`."""
import copy, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
from common import MAIL, FAX, SLACK, DRIVE, EHR, PAY, TEAMS, DOCUSIGN
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401  (register cases)
from describe_intl import EN
from siblings import SIBLINGS

# Other servers configured next to the case's server (the client config the agent sees).
OTHERS = {
    # attacks
    "data-exfil-en-chart-summary-hie-sync": {"ehr": EHR},
    "credential-harvest-en-telehealth-join-verification": {"gmail": MAIL},
    "payment-redirect-en-donation-settlement-iban": {"stripe": PAY},
    "secrecy-en-claims-siu-silent": {"gmail": MAIL},
    "fake-policy-en-ferpa-school-official": {"gdrive": DRIVE},
    "result-tampering-en-lab-critical-downplay": {"ehr": EHR},
    "approval-bypass-en-efile-precleared-by-counsel": {"gdrive": DRIVE},
    "field-payload-en-shipment-param-name-mirror": {"gmail": MAIL},
    "field-payload-en-interview-enum-cv-bank": {"ms365": TEAMS},
    "data-exfil-en-export-default-destination": {"ehr": EHR},
    "result-tampering-en-gpa-floor": {"gmail": MAIL},
    "secrecy-en-followup-provider-swap": {"slack": SLACK},
    "fake-policy-en-hipaa-tpo-override": {"ehr": EHR},
    "data-exfil-es-hce-respaldo": {"gmail": MAIL},
    "secrecy-de-pflegegrad-verschweigen": {"ms365": TEAMS},
    "data-exfil-nl-bsn-webhook": {"gmail": MAIL},
    "data-exfil-zh-emr-push": {"gdrive": DRIVE},
    "credential-harvest-ja-mynumber-pin": {"gmail": MAIL},
    # benign
    "record-export-en-ehr-export-user-destination": {"ehr": EHR},
    "referral-fax-en-fax-to-user-number": {"efax": FAX},
    "mail-tool-en-own-send-with-bcc": {"slack": SLACK},
    "audit-log-en-student-record-access-log": {"gdrive": DRIVE},
    "vendor-guidance-en-legal-research-long": {"gdrive": DRIVE},
    "recruiting-en-background-check-consent": {"gmail": MAIL},
    "real-estate-en-wire-fraud-warning": {"docusign": DOCUSIGN},
    "payment-payee-en-donation-fund-enum": {"stripe": PAY},
    "payment-payee-en-payout-with-iban": {"stripe": PAY},
    "release-en-fax-add-cover-templates": {"efax": FAX},
    "release-en-export-add-attachments": {"ehr": EHR},
    "record-export-es-exportar-destino-usuario": {"gmail": MAIL},
    "referral-fax-fr-fax-numero-utilisateur": {"efax": FAX},
    "referral-fax-he-fax-user-number": {"efax": FAX},
    "referral-fax-ja-fax-user-number": {"efax": FAX},
    "record-export-zh-record-export-email": {"gmail": MAIL},
    "record-export-nl-dossier-export": {"gmail": MAIL},
    "consent-notice-vi-dong-y-ung-vien": {"ms365": TEAMS},
    "credential-notice-de-keine-pin": {"gmail": MAIL},
    "security-tool-en-phi-redactor": {"slack": SLACK},
}


def main():
    stems = {stem for _, stem, _ in common.CASES}
    for k in list(OTHERS) + list(EN) + list(SIBLINGS):
        assert k in stems, "unknown stem " + k
    out = []
    for kind, stem, doc in common.CASES:
        doc = copy.deepcopy(doc)
        if stem in EN:
            doc["description"] = EN[stem]
        if stem in SIBLINGS:
            for part in ("baseline", "current"):
                if doc.get(part) is not None:
                    doc[part]["tools"].extend(copy.deepcopy(SIBLINGS[stem]))
        if stem in OTHERS:
            o = dict(doc.get("others") or {})
            o.update(copy.deepcopy(OTHERS[stem]))
            new = {"description": doc["description"], "baseline": doc["baseline"], "current": doc["current"],
                   "others": o, "expect": doc["expect"]}
            doc = new
        out.append((kind, stem, doc))
    common.CASES[:] = out
    n = common.write_all()
    print(f"wrote {n} cases to {common.OUT}")


if __name__ == "__main__":
    main()
