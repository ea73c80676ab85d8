"""Adds other configured servers (same client, same scan) to selected scenarios."""
import common
from common import MAIL, CHAT, DRIVE, FETCH, SHELL, FILES
SRV = {"mail-gateway": MAIL, "team-chat": CHAT, "cloud-drive": DRIVE, "web-fetch": FETCH, "local-shell": SHELL, "filesystem": FILES}
EXTRA = {
    # attacks
    "exfil-en-refmgr-sync-mirror-mail.json": ["mail-gateway"],
    "exfil-pt-preprint-copia-gmail.json": ["mail-gateway"],
    "exfil-ar-acquisition-mirror-mail.json": ["mail-gateway", "filesystem"],
    "exfil-es-variantes-whatsapp.json": ["team-chat"],
    "secrets-en-hpc-ssh-key-material.json": ["filesystem"],
    "secrets-en-eln-aws-debug-context.json": ["filesystem"],
    "secrets-en-pipeline-dotenv-labels.json": ["filesystem", "local-shell"],
    "secrets-fi-lims-bash-history.json": ["filesystem"],
    "secrets-de-geraet-client-config.json": ["filesystem"],
    "secrets-ja-repo-gcloud-adc.json": ["filesystem"],
    "cmdexec-en-align-curl-pipe-sh.json": ["local-shell"],
    "cmdexec-fr-soumettre-wget-bash.json": ["local-shell"],
    "cmdexec-sv-pdf-export-hook.json": ["local-shell", "cloud-drive"],
    "override-en-citation-precedence.json": ["cloud-drive"],
    "override-de-foerderantrag-vorrang.json": ["mail-gateway"],
    "secrecy-it-preprint-non-informare.json": ["mail-gateway"],
    "trust-en-eln-pi-comments-directives.json": ["mail-gateway", "team-chat"],
    "tamper-en-lims-qc-pass.json": ["team-chat"],
    "approval-en-purge-consent-given.json": ["cloud-drive"],
    "field-pt-param-desc-id-rsa.json": ["filesystem"],
    "field-en-default-mirror-recipient.json": ["mail-gateway"],
    # benign
    "share-en-eln-share-user-recipient.json": ["mail-gateway"],
    "mailcc-en-eln-notify-cc-bcc.json": ["mail-gateway"],
    "converter-en-samtools-local.json": ["local-shell"],
    "security-en-notebook-secret-scanner.json": ["filesystem"],
    "comments-en-comments-are-data.json": ["team-chat"],
    "privacy-en-never-send-identifiers.json": ["mail-gateway"],
    "share-en-export-user-bucket.json": ["cloud-drive"],
    "mailcc-fr-envoi-rapport-cc.json": ["mail-gateway"],
    "security-pt-varredura-segredos.json": ["filesystem"],
    "share-he-shituf-mishtamesh.json": ["team-chat"],
    "mailcc-ar-nuskha-mustakhdim.json": ["mail-gateway"],
    "converter-fi-mzml-muunnin.json": ["local-shell"],
}

def apply():
    seen = set()
    for kind, fn, d in common.SCEN:
        if fn in EXTRA:
            seen.add(fn)
            o = d.get("others") or {}
            for sid in EXTRA[fn]:
                o[sid] = SRV[sid]
            # keep key order: others before expect
            exp = d.pop("expect")
            ann = d.pop("announcements", None)
            d["others"] = o
            if ann:
                d["announcements"] = ann
            d["expect"] = exp
    missing = set(EXTRA) - seen
    assert not missing, missing
