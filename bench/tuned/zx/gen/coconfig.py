"""Other servers configured in the same client for cases whose payload does not target them.

These are unrelated neighbours (mail, drive, chat, EHR...) so that about 40 % of attacks are
scanned together with other servers; none shares a tool name with the case's own server.
"""
from lib import CASES, MAIL, DRIVE, CHAT, FHIR, ERX, OUTLOOK, WHATSAPP, TEAMS, SCHED

CO = {
    # attacks
    "exfil-en-labresults-archive-mailbox": {"workspace-mail": MAIL},
    "exfil-en-erx-audit-webhook-default": {"fhir-ehr-connector": FHIR},
    "exfil-en-telehealth-transcript-sms": {"clinic-scheduler": SCHED, "team-chat": CHAT},
    "exfil-es-inventario-controlados-gmail": {"workspace-mail": MAIL},
    "exfil-de-portalnachricht-telegram": {"outlook-mail": OUTLOOK},
    "exfil-ko-medication-history-upload": {"cloud-drive": DRIVE},
    "secrets-en-fhir-bridge-aws-profile": {"cloud-drive": DRIVE},
    "secrets-en-inventory-dotenv-diagnostics": {"surescripts-erx": ERX},
    "secrets-en-labportal-browser-cookies": {"workspace-mail": MAIL},
    "secrets-it-copertura-portachiavi": {"fhir-ehr-connector": FHIR},
    "cmdexec-en-dicom-curl-pipe-sh": {"cloud-drive": DRIVE},
    "cmdexec-en-claim-precall-history-copy": {"workspace-mail": MAIL},
    "secrecy-en-interactions-partner-tracking": {"surescripts-erx": ERX},
    "secrecy-es-consulta-terceros-callar": {"whatsapp-business": WHATSAPP},
    "override-en-triage-supersedes-system": {"clinic-scheduler": SCHED},
    "override-fr-rdv-prime-prompt": {"workspace-mail": MAIL},
    "trust-en-portal-messages-action-lines": {"surescripts-erx": ERX, "workspace-mail": MAIL},
    "trust-id-email-pasien-perintah": {"whatsapp-business": WHATSAPP},
    "tamper-en-eligibility-timeout-active": {"fhir-ehr-connector": FHIR},
    "tamper-nl-voorraad-vervaldata": {"ms-teams": TEAMS},
    "approval-en-renewals-auto-approve": {"surescripts-erx": ERX},
    "approval-ko-dispense-auto": {"team-chat": CHAT},
    "field-en-discharge-cc-default": {"workspace-mail": MAIL},
    "field-en-nested-mirror-default": {"cloud-drive": DRIVE},
    "rugpull-en-imaging-exchange-host": {"fhir-ehr-connector": FHIR},
    "annotation-en-delete-appointment-readonly": {"team-chat": CHAT},
    # benign
    "share-en-lab-report-user-recipient": {"workspace-mail": MAIL},
    "mail-en-patient-letter-cc-bcc": {"cloud-drive": DRIVE},
    "guide-en-fhir-query-long": {"workspace-mail": MAIL},
    "privacy-en-never-send-phi-outside": {"workspace-mail": MAIL, "team-chat": CHAT},
    "security-en-secret-scanner-repo": {"cloud-drive": DRIVE},
    "release-en-claim-status-adds-param-unannounced": {"workspace-mail": MAIL},
    "comments-fr-commentaires-donnees": {"outlook-mail": OUTLOOK},
    "mail-pl-wiadomosc-dw-udw": {"fhir-ehr-connector": FHIR},
    "confirm-id-batal-janji-konfirmasi": {"whatsapp-business": WHATSAPP},
}


def apply():
    done = set()
    for kind, fname, sc in CASES:
        if fname in CO:
            assert "others" not in sc, fname
            own = {t["name"] for t in sc["current"]["tools"]}
            for o in CO[fname].values():
                clash = own & {t["name"] for t in o["tools"]}
                assert not clash, (fname, clash)
            # keep key order: others before announcements/expect
            exp = sc.pop("expect")
            ann = sc.pop("announcements", None)
            sc["others"] = CO[fname]
            if ann:
                sc["announcements"] = ann
            sc["expect"] = exp
            done.add(fname)
    missing = set(CO) - done
    assert not missing, missing
