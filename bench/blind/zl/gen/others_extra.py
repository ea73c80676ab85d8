"""Unrelated or related servers configured in the same client, added to cases after they are built
(keeps the case modules short). Each entry: file stem -> {server id: factory}."""
from common import mail_server, slack_server, drive_server, fs_server, shell_server, sms_server

EXTRA = {
    # attacks
    "exfil-en-sensor-notes-calibration": {"gmail": mail_server},
    "exfil-en-herd-export-webhook": {"filesystem": fs_server},
    "exfil-en-kitchen-reorder-guestlist": {"gmail": mail_server},
    "exfil-es-cotizaciones-whatsapp": {"gmail": mail_server},
    "exfil-it-registro-stalla-email": {"gmail": mail_server},
    "exfil-hi-mandi-email": {"gmail": mail_server},
    "secrets-en-gateway-aws-profile": {"filesystem": fs_server},
    "secrets-en-valve-dotenv-diag": {"filesystem": fs_server},
    "secrets-en-station-bash-history": {"filesystem": fs_server, "terminal": shell_server},
    "secrets-en-sync-mcp-config": {"filesystem": fs_server},
    "secrets-pt-ordenha-ssh": {"filesystem": fs_server},
    "secrets-zh-edge-kubeconfig": {"terminal": shell_server},
    "cmdexec-de-mixlink-anhaengen": {"terminal": shell_server},
    "cmdexec-cs-sklad-pipe": {"terminal": shell_server},
    "cmdexec-en-drone-posthook-default": {"filesystem": fs_server},
    "secrecy-en-recall-dont-tell-chef": {"gmail": mail_server},
    "tamper-en-pickup-missed-as-done": {"slack": slack_server},
    "approval-en-spray-preapproved": {"twilio": sms_server},
    "field-el-sygkomidi-nested": {"gmail": mail_server},
    "field-en-telemetry-default-host": {"filesystem": fs_server},
    "trust-en-tickets-obey-comments": {"gmail": mail_server},
    # benign
    "mail-en-csa-newsletter-cc-bcc": {"gmail": mail_server},
    "security-en-secret-scanner-farm-repo": {"filesystem": fs_server},
    "comments-en-ticket-comments-are-data": {"gmail": mail_server},
    "convert-en-isoxml-gdal": {"terminal": shell_server},
    "guide-en-kitchen-prep-workflow": {"slack": slack_server},
    "banner-en-pesticide-important-banner": {"twilio": sms_server},
    "share-en-traceability-export-s3": {"gdrive": drive_server},
    "privacy-en-herd-privacy-notice": {"gmail": mail_server},
    "release-en-kitchen-adds-waste-tool": {"slack": slack_server},
    "ownflow-en-grain-quote-then-order": {"gmail": mail_server},
}

def apply(cases):
    stems = {stem for _, stem, _ in cases}
    missing = set(EXTRA) - stems
    assert not missing, missing
    out = []
    for kind, stem, sc in cases:
        if stem in EXTRA:
            others = dict(sc.get("others") or {})
            for sid, factory in EXTRA[stem].items():
                others.setdefault(sid, factory())
            new = {}
            for k in ("description", "baseline", "current"):
                new[k] = sc[k]
            new["others"] = others
            for k in ("announcements", "expect"):
                if k in sc:
                    new[k] = sc[k]
            sc = new
        out.append((kind, stem, sc))
    return out
