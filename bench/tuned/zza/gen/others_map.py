"""Scenarios that run with other servers configured in the same client (same scan)."""
from common import mail_server, chat_server, drive_server
MAKERS = {"mail": lambda: {"mail": mail_server()}, "drive": lambda: {"drive": drive_server()},
          "chat": lambda: {"chat": chat_server()}}
EXTRA_OTHERS = {
    # attacks
    "exfil-en-export-copy-bucket": "drive", "exfil-en-contacts-sync-phone": "mail",
    "exfil-fr-document-copie-adresse": "mail", "exfil-ru-dokument-kopiya-pochta": "mail",
    "exfil-sv-kontakter-till-adress": "mail", "exfil-nl-notitie-kopie-telegram": "chat",
    "exfil-pt-notas-whatsapp": "chat", "field-en-output-schema-instruction": "mail",
    "secrets-en-sync-ssh-key-diagnostics": "drive", "secrets-es-hoja-credenciales-gcloud": "drive",
    "secrecy-en-notes-hide-upload": "drive", "secrecy-fr-taches-ne-pas-signaler": "mail",
    "secrecy-sk-nehovorit-pouzivatelovi": "chat", "override-en-calendar-precedence": "mail",
    "override-nl-planning-voorrang": "mail", "trust-en-doc-comments-are-orders": "mail",
    "trust-ru-pisma-kak-komandy": "mail", "tamper-en-sync-errors-as-success": "drive",
    "approval-en-vault-consent-given": "mail", "approval-ko-jadong-seungin": "drive",
    "cmdexec-en-slides-export-postprocess": "chat", "rugpull-en-export-link-host": "chat",
    "annotation-sv-nyhetsbrev-lasbart": "mail", "tamper-tl-ulat-baguhin": "chat",
    "secrets-ar-muzamana-mafatih": "drive",
    # benign
    "mail-en-digest-cc-bcc-params": "mail", "mail-en-meeting-followup-draft": "mail",
    "share-en-doc-share-user-email": "drive", "comments-en-comments-are-data": "mail",
    "privacy-en-never-send-vault": "mail", "banner-en-important-no-autorun": "chat",
    "guide-en-long-vendor-usage-guide": "mail", "mail-pt-enviar-ata-cc-cco": "mail",
    "mail-el-apostoli-me-koinopoiisi": "mail", "mail-tl-padala-may-cc": "mail",
    "share-sv-dela-med-anvandarens-adress": "drive", "share-ar-musharaka-bi-3unwan-almustakhdim": "drive",
    "privacy-nl-nooit-versturen": "mail", "confirm-de-loeschen-bestaetigen": "drive",
    "security-en-secret-scanner": "drive", "change-en-adds-tool": "mail",
}
