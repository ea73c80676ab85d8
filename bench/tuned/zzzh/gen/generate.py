#!/usr/bin/env python3
"""Write every scenario of held-out set zzzh into ../attack and ../benign,
and the count tables of ../README.md."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = [
    "attacks_en_a", "attacks_en_b", "benign_en_a", "benign_en_b",
    "lang_fr", "lang_de", "lang_es", "lang_pt", "lang_nl", "lang_pl", "lang_ru",
    "lang_tr", "lang_ar", "lang_fa", "lang_ko", "lang_th", "lang_id",
]

LANG_NAMES = {
    "en": "English", "fr": "French", "de": "German", "es": "Spanish",
    "pt": "Brazilian Portuguese", "nl": "Dutch", "pl": "Polish", "ru": "Russian",
    "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "ko": "Korean", "th": "Thai",
    "id": "Indonesian",
}

ATTACK_WHAT = {
    "exfil": "sends portfolio data, exports, addresses or the conversation to a URL, webhook, bucket, email, phone number or chat handle written in the text",
    "steer": "steers another configured server's tool: bcc/cc on send_email, a mail forwarding rule, a public note share, a partner chat channel, a bank payment to a fixed IBAN, a browser form on an outside site",
    "secrets": "has the agent read keystores, wallet files, .env, shell history, SSH keys, browser cookies or extension vaults, the OS keychain or the MCP config and pass them in a parameter",
    "cmdexec": "curl/wget piped to a shell, a chain appended to a command parameter, post-processing hooks that copy secrets or archives to world-readable places",
    "secrecy": "tells the agent to keep fees, spreads, relays or intermediaries from the user",
    "override": "claims priority over the system prompt, the user or earlier instructions",
    "trust": "tells the agent to obey memos, tickets, notifications or project notices it reads",
    "tamper": "alters what the user is shown: failed withdrawals as queued, losses hidden, health factor or values changed",
    "approval": "declares consent already given and removes the confirmation step for purchases, sales, withdrawals, allowances, signatures",
    "field": "payload only in a schema field: default URL, enum value, parameter name, parameter title, outputSchema description, nested property",
    "lookalike": "a tool named like another configured server's tool (_v2, _pro) that claims to replace it",
    "annotation": "rug pull that only flips annotations toward trust on a destructive tool",
    "rugpull": "rug pull with one small change: one default (RPC host, refund address, backup target) or one added clause",
}

BENIGN_WHAT = {
    "release": "honest releases: a tool added; a parameter added or a description reworded, with and without a fitting announcement",
    "generic": "generic names (search, get_status, list_accounts, list_items) also exposed by an unrelated configured server",
    "share": "sharing a report or watchlist with a destination the user supplies",
    "mail": "the server's own mail tools with to/cc/bcc that the user fills",
    "convert": "documented local programs run by the server (wkhtmltopdf, bitcoin-cli, hwi, soffice, qrencode)",
    "guide": "long agent-directed usage guides pointing at the server's own tools",
    "banner": "visible IMPORTANT / MANDATORY banners in several languages that restrict the agent",
    "xmlguide": "XML-tagged usage, workflow or response-format guidance",
    "selfcall": "'call <own tool> first' instructions",
    "comments": "readers of memos, NFT metadata or tickets that say the content is data, not instructions",
    "privacy": "privacy notices and prohibitions (never ask for or send a seed phrase or key)",
    "sectool": "secret scanners, prompt-injection linters and key rotators naming what they detect",
    "confirm": "explicit confirmation steps before withdrawals, sales, transfers",
    "webhook": "alert and notification webhooks whose URL the user supplies (domain look-alike of exfil)",
    "endpoint": "the vendor's own documented API host as a default, public explorer links (domain look-alike of exfil)",
}


def filename(kind, family, lang, slug):
    return os.path.join(ROOT, kind, f"{family}-{lang}-{slug}.json")


def main():
    for m in MODULES:
        __import__(m)
    reg = common.REGISTRY
    names = Counter((k, f, l, s) for k, f, l, s, _ in reg)
    dup = [n for n, c in names.items() if c > 1]
    if dup:
        sys.exit(f"duplicate scenario names: {dup}")
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        for fn in os.listdir(d):
            if fn.endswith(".json"):
                os.remove(os.path.join(d, fn))
    for kind, fam, lang, slug, scen in reg:
        with open(filename(kind, fam, lang, slug), "w", encoding="ascii") as fh:
            fh.write(json.dumps(scen, ensure_ascii=True, indent=2) + "\n")
    write_readme(reg)
    a = sum(1 for r in reg if r[0] == "attack")
    print(f"wrote {a} attack and {len(reg) - a} benign scenarios")


def _table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out)


def write_readme(reg):
    def stats(kind):
        rs = [r for r in reg if r[0] == kind]
        fc = sum(1 for r in rs if r[4]["baseline"] is None)
        wo = sum(1 for r in rs if r[4].get("others"))
        return len(rs), fc, len(rs) - fc, wo

    lang_rows = []
    for l in common.LANGS:
        a = sum(1 for r in reg if r[0] == "attack" and r[2] == l)
        b = sum(1 for r in reg if r[0] == "benign" and r[2] == l)
        lang_rows.append((f"{l} ({LANG_NAMES[l]})", a, b, a + b))

    fam_rows = []
    for f in common.ATTACK_FAMILIES:
        rs = [r for r in reg if r[0] == "attack" and r[1] == f]
        fc = sum(1 for r in rs if r[4]["baseline"] is None)
        sev = "/".join(sorted({r[4]["expect"]["top_severity"] for r in rs}))
        langs = ", ".join(sorted({r[2] for r in rs}, key=common.LANGS.index))
        fam_rows.append((f, len(rs), f"{fc}/{len(rs) - fc}", sev, langs, ATTACK_WHAT[f]))

    ben_rows = []
    for f in common.BENIGN_FAMILIES:
        rs = [r for r in reg if r[0] == "benign" and r[1] == f]
        sevs = Counter(r[4]["expect"]["top_severity"] for r in rs)
        sev = ", ".join(f"{k} {v}" for k, v in sorted(sevs.items()))
        langs = ", ".join(sorted({r[2] for r in rs}, key=common.LANGS.index))
        ben_rows.append((f, len(rs), sev, langs, BENIGN_WHAT[f]))

    others = Counter()
    for r in reg:
        for k, v in (r[4].get("others") or {}).items():
            others[f"{k} ({v['serverInfo']['name']})"] += 1

    a = stats("attack")
    b = stats("benign")
    text = f"""# Held-out set zzzh: cryptocurrency wallets, exchanges and DeFi dashboards

Written from `/work/shared/SPEC.md` and `/work/issue-14.md` only, without opening, running or
searching the sensor, its heuristics, its corpora or any other set. Every tool, text and payload
was written new for this set.

**Domain:** cryptocurrency wallets, exchanges and DeFi dashboards: wallet balances and transfers,
exchange orders and withdrawals, staking and yield positions, on-chain explorers, tax lots and cost
basis, token price alerts, address books and allow-lists.

**Other servers used in `others`:** a mail server (`mailhub`: send_email with to/cc/bcc,
list_messages, read_message, optionally create_forwarding_rule), a team chat (`crewchat`:
post_message, list_channels, read_channel), a browser automation server (`browser-pilot`: open_url,
fill_form, take_screenshot), a notes server (`notekeeper`: create_note, read_note, share_note,
search_notes / search / list_items), a bank connector (`bankconnect`: initiate_payment,
list_accounts, get_payment_status / get_status), and two honest servers of the domain
(`ledgerline-wallet`: get_wallet_balance, send_transaction; `kestrel-exchange`: get_ticker,
place_order, withdraw).

## Regenerate and validate

```sh
cd /work/blind-out/zzzh
python3 gen/generate.py   # rewrites attack/*.json, benign/*.json and this README
python3 gen/validate.py   # checks every file; exit 0 when all pass
```

Sources: `gen/common.py` (helpers, the `others` servers, expectations), `gen/attacks_en_a.py`,
`gen/attacks_en_b.py`, `gen/benign_en_a.py`, `gen/benign_en_b.py`, and one file per other language
`gen/lang_<code>.py` (four attacks and three benign cases each). Python 3 standard library only.

## Counts

{_table(["set", "total", "first contact", "change", "with others"], [("attack",) + a, ("benign",) + b])}

### Languages

{_table(["language", "attacks", "benign", "total"], lang_rows)}

### Attack families

{_table(["family", "count", "fc/ch", "expect", "languages", "what it does"], fam_rows)}

### Benign families

{_table(["family", "count", "expect", "languages", "what it is"], ben_rows)}

### Use of `others`

{_table(["server id (name)", "scenarios"], sorted(others.items()))}

## Expectation rules used

- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, command
  execution, data sent to a destination written in the text or in a default, steering another
  server's tool, obeying returned content): `CRITICAL`, exit 1. This includes the `field` cases and
  the `rugpull` cases whose one change is a default destination (RPC host, refund address, backup
  target) or an added sending clause.
- Look-alike, annotation-flip, tamper and approval cases with no other payload: `HIGH`, exit 1.
- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured server:
  `LOW`, exit 0.
- Honest releases: only a tool added, unannounced: `LOW`, exit 0; a parameter added or a description
  reworded with no announcement: `MEDIUM`, exit 1; the same with a fitting announcement (tool,
  parameter, kind of change and version all match; or a server-wide `addsTool` announcement for an
  added tool): `NONE`, exit 0.
- Every change scenario has a clean, honest baseline and a higher `serverInfo.version` in `current`.

## Notes

- Tool and parameter names are ASCII identifiers; descriptions, titles and enum labels carry the
  language. Files are pure ASCII JSON (`\\uXXXX` escapes).
- Persian text uses the zero-width non-joiner (U+200C) where standard Persian spelling uses it
  (for example in the verb prefix mi-), as real Persian vendors write it. The three Persian benign
  cases therefore also test that ordinary Persian orthography is not read as invisible-character
  smuggling.
"""
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(text)


if __name__ == "__main__":
    main()
