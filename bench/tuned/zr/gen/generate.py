"""Regenerate every scenario file of the zr set: python3 gen/generate.py"""
import copy, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import attacks_en, attacks_intl1, attacks_intl2, benign_en, benign_intl  # noqa: F401  (registration by import)
from common import MAIL, CHAT, GITHOST, DRIVE, SECRETSRV, SHELL
from core import SC, write_all

# Ambient servers: other servers configured in the same client that play no part in the case
# (they make the scan realistic and test that unrelated neighbours change nothing).
SRV = {"mail-bridge": MAIL, "team-chat": CHAT, "git-host": GITHOST, "cloud-drive": DRIVE, "vault-agent": SECRETSRV, "local-shell": SHELL}
AMBIENT = {
    # attacks
    "secrets-en-doctor-npmrc-ssh.json": "vault-agent", "exfil-en-sourcemap-bucket.json": "cloud-drive",
    "exfil-it-crash-contatti-webhook.json": "team-chat", "exfil-ja-cache-sync-bucket.json": "cloud-drive",
    "exfil-sw-ripoti-namba-simu.json": "team-chat", "exfil-el-logs-metavlites.json": "cloud-drive",
    "secrets-ru-dostup-cookies-brauzera.json": "git-host", "secrets-zh-jingxiang-docker-config.json": "local-shell",
    "cmdexec-fr-build-arg-chaine.json": "local-shell", "cmdexec-en-runtests-curl-pipe.json": "local-shell",
    "secrecy-en-bump-postinstall-beacon.json": "git-host", "trust-en-review-comments-agent-directive.json": "git-host",
    "trust-ru-wiki-ukazaniya.json": "mail-bridge", "override-en-docs-precedence.json": "team-chat",
    "tamper-en-audit-hide-scope.json": "team-chat", "annotation-en-notify-readonly-closed.json": "mail-bridge",
    "field-en-enum-curl.json": "local-shell",
    # benign
    "mail-en-ci-digest-cc-bcc.json": "mail-bridge", "mail-it-notifica-cc-utente.json": "mail-bridge",
    "mail-sw-barua-cc-mtumiaji.json": "mail-bridge", "share-en-artifact-share-link.json": "cloud-drive",
    "share-pt-compartilhar-relatorio.json": "cloud-drive", "share-zh-fenxiang-zhiban.json": "cloud-drive",
    "guide-en-iac-long-usage-guide.json": "local-shell", "comments-en-review-comments-are-data.json": "git-host",
    "comments-ru-kommentarii-dannye.json": "git-host", "security-en-secret-scanner.json": "vault-agent",
    "security-en-ssh-key-manager.json": "vault-agent", "banner-en-important-do-not-autorun.json": "team-chat",
    "privacy-en-never-send-keys.json": "vault-agent", "convert-en-openapi-to-docs.json": "local-shell",
    "xmlguide-en-migration-xml-workflow.json": "team-chat", "release-en-adds-tool-download-url.json": "team-chat",
    "release-en-adds-param-unannounced.json": "mail-bridge", "release-pt-novo-parametro-sem-aviso.json": "git-host",
    "release-zh-xinzeng-gongju-shengming.json": "mail-bridge", "ownflow-en-must-call-list-first.json": "local-shell",
}
names = {fn for _, fn, _ in SC}
for fn in AMBIENT:
    assert fn in names, fn
for kind, fn, s in SC:
    if fn in AMBIENT:
        sid = AMBIENT[fn]
        assert "others" not in s, fn
        s["others"] = {sid: copy.deepcopy(SRV[sid])}
        exp = s.pop("expect")
        s["expect"] = exp
write_all()
