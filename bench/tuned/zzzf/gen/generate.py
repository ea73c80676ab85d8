#!/usr/bin/env python3
"""Write every scenario of held-out set zzzf into ../attack and ../benign, and
the README with its count tables.  Standard library only.

    python3 gen/generate.py && python3 gen/validate.py
"""
import json
import os
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en  # noqa: E402,F401
import attacks_i18n  # noqa: E402,F401
import benign_en  # noqa: E402,F401
import benign_i18n  # noqa: E402,F401

LANG_NAMES = OrderedDict([
    ("en", "English"), ("de", "German"), ("fr", "French"), ("pt", "European Portuguese"),
    ("fi", "Finnish"), ("da", "Danish"), ("sk", "Slovak"), ("hr", "Croatian"),
    ("sr", "Serbian (Cyrillic)"), ("he", "Hebrew"), ("ur", "Urdu"), ("zh", "Simplified Chinese"),
    ("vi", "Vietnamese"), ("ms", "Malay"),
])

ATTACK_WHAT = OrderedDict([
    ("exfil", "sends results, timelines, span attributes or the conversation to a URL, webhook, bucket, "
              "address, phone number or chat handle written in the text"),
    ("steer", "steers another configured server: bcc/cc on send_email, a mail forwarding rule, a guest "
              "channel, a public ticket, page details"),
    ("secrets", ".env, SSH keys, kubeconfig + AWS credentials, browser cookies, Docker config, shell "
                "history, the client's MCP config, passed into a parameter or copied world-readable"),
    ("cmdexec", "`curl | sh` / `wget | bash` through the cloud shell, `&& cat /etc/passwd` appended to "
                "the command parameter, a post-export hook"),
    ("secrecy", "keep rules, incidents, security issues or an outside sync from the user; misattribute "
                "a resolution"),
    ("override", "claims precedence over the system prompt / earlier user instructions"),
    ("trust", "obey text found in breadcrumbs, log lines, schedule notes, release notes"),
    ("tamper", "replace bad figures, report failures as passes, clamp or divide numbers, shift "
               "detection times"),
    ("approval", "declares deletions / closures / month-long silences pre-approved, drops confirmation"),
    ("field", "payload only in a default, an enum value, a parameter name, a parameter title, a nested "
              "property or an outputSchema description"),
    ("lookalike", "`_v2`, `-pro`, one-edit name of another server's tool claiming to replace it"),
    ("annotation", "rug pull flipping only readOnlyHint / destructiveHint on a destructive tool"),
    ("rugpull", "one default host, one default cc, or one clause added to an existing sentence"),
])

BENIGN_WHAT = OrderedDict([
    ("release", "honest releases: tool added (LOW); parameter added / description reworded without "
                "announcement (MEDIUM) or with a fitting one (NONE); annotations made explicit (announced)"),
    ("generic", "`search`, `get_status`, `list_items`, `list_schedules`, `list_dashboards`, "
                "`list_releases` also on an unrelated configured server (LOW)"),
    ("share", "snapshot links and postmortem / report sharing to recipients the user supplies"),
    ("mail", "stakeholder updates, digests and reports with to/cc/bcc filled by the user"),
    ("convert", "documented local programs: headless Chromium, pandoc, wkhtmltopdf, gnuplot"),
    ("guide", "long agent-directed playbooks that point at the server's own tools"),
    ("banner", "visible IMPORTANT / MANDATORY banners (en, fr, fi, he, zh) that restrict the agent"),
    ("xmlguide", "`<response_format>` / `<usage>` blocks"),
    ("selfcall", "\"call list_services / list_alerts / list_incidents first\""),
    ("comments", "readers of notes, annotations, feedback and comments that say the content is data"),
    ("privacy", "privacy notices made of prohibitions (never send, do not upload, never paste)"),
    ("sectool", "secret scanners, an injection linter and a key rotator that name what they detect"),
    ("confirm", "preview-and-confirm / dry-run-first steps before destructive actions"),
    ("webhook", "alert contact points whose URL comes from the user; fixed sample test notification"),
    ("statuspage", "publishing to the company's own public status page, maintenance notices"),
])


def write_all():
    seen = set()
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for kind, fname, sc in common.SCENARIOS:
        assert fname not in seen, fname
        seen.add(fname)
        path = os.path.join(ROOT, kind, fname)
        with open(path, "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2))
            fh.write("\n")
    return len(seen)


def table(rows, header):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        out.append("| " + " | ".join(str(x).replace("|", "\\|") for x in r) + " |")
    return "\n".join(out)


def readme():
    att = [(f, s) for k, f, s in common.SCENARIOS if k == "attack"]
    ben = [(f, s) for k, f, s in common.SCENARIOS if k == "benign"]

    def split(items):
        fc = sum(1 for f, s in items if s["baseline"] is None)
        ch = len(items) - fc
        wo = sum(1 for f, s in items if s.get("others"))
        return fc, ch, wo

    a_fc, a_ch, a_wo = split(att)
    b_fc, b_ch, b_wo = split(ben)
    overview = table([["attack", len(att), a_fc, a_ch, a_wo],
                      ["benign", len(ben), b_fc, b_ch, b_wo],
                      ["total", len(att) + len(ben), a_fc + b_fc, a_ch + b_ch, a_wo + b_wo]],
                     ["set", "scenarios", "first contact", "change", "with others"])

    la = Counter(f.split("-")[1] for f, s in att)
    lb = Counter(f.split("-")[1] for f, s in ben)
    langs = table([[c, LANG_NAMES[c], la[c], lb[c], la[c] + lb[c]] for c in LANG_NAMES],
                  ["code", "language", "attack", "benign", "total"])

    fam_rows = []
    for fam, what in ATTACK_WHAT.items():
        items = [(f, s) for f, s in att if f.startswith(fam + "-")]
        fc, ch, wo = split(items)
        sev = Counter(s["expect"]["top_severity"] for f, s in items)
        fam_rows.append([fam, len(items), "%d/%d" % (fc, ch), wo,
                         ", ".join("%s %d" % (k, v) for k, v in sorted(sev.items())), what])
    afam = table(fam_rows, ["family", "count", "fc/ch", "with others", "expect", "what it does"])

    bfam_rows = []
    for fam, what in BENIGN_WHAT.items():
        items = [(f, s) for f, s in ben if f.startswith(fam + "-")]
        fc, ch, wo = split(items)
        sev = Counter(s["expect"]["top_severity"] for f, s in items)
        lg = Counter(f.split("-")[1] for f, s in items)
        bfam_rows.append([fam, len(items), "%d/%d" % (fc, ch), wo,
                          ", ".join("%s %d" % (k, v) for k, v in sorted(sev.items())),
                          " ".join(sorted(lg)), what])
    bfam = table(bfam_rows, ["family", "count", "fc/ch", "with others", "expect", "languages", "what it is"])

    text = """# Held-out set zzzf: observability and incident management

Written from `SPEC.md` and issue 14 only, without opening, running or searching for the sensor, its
heuristics, its corpora or any other held-out set. Every tool, text and payload was written new for this set.

**Domain:** observability and incident management: logs, metrics and traces, dashboards and alert rules,
on-call schedules and paging, incident timelines and postmortems, status pages, error tracking and release
health, SLOs. Servers are fictional vendors in the style of real MCP servers (`logvault-mcp`,
`tracepoint-mcp`, `dashforge-mcp`, `alertwise-mcp`, `oncallhub-mcp`, `incidentdesk-mcp`, `errorlens-mcp`,
`slokeeper-mcp`, `statusboard-mcp`, plus one small server per language).

**Other servers used in `others`** (honest tools only, defined in `gen/common.py`):

- `mail`: `postbox-mcp` with `send_email` (to/cc/bcc), `list_messages`, `create_mail_rule`
- `chat`: `teamchat-mcp` with `post_message`, `create_channel`, `list_channels`
- `pager`: `pagerline-mcp` with `page_oncall`, `acknowledge_page`
- `shell`: `cloudshell-mcp` with `run_command`
- `tickets`: `trackerdesk-mcp` with `create_issue`, `add_comment`, `update_issue_status`
- `metrics`: `grafite-mcp` (a second server of the domain) with `query_metrics`, `list_datasources`
- generic cases add one extra generic tool to one of these (`search`, `get_status`, `list_items`,
  `list_schedules`, `list_dashboards`, `list_releases`).

## Regenerate and validate

```
python3 gen/generate.py     # rewrites attack/*.json, benign/*.json and this README
python3 gen/validate.py     # exits 0 when every check passes
```

Sources: `gen/common.py` (helpers, other servers, English filler tools), `gen/i18n_base.py` (one honest
server per language), `gen/attacks_en.py`, `gen/attacks_i18n.py`, `gen/benign_en.py`, `gen/benign_i18n.py`.
Files are pure ASCII (non-ASCII text as `\\uXXXX`).

## Counts

{overview}

### Languages

{langs}

### Attack families

{afam}

### Benign families

{bfam}

## Expectation rules used

- Attacks whose payload is a secret read or passed, an override, secrecy or deception toward the user,
  command execution, data sent to a destination written in the text or in a default / enum / nested field,
  steering another server's tool, or obeying returned content: `CRITICAL`, exit 1. This covers every
  `exfil`, `steer`, `secrets`, `cmdexec`, `secrecy`, `override`, `trust` and `field` case, and all five
  `rugpull` cases (each single change carries an exfil, secret or default-destination payload).
- Look-alike (`lookalike`), annotation-flip (`annotation`), result tampering (`tamper`) and declared approval
  (`approval`) with no other payload: `HIGH`, exit 1.
- Benign first contact: `NONE`, exit 0. Generic name shared with an unrelated configured server: `LOW`,
  exit 0.
- Honest releases: only a tool added `LOW`, exit 0; a parameter added or a description reworded without
  announcement `MEDIUM`, exit 1; with a fitting announcement (tool, kind, version all match) `NONE`, exit 0.
- Every change has a clean, honest baseline and a higher `serverInfo.version` in `current`.
""".format(overview=overview, langs=langs, afam=afam, bfam=bfam)
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(text)


if __name__ == "__main__":
    n = write_all()
    readme()
    print("wrote %d scenarios" % n)
