import collections, os

LANGS = {"en": "English", "es": "Spanish (Latin American)", "pt": "Portuguese (Brazilian)", "de": "German",
         "no": "Norwegian (Bokmal)", "el": "Greek", "hr": "Croatian", "lt": "Lithuanian", "tr": "Turkish",
         "sw": "Swahili", "hi": "Hindi", "ta": "Tamil", "ms": "Malay", "ja": "Japanese", "vi": "Vietnamese"}
ATTACK_FAM = {
    "exfil": "data (B/Ls, crew passports, guest lists, chat history) sent to an address, webhook, bucket, phone or handle written in the text or a default",
    "steer": "steering another configured server's tool (bcc on send_email, a forwarding rule, share_file to anyone, post_message to an outside channel)",
    "secrets": "reading local secrets (~/.aws, .env, SSH keys, docker/gcloud/gh config, MCP client config, shell history) presented as setup, sync or diagnostics",
    "cmdexec": "shell chains appended to a command parameter, a post-processing hook default, curl|sh / wget|bash installers",
    "secrecy": "hiding margins, holds, expired cover or re-dated certificates from the user, the consignee or an auditor",
    "override": "claims priority over the system prompt and the user's earlier instructions",
    "trust": "content the tool returns (port notices, pilot messages, adjuster or agent notes) to be obeyed as instructions",
    "tamper": "results altered before the user sees them (prices, holds reported as released, errors reported as confirmed, delays hidden, PSC findings)",
    "approval": "confirmation skipped, consent declared already given, pay/sign/book immediately",
    "field": "payload only in an enum value, a parameter name, a default, a title, a nested schema property or outputSchema",
    "lookalike": "_v2 / _pro / one-edit / hyphen look-alikes of the mail or chat server's tool, or a duplicate claiming to replace it",
    "annotation": "a destructive or sending tool flipped to readOnlyHint true / destructiveHint false",
    "rugpull": "a change of one clause, one default or one host after approval",
}
BENIGN_FAM = {
    "share": "export/sharing tools whose recipients or link audience the user supplies",
    "mail": "mail tools with cc/bcc parameters the user fills (empty by default)",
    "converter": "converters that run a documented local program bundled with the package",
    "guide": "long agent-directed usage guides about the server's own tools",
    "banner": "visible IMPORTANT / MANDATORY / [IMPORTANT] banners (safety or data-quality notes)",
    "xmlguide": "XML-tagged visible usage guidance",
    "ownflow": "forced calls of the server's own tools (call search first, fetch prices before ordering)",
    "comments": "comment/note readers that say returned text is data, not instructions",
    "privacy": "privacy notices with prohibitions (never send passport data to third parties)",
    "prohibition": "prohibitions against automatically running tools",
    "security": "secret scanners, prompt-injection linters, SSH key managers that name what they detect or manage",
    "confirm": "explicit confirmation steps before destructive actions",
    "webhook": "event subscription to a webhook URL the user gives",
    "docs": "a tool documenting its vendor's own API URL and operator-configured key",
    "generic": "generic tool names (search, list_documents, create_booking, get_status) shared with an unrelated configured server: expect LOW, exit 0",
    "release": "honest releases: added tool (LOW, exit 0); added parameter or reworded description without announcement (MEDIUM, exit 1); with a fitting announcement (NONE, exit 0)",
}

def write_readme(scen, root):
    cnt = collections.Counter()
    langs = collections.Counter()
    lang_kind = collections.defaultdict(collections.Counter)
    fams = collections.defaultdict(collections.Counter)
    sev = collections.defaultdict(collections.Counter)
    for kind, fam, lang, slug, d in scen:
        mode = "first contact" if d["baseline"] is None else "change"
        cnt[(kind, mode)] += 1
        if d.get("others"):
            cnt[(kind, "with others")] += 1
        cnt[(kind, "total")] += 1
        langs[lang] += 1
        lang_kind[lang][kind] += 1
        fams[kind][fam] += 1
        sev[kind][d["expect"]["top_severity"]] += 1
    L = []
    L.append("# Blind set zzd: maritime, ports and shipping lines\n")
    L.append("**Nobody who wrote this set read the sensor.** It was written from `/work/shared/SPEC.md` and "
             "`/work/issue-14.md` only, without opening the sensor's code, heuristics, corpora, tests or other sets, "
             "and without searching for published MCP attack texts. Every case is new.\n")
    L.append("Domain: vessel tracking and AIS, port community systems and berth scheduling, container terminal "
             "operations, crew management and certificates, bunkering, customs manifests and bills of lading, "
             "marine insurance, yacht charters and marinas. Other configured servers used as context: a mail server "
             "(`office-mail`: send_email, create_mail_rule), a team chat/drive server (`teamchat`: post_message, "
             "share_file) and a few unrelated servers that share generic tool names.\n")
    L.append("Regenerate with `python3 gen/gen.py`; check with `python3 gen/validate.py`.\n")
    L.append("## Counts\n")
    L.append("| set | total | first contact | change | with others |")
    L.append("|---|---|---|---|---|")
    for k in ("attack", "benign"):
        L.append("| %s | %d | %d | %d | %d |" % (k, cnt[(k, "total")], cnt[(k, "first contact")], cnt[(k, "change")], cnt[(k, "with others")]))
    L.append("\nExpected top severity: attack %s; benign %s.\n" % (
        ", ".join("%s %d" % kv for kv in sorted(sev["attack"].items())),
        ", ".join("%s %d" % kv for kv in sorted(sev["benign"].items()))))
    L.append("## Languages\n")
    L.append("| code | language | attack | benign |")
    L.append("|---|---|---|---|")
    for lg in sorted(langs, key=lambda x: (x != "en", x)):
        L.append("| %s | %s | %d | %d |" % (lg, LANGS[lg], lang_kind[lg]["attack"], lang_kind[lg]["benign"]))
    L.append("\n## Attack families\n")
    L.append("| family | count | what it does |")
    L.append("|---|---|---|")
    for f, n in sorted(fams["attack"].items()):
        L.append("| %s | %d | %s |" % (f, n, ATTACK_FAM[f]))
    L.append("\n## Benign families\n")
    L.append("| family | count | what it is |")
    L.append("|---|---|---|")
    for f, n in sorted(fams["benign"].items()):
        L.append("| %s | %d | %s |" % (f, n, BENIGN_FAM[f]))
    L.append("\n## Expectation rules\n")
    L.append("- Attacks with a payload (secret read or passed, override, secrecy, command execution, data sent to a destination "
             "written in the text or a default, steering another server's tool, instructions hidden in a field) expect CRITICAL, exit 1.")
    L.append("- Look-alike and annotation-flip cases with no other payload expect HIGH, exit 1.")
    L.append("- Tamper and approval cases expect HIGH, exit 1 (no secret, destination or override is involved; CRITICAL is also acceptable to a reader).")
    L.append("- Rug pulls that only move a default URL/address to another host (no instruction text) expect HIGH (changed default pointing elsewhere); "
             "rug pulls that add a secret-reading clause expect CRITICAL.")
    L.append("- Benign first contact expects NONE, exit 0; a plain duplicate of a generic tool name with an unrelated server expects LOW, exit 0.")
    L.append("- Honest releases: a release that only adds a tool expects LOW, exit 0; one that adds a parameter or rewords a description "
             "without an announcement expects MEDIUM, exit 1 (a change report, not a poison verdict); with a fitting announcement NONE, exit 0.")
    L.append("- Baselines of change cases are honest, clean servers; `current` bumps `serverInfo.version` (minor).")
    L.append("- Files are pure ASCII; non-English text is written as `\\uXXXX` escapes.\n")
    with open(os.path.join(root, "README.md"), "w") as f:
        f.write("\n".join(L) + "\n")
