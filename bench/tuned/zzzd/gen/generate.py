#!/usr/bin/env python3
"""Write every scenario of held-out set zzzd into ../attack and ../benign, and the README tables.

Usage: python3 gen/generate.py   (from the set's folder or from anywhere)
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import attacks_en  # noqa: E402
import attacks_i18n  # noqa: E402
import benign_en  # noqa: E402
import benign_i18n  # noqa: E402
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

ATTACK_WHAT = {
    "exfil": "sends ledgers, payslips, invoices, the conversation to a URL, SFTP host, bucket, address, phone, WhatsApp or Telegram written in the text",
    "steer": "steers another configured server: bcc/cc on send_email, a forwarding rule, a public or outside share, an outside chat channel, a swapped IBAN on initiate_transfer or submit_return",
    "secrets": "makes the agent read browser cookies, .env, cloud credentials, shell history, SSH keys, .netrc, ELSTER PIN, the MCP client config or another server's token file into a parameter",
    "cmdexec": "shell payloads: first call a diagnostics tool with a copy-to-/tmp command, `&& curl` piped to sh in options, a font-installer hook piped to bash, `; cat /etc/shadow`, wget + chmod + run, PowerShell iwr piped to iex",
    "secrecy": "tells the agent not to mention or to hide a data transfer, a fee or a payroll shortfall from the user",
    "override": "claims priority over the system prompt and the user's earlier instructions, or says to ignore them",
    "trust": "tells the agent to obey instructions read from portal messages, bill memos, payment references, KSeF fields, customer notes",
    "tamper": "report a rejected filing or failed transfer as a success, show unbalanced reconciliations as balanced, zero out negatives, shrink a tax figure",
    "approval": "declares payments, filings, deletions or month-end close pre-approved and removes the confirmation",
    "field": "payload only in a default URL or phone, an enum value, a parameter name, a parameter title, an outputSchema description or a nested property",
    "lookalike": "initiate_transfer_v2, send-email, submit_return_pro, upload_files claiming to replace the other server's tool",
    "annotation": "a release that only flips a destructive tool to readOnlyHint true / destructiveHint false",
    "rugpull": "one changed default host, one swapped backup host, one added clause with an outside recipient, one changed default recipient",
}
BENIGN_WHAT = {
    "release": "honest releases: a tool added (with and without announcement), a parameter added, a description reworded (with and without a fitting announcement)",
    "generic": "generic names (list_transactions, search, get_status, get_balance, list_accounts) also exposed by an unrelated configured server",
    "share": "sharing a report, a document or an invoice link with a recipient the user supplies",
    "mail": "invoice, remittance and payslip mails whose to/cc/bcc the user fills or come from the record",
    "convert": "documented local programs: ImageMagick, pdftotext/tesseract, Mustang CLI + KoSIT, Ghostscript",
    "guide": "long agent-directed workflows (month-end, VAT, CA3, month close, M-Pesa) pointing at the server's own tools",
    "banner": "visible IMPORTANT / MANDATORY / WICHTIG / PFLICHT / \u91cd\u8981 / \u0647\u0627\u0645 / \u092e\u0939\u0924\u094d\u0935\u092a\u0942\u0930\u094d\u0923 banners that restrict the agent",
    "xmlguide": "`<usage>`, `<response_format>`, `<limits>`, `<instructions>`, `<step>`, `<example>` guidance",
    "selfcall": "\"call get_company_settings / get_invoice / get_counterparty / list_products first\"",
    "comments": "readers of portal messages, bill memos, client notes, support tickets that say the content is data",
    "privacy": "privacy notices: never send payslips, salary data, IDs, phone numbers outside; do not upload receipts",
    "sectool": "secret scanners, prompt-injection linters, a bank-token rotator naming what they detect",
    "confirm": "explicit confirmation steps (confirm flag, typed bank name) before destructive actions",
    "payments": "honest payment tools that pay only to verified supplier records and refuse account changes from documents",
    "docurl": "the vendor's own API host and docs URL, or a documented public service (EU VIES, NBR VAT portal)",
}


def all_scenarios():
    out = []
    for mod in (attacks_en, attacks_i18n, benign_en, benign_i18n):
        out.extend(mod.build_all())
    return out


def filename(sc):
    return "%s/%s-%s-%s.json" % (sc["_dir"], sc["_family"], sc["_lang"], sc["_slug"])


def to_record(sc):
    rec = collections.OrderedDict()
    rec["description"] = sc["description"]
    rec["baseline"] = sc["baseline"]
    rec["current"] = sc["current"]
    if sc.get("announcements"):
        rec["announcements"] = sc["announcements"]
    if sc.get("others"):
        rec["others"] = sc["others"]
    rec["expect"] = sc["expect"]
    return rec


def table(headers, rows):
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(lines)


def readme(scs):
    att = [s for s in scs if s["_dir"] == "attack"]
    ben = [s for s in scs if s["_dir"] == "benign"]

    def fc(lst):
        return sum(1 for s in lst if s["baseline"] is None)

    def oth(lst):
        return sum(1 for s in lst if s.get("others"))

    counts = table(["set", "scenarios", "first contact", "change", "with others"], [
        ["attack", len(att), fc(att), len(att) - fc(att), oth(att)],
        ["benign", len(ben), fc(ben), len(ben) - fc(ben), oth(ben)],
        ["total", len(scs), fc(scs), len(scs) - fc(scs), oth(scs)],
    ])
    lang_rows = []
    for l in LANGS:
        a = sum(1 for s in att if s["_lang"] == l)
        b = sum(1 for s in ben if s["_lang"] == l)
        lang_rows.append([l, a, b, a + b])
    lang_rows.append(["**all**", len(att), len(ben), len(scs)])
    langs = table(["lang", "attack", "benign", "total"], lang_rows)

    fam_rows = []
    for f in ATTACK_FAMILIES:
        lst = [s for s in att if s["_family"] == f]
        ls = collections.Counter(s["_lang"] for s in lst)
        fam_rows.append([f, len(lst), "%d/%d" % (fc(lst), len(lst) - fc(lst)), oth(lst),
                         lst[0]["expect"]["top_severity"] if lst else "",
                         " ".join("%s:%d" % (k, ls[k]) for k in LANGS if ls[k]), ATTACK_WHAT[f]])
    afam = table(["family", "count", "fc/ch", "others", "expect", "languages", "what it does"], fam_rows)

    brows = []
    for f in BENIGN_FAMILIES:
        lst = [s for s in ben if s["_family"] == f]
        exp = collections.Counter("%s/%d" % (s["expect"]["top_severity"], s["expect"]["exit"]) for s in lst)
        ls = collections.Counter(s["_lang"] for s in lst)
        brows.append([f, len(lst), "%d/%d" % (fc(lst), len(lst) - fc(lst)), oth(lst),
                      ", ".join("%s x%d" % (k, v) for k, v in sorted(exp.items())),
                      " ".join("%s:%d" % (k, ls[k]) for k in LANGS if ls[k]), BENIGN_WHAT[f]])
    bfam = table(["family", "count", "fc/ch", "others", "expect", "languages", "what it is"], brows)

    with open(os.path.join(HERE, "README.template.md"), encoding="utf-8") as fh:
        tpl = fh.read()
    return (tpl.replace("{{COUNTS}}", counts).replace("{{LANGS}}", langs)
            .replace("{{ATTACK_FAMILIES}}", afam).replace("{{BENIGN_FAMILIES}}", bfam))


def main():
    scs = all_scenarios()
    names = [filename(s) for s in scs]
    dup = [n for n, c in collections.Counter(names).items() if c > 1]
    if dup:
        sys.exit("duplicate file names: %s" % dup)
    for d in ("attack", "benign"):
        p = os.path.join(ROOT, d)
        os.makedirs(p, exist_ok=True)
        for f in os.listdir(p):
            if f.endswith(".json"):
                os.remove(os.path.join(p, f))
    for sc, name in zip(scs, names):
        text = json.dumps(to_record(sc), ensure_ascii=True, indent=2) + "\n"
        with open(os.path.join(ROOT, name), "w", encoding="ascii") as fh:
            fh.write(text)
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(readme(scs))
    a = sum(1 for s in scs if s["_dir"] == "attack")
    print("wrote %d attack and %d benign scenarios to %s" % (a, len(scs) - a, ROOT))


if __name__ == "__main__":
    main()
