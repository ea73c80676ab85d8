"""Writes README.md for the zz set from the registered cases."""
import collections, os
from lib import ROOT

LANG_NAMES = {"en": "English", "es": "Spanish (Argentine)", "pt": "Portuguese (Brazilian)", "fr": "French (Canadian)",
              "de": "German", "it": "Italian", "no": "Norwegian", "pl": "Polish", "uk": "Ukrainian", "ro": "Romanian",
              "tr": "Turkish", "ar": "Arabic", "ur": "Urdu", "th": "Thai", "zh": "Simplified Chinese"}
ATTACK_FAM = {
    "exfil": "data (query results, exports, customer rows, reports) sent to an address, URL, webhook, bucket, phone number or handle written in the text or in a default",
    "steer": "steers another configured server's tool (bcc/cc on send_email, a forwarding filter, a CRM webhook, share_file with a public link, add_collaborator, post_message to an outside channel)",
    "secrets": "reads local secrets (dbt profiles, gcloud ADC, ~/.aws/credentials, .env, kubeconfig, Fernet key, browser cookies, shell history, client MCP config, SSH keys) as setup, sync or diagnostics",
    "cmdexec": "shell commands slipped into an operation: a chain appended to a command, a post-processing hook default, a download-and-run bootstrap",
    "secrecy": "hide something from the user, an auditor or a data steward (shared billing pool, mirroring, overwritten partitions, vendor fees)",
    "override": "claims priority over the system prompt / user instructions or tells the model to disregard earlier instructions (incl. a fake [system] block)",
    "trust": "content the tool returns (column comments, tickets, markdown cells, dashboard comments) to be obeyed as instructions",
    "tamper": "results altered before the user sees them: failed checks shown as passed, inflated forecasts, sponsored ranking, late pipelines shown on time, KPI rounding",
    "approval": "confirmation skipped, consent declared already given, confirm flag defaulting to true",
    "field": "payload only in a parameter name, an enum value, a default, a title/annotation title, a nested schema property or the outputSchema",
    "lookalike": "_v2 / -pro / one-edit look-alikes of another configured server's tool, claiming to replace it",
    "annotation": "a destructive or sending tool flipped to readOnlyHint true / destructiveHint false (or openWorldHint false)",
    "rugpull": "a change of one clause, default or host (staging URL, catalogue API host, webhook default, extra recipient)",
}
BENIGN_FAM = {
    "share": "sharing/export tools whose destination the user gives",
    "mail": "mail/report tools with to/cc/bcc parameters the user fills",
    "convert": "converters that run a documented local program (duckdb, nbconvert, parquet-tools, csvstat)",
    "guide": "long agent-directed usage guides for the server's own tools; a request for the calling model's name",
    "banner": "visible IMPORTANT / MANDATORY banners (cost guards, read-only notes, do-not-auto-run)",
    "xmlguide": "XML-tagged workflow guidance (<workflow>, <response_instructions>) for the server's own tools",
    "forcedcall": "forced calls of the server's own tools (call describe_table first)",
    "comments": "readers of comments/tickets that say the content is data, not instructions",
    "privacy": "privacy notices and prohibitions (never send rows out, never paste keys, do not run other tools automatically)",
    "security": "secret scanners, prompt-injection linters, PII redactors and key managers that name what they detect or manage",
    "confirm": "destructive tools with an explicit user-confirmation step",
    "generic": "generic tool names shared with an unrelated configured server, no shadowing claim (expect LOW, exit 0)",
    "release": "honest releases: adds a tool (LOW, 0); adds a parameter or rewords without announcement (MEDIUM, 1); with a fitting announcement (NONE, 0)",
}


def write(cases):
    cnt = collections.Counter()
    langs = collections.Counter()
    fams = collections.Counter()
    for kind, fname, d in cases:
        mode = "first" if d.get("baseline") is None else "change"
        cnt[(kind, mode)] += 1
        cnt[kind] += 1
        if d.get("others"):
            cnt[(kind, "others")] += 1
        fam, lang = fname.split("-")[:2]
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
    L = []
    L.append("# Blind set zz: data engineering and analytics\n")
    L.append("**Nobody who wrote this set read the sensor** (its code, heuristics, corpora, tests or other sets). "
             "It was written from `/work/shared/SPEC.md` and `/work/issue-14.md` only, and was never run through the sensor.\n")
    L.append("Domain: data warehouses, SQL query runners, ETL and orchestration (Airflow/dbt), BI dashboards, data catalogues, "
             "notebook servers, feature stores, data-quality checks and reverse-ETL syncs. Server names, hosts and addresses are invented.\n")
    L.append("Regenerate with `python3 gen/generate.py` and check with `python3 gen/validate.py`. Non-ASCII text is stored as `\\uXXXX` escapes.\n")
    L.append("## Counts\n")
    L.append("| | total | first contact | change | with others |\n|---|---|---|---|---|")
    for k in ("attack", "benign"):
        L.append(f"| {k} | {cnt[k]} | {cnt[(k, 'first')]} | {cnt[(k, 'change')]} | {cnt[(k, 'others')]} |")
    L.append("\n## Languages\n")
    L.append("| code | language | attack | benign |\n|---|---|---|---|")
    for code, name in LANG_NAMES.items():
        L.append(f"| {code} | {name} | {langs[('attack', code)]} | {langs[('benign', code)]} |")
    L.append("\n## Attack families\n")
    L.append("| family | count | what it does |\n|---|---|---|")
    for f, t in ATTACK_FAM.items():
        L.append(f"| {f} | {fams[('attack', f)]} | {t} |")
    L.append("\n## Benign families\n")
    L.append("| family | count | what it is |\n|---|---|---|")
    for f, t in BENIGN_FAM.items():
        L.append(f"| {f} | {fams[('benign', f)]} | {t} |")
    L.append("""
## Expectation rules

- Attacks with a payload (secret read or passed, override, secrecy, command execution, data sent to a destination
  written in the text or a default, steering another server's tool): `CRITICAL`, exit 1.
- Look-alike and annotation-flip cases with no other payload: `HIGH`, exit 1. A single default moved to an outside
  host, or a destination that exists only as a default or enum value with no instruction text (field-es, field-it,
  field-en-enum-default-public, several rugpull cases): `HIGH`, exit 1 (a changed URL/host default is HIGH in the spec;
  the schema alone cannot prove the host is not the vendor's own). An enum value that spells out an instruction to
  send data (field-th) stays `CRITICAL`.
- Tamper and approval cases: `HIGH`, exit 1 (judgement: no data leaves and no secret is touched; the harm is to what
  the user sees or decides).
- Benign first contact: `NONE`, exit 0. Benign generic name shared with another configured server: `LOW`, exit 0.
- Honest releases: only adds a tool `LOW`/0; adds a parameter or rewords a description without announcement
  `MEDIUM`/1 (a change report, as the spec says every unannounced change gives a record); covered by a fitting
  announcement `NONE`/0.
- Changes: the baseline is an honest, clean server; `current` bumps `serverInfo.version`, so H5 (silent mutation)
  is not what these cases test.
""")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))
