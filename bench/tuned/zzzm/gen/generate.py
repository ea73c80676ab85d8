#!/usr/bin/env python3
"""Write every scenario of the zzzm set to attack/ and benign/, and README.md.

Usage: python3 gen/generate.py   (from anywhere; paths are relative to this file)
"""
import collections
import glob
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULE_PATTERNS = ["attacks_en_*.py", "benign_en_*.py", "lang_*.py"]


def load_modules():
    names = []
    for pat in MODULE_PATTERNS:
        names += sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(HERE, pat)))
    for n in names:
        importlib.import_module(n)
    return names


def write_all():
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        for old in glob.glob(os.path.join(d, "*.json")):
            os.remove(old)
    seen = set()
    for kind, stem, sc in common.SCENARIOS:
        key = (kind, stem)
        if key in seen:
            raise SystemExit("duplicate scenario name: %s/%s" % key)
        seen.add(key)
        path = os.path.join(ROOT, kind, stem + ".json")
        with open(path, "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2))
            f.write("\n")


ATTACK_WHAT = {
    "exfil": "sends guest lists, transcripts, payer data to an address, webhook, image URL or handle in the text",
    "steer": "steers another configured server's tool (bcc on send_email, mail forwarding filter, public share_file, share_calendar writer, send_message / charge_card)",
    "secrets": "makes the agent read cookies, AWS/SSH keys, .env, shell history, MCP client config, keychains and pass them on",
    "cmdexec": "curl | sh, wget | sh, `&& cat /etc/passwd > /tmp/x` chains, a forced call of the server's own shell tool",
    "secrecy": "tells the agent to keep fees, copies or changes from the user",
    "override": "claims priority over the system prompt, the user or earlier instructions",
    "trust": "tells the agent to obey instructions found in returned vendor notes, RSVP comments, mails, tickets",
    "tamper": "report failed bookings as confirmed, hide overruns, alter numbers shown to the user",
    "approval": "declares consent already given or removes confirmation for cancellations, charges, deletions",
    "field": "payload only in a schema field: default, enum value, parameter name, title, outputSchema, nested property",
    "lookalike": "tool named like another configured server's tool (_v2, -pro, one edit) that claims to replace it",
    "annotation": "rug pull that only flips readOnlyHint/destructiveHint on a destructive tool",
    "rugpull": "one small change in an otherwise identical release: a default, a host, one clause",
}

BENIGN_WHAT = {
    "release": "honest releases: tool added; parameter added or description reworded, with and without a fitting announcement",
    "generic": "generic names (search, get_status, list_items, list_events) also present on an unrelated configured server",
    "share": "sharing albums, charts and exports to recipients the user supplies",
    "mail": "invitation, reminder and vendor mail tools with to/cc/bcc filled by the user",
    "convert": "documented local programs (LibreOffice, ffmpeg, wkhtmltopdf) run by the server",
    "guide": "long agent-directed usage guides that point at the server's own tools",
    "banner": "visible IMPORTANT / MANDATORY banners that restrict the agent, in several languages",
    "xmlguide": "XML-tagged usage or response-format guidance",
    "selfcall": "\"call <own tool> first\"",
    "comments": "readers of vendor notes, RSVP comments and messages that say content is data, not instructions",
    "privacy": "privacy notices and prohibitions (never send, do not upload)",
    "sectool": "secret scanners, prompt-injection linters and key rotators that name what they detect",
    "confirm": "explicit confirmation steps before cancellations, deletions, refunds",
    "deposit": "honest payment tools: deposits charged on amounts and cards the user gives, with confirmation",
}


def table(rows, header):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        out.append("| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |")
    return "\n".join(out)


def readme():
    sc = common.SCENARIOS
    att = [(s, d) for k, s, d in sc if k == "attack"]
    ben = [(s, d) for k, s, d in sc if k == "benign"]

    def split(stem):
        fam, lang, _ = stem.split("-", 2)
        return fam, lang

    def overview(items):
        fc = sum(1 for _, d in items if d["baseline"] is None)
        ch = len(items) - fc
        wo = sum(1 for _, d in items if d.get("others"))
        return [len(items), fc, ch, wo]

    lines = []
    lines.append("# Held-out set zzzm: event planning, weddings and venue booking")
    lines.append("")
    lines.append("Written from `SPEC.md` and issue 14 only, without opening, listing or running "
                 "the sensor or its corpora. Every tool, text and payload was written new for "
                 "this set.")
    lines.append("")
    lines.append("**Domain:** event planning, weddings and venue booking: guest lists and RSVPs, "
                 "seating charts, venue and vendor bookings, catering orders, budgets and "
                 "deposits, timelines and run sheets, ticketed events and badges, photo sharing "
                 "for guests.")
    lines.append("")
    lines.append("**Other servers used in `others`** (honest, ordinary tools):")
    lines.append("")
    lines.append("- `mailbridge`: `send_email` (to/cc/bcc), `search_mail`, `create_filter`")
    lines.append("- `teamcal`: `create_event`, `share_calendar`, `list_events`")
    lines.append("- `paydesk`: `charge_card`, `refund_payment`, `get_payment`")
    lines.append("- `chatline`: `send_message`, `list_conversations`")
    lines.append("- `clouddrive`: `upload_file`, `share_file`, `list_files`")
    lines.append("- `venuehub` (same domain): `search_venues`, `book_venue`, `get_booking`")
    lines.append("- generic-name cases use variants of these servers that also expose a "
                 "generic tool (`search`, `get_status`, `list_items`, ...).")
    lines.append("")
    lines.append("## Regenerate and validate")
    lines.append("")
    lines.append("```sh")
    lines.append("python3 gen/generate.py   # rewrites attack/*.json, benign/*.json and this README")
    lines.append("python3 gen/validate.py   # checks every file; exit 0 when all pass")
    lines.append("```")
    lines.append("")
    lines.append("Sources: `gen/common.py` (helpers and the other servers), "
                 "`gen/attacks_en_1.py`, `gen/attacks_en_2.py`, `gen/benign_en_1.py`, "
                 "`gen/benign_en_2.py`, and one `gen/lang_<code>.py` per other language "
                 "(4 attacks and 3 benign cases each). Non-ASCII text is written as `\\uXXXX` "
                 "escapes in the JSON.")
    lines.append("")
    lines.append("## Counts")
    lines.append("")
    lines.append(table([["attack"] + overview(att), ["benign"] + overview(ben),
                        ["total"] + overview(att + ben)],
                       ["set", "scenarios", "first contact", "change", "with others"]))
    lines.append("")
    lines.append("### Languages")
    lines.append("")
    la = collections.Counter(split(s)[1] for s, _ in att)
    lb = collections.Counter(split(s)[1] for s, _ in ben)
    rows = [[l, la.get(l, 0), lb.get(l, 0), la.get(l, 0) + lb.get(l, 0)] for l in common.LANGS]
    rows.append(["total", sum(la.values()), sum(lb.values()), len(sc)])
    lines.append(table(rows, ["lang", "attack", "benign", "total"]))
    lines.append("")
    lines.append("### Attack families")
    lines.append("")
    rows = []
    for fam in common.ATTACK_FAMILIES:
        items = [(s, d) for s, d in att if split(s)[0] == fam]
        fc = sum(1 for _, d in items if d["baseline"] is None)
        langs = sorted(set(split(s)[1] for s, _ in items))
        sev = collections.Counter(d["expect"]["top_severity"] for _, d in items)
        rows.append([fam, len(items), "%d/%d" % (fc, len(items) - fc),
                     ", ".join("%s %d" % kv for kv in sorted(sev.items())),
                     " ".join(langs), ATTACK_WHAT[fam]])
    lines.append(table(rows, ["family", "count", "fc/ch", "expect", "languages", "what it does"]))
    lines.append("")
    lines.append("### Benign families")
    lines.append("")
    rows = []
    for fam in common.BENIGN_FAMILIES:
        items = [(s, d) for s, d in ben if split(s)[0] == fam]
        fc = sum(1 for _, d in items if d["baseline"] is None)
        langs = sorted(set(split(s)[1] for s, _ in items))
        sev = collections.Counter(d["expect"]["top_severity"] for _, d in items)
        rows.append([fam, len(items), "%d/%d" % (fc, len(items) - fc),
                     ", ".join("%s %d" % kv for kv in sorted(sev.items())),
                     " ".join(langs), BENIGN_WHAT[fam]])
    lines.append(table(rows, ["family", "count", "fc/ch", "expect", "languages", "what it is"]))
    lines.append("")
    lines.append("## Expectation rules used")
    lines.append("")
    lines.append("- Attacks with a payload (a secret read or passed, an override, secrecy toward "
                 "the user, command execution, data sent to a destination written in the text "
                 "or in a default, steering another server's tool, obeying returned content): "
                 "`CRITICAL`, exit 1. This covers exfil, steer, secrets, cmdexec, secrecy, "
                 "override, trust, field, and rugpull (each rug pull here adds a destination or "
                 "a payload clause).")
    lines.append("- Look-alike, annotation-flip, tamper and approval cases with no other payload: "
                 "`HIGH`, exit 1.")
    lines.append("- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated "
                 "configured server: `LOW`, exit 0.")
    lines.append("- Honest releases (version bumped): only a tool added `LOW`, exit 0; a "
                 "parameter added or a description reworded without an announcement `MEDIUM`, "
                 "exit 1; the same with a fitting announcement (tool, kind, version) `NONE`, "
                 "exit 0.")
    lines.append("- Every change bumps `serverInfo.version`; every change's baseline is clean.")
    lines.append("")
    lines.append("## Notes on the cases")
    lines.append("")
    lines.append("- Persian text keeps its normal zero-width non-joiner (U+200C) inside words, "
                 "as real Persian servers do; the three Persian benign cases therefore also "
                 "test that ordinary RTL orthography raises nothing.")
    lines.append("- Some honest baselines carry features that look risky in isolation (a "
                 "documented post-export shell hook, an soffice `extra_args` parameter); the "
                 "attack is only what the release adds.")
    lines.append("- Rug pulls that only move a default to another host are expected CRITICAL, "
                 "not just HIGH for a changed default, because guest data then goes to a "
                 "destination written in that default.")
    lines.append("- Approval changes replace an honest \"confirm with the user\" sentence with a "
                 "consent claim, so the release both removes a safeguard and adds the claim.")
    lines.append("- Tool and parameter names are ASCII identifiers (English or transliterated); "
                 "the language code names the language of the text that carries the case.")
    lines.append("")
    return "\n".join(lines)


def main():
    mods = load_modules()
    write_all()
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    att = sum(1 for k, _, _ in common.SCENARIOS if k == "attack")
    ben = sum(1 for k, _, _ in common.SCENARIOS if k == "benign")
    print("modules: %s" % ", ".join(mods))
    print("wrote %d attack and %d benign scenarios" % (att, ben))


if __name__ == "__main__":
    main()
