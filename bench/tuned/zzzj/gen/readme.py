"""Write README.md for the set from the registered scenarios."""
import os
from collections import Counter

from common import ROOT, LANGS, ATTACK_FAMILIES, BENIGN_FAMILIES

LANG_NAMES = {
    "en": "English", "de": "German", "fr": "French", "es": "Spanish", "da": "Danish",
    "fi": "Finnish", "sk": "Slovak", "hr": "Croatian", "bg": "Bulgarian",
    "sr": "Serbian (Cyrillic, one case in Latin script)", "ur": "Urdu", "bn": "Bengali",
    "zh": "Simplified Chinese", "ms": "Malay",
}

ATTACK_WHAT = {
    "exfil": "household data (snapshots, client lists, members, maps, logs, transcripts) sent to a URL, webhook, bucket, address or phone number written in the text",
    "steer": "steers another configured server: bcc/cc on send_email, a forwarding rule, public album links, outside attendees, codes sent through send_message",
    "secrets": "has the agent read SSH keys, hub secrets, browser cookies, the client's MCP config, cloud or shell credentials and pass them in a parameter",
    "cmdexec": "download-and-run, appended `&&` chains, post-processing hooks turned into shell commands",
    "secrecy": "asks the agent to keep a data flow or remote session from the user, in blunt and polite wording",
    "override": "claims priority over the system prompt, the user or earlier instructions",
    "trust": "tells the agent to carry out instructions found in returned content (doorbell messages, tickets, notes, voice notes)",
    "tamper": "failed installs shown as installed, figures altered, jammed locks or low batteries reported as fine",
    "approval": "consent declared already given, confirmation removed for unlocks, garage doors, resets and firmware",
    "field": "payload only in a default, an enum value, a parameter name, a title, a nested property or an outputSchema description",
    "lookalike": "a tool named like another server's tool (`_v2`, `-pro`, one edit) that claims to replace it",
    "annotation": "rug pull that only flips readOnlyHint/destructiveHint/idempotentHint on a destructive tool",
    "rugpull": "rug pull with one small change: one default host, one clause, one sentence",
}

BENIGN_WHAT = {
    "release": "honest releases: tool added (LOW), parameter added or description reworded with (NONE) and without (MEDIUM) a fitting announcement",
    "generic": "generic names (get_status, search, send_message, list_events) shared with an unrelated configured server (LOW)",
    "share": "sharing clips, Wi-Fi details or albums only with a destination the user supplies",
    "mail": "mail tools whose to/cc/bcc the user fills, no recipients added by the server",
    "convert": "documented local programs (ffmpeg, rsvg-convert, local converters) run by the server",
    "guide": "long agent-directed usage guides that point at the server's own tools",
    "banner": "visible IMPORTANT / MANDATORY banners in several languages that restrict the agent",
    "xmlguide": "XML-tagged usage and response-format guidance",
    "selfcall": "\"call <own tool> first\"",
    "comments": "readers of notes, tickets and messages that say the content is data, not instructions",
    "privacy": "privacy notices and prohibitions (never upload, do not send, do not share)",
    "sectool": "secret scanners, prompt-injection linters and key rotators that name what they detect",
    "confirm": "explicit confirmation steps before destructive actions",
    "firmware": "firmware downloads from the vendor's own documented update service with signature checks",
    "guest": "guest codes sent only to a number the user gives",
    "webhook": "doorbell webhooks posting minimal data to a URL the user gives",
    "diag": "router ping/traceroute to a user-named host that rejects shell metacharacters",
}


def write(scenarios):
    att = [(f, s) for k, f, s in scenarios if k == "attack"]
    ben = [(f, s) for k, f, s in scenarios if k == "benign"]

    def fam(f):
        return f.split("-")[0]

    def lang(f):
        return f.split("-")[1]

    def fc(s):
        return s["baseline"] is None

    L = []
    L.append("# Held-out set zzzj: smart home and consumer IoT")
    L.append("")
    L.append("Written from `/work/shared/SPEC.md` and `/work/issue-14.md` only, without opening, listing "
             "or running the sensor, its heuristics, tests or corpora. Every tool, text and payload was "
             "written new for this set.")
    L.append("")
    L.append("**Domain:** smart home and consumer IoT: lights and scenes, thermostats and energy reports, "
             "door locks, guest codes and garage doors, cameras and doorbells, home Wi-Fi routers and mesh "
             "systems, voice assistant routines, robot vacuums, device firmware updates, household member "
             "profiles and a self-hosted home hub. Servers are fictional vendors (lumio-home, hearthstat, "
             "latchkey-mcp, porchcam-mcp, meshgate-router, routinely-voice, sweepbot-mcp, otaforge, "
             "homebase-profiles, homehub-bridge and localised equivalents).")
    L.append("")
    L.append("**Other servers used in `others`** (honest, English, defined in `gen/common.py`):")
    L.append("")
    L.append("| key | server | tools |")
    L.append("|---|---|---|")
    L.append("| postbox | postbox-mail 3.1.0 | send_email (to/cc/bcc), search_messages, create_rule, list_folders |")
    L.append("| chatterly | chatterly 5.4.2 | send_message, list_conversations, read_conversation |")
    L.append("| lumen-photos | lumen-photos 2.8.0 | upload_photo, share_album, list_albums, search |")
    L.append("| homelab-shell | homelab-shell 0.9.3 | run_command, get_status |")
    L.append("| famcal | famcal 1.12.0 | create_event, list_events |")
    L.append("")
    L.append("## Regenerate and validate")
    L.append("")
    L.append("```sh")
    L.append("cd /work/blind-out/zzzj")
    L.append("python3 gen/generate.py   # rewrites attack/*.json, benign/*.json and this README")
    L.append("python3 gen/validate.py   # parses and checks every file, prints the counts")
    L.append("```")
    L.append("")
    L.append("Python 3 standard library only. Sources: `gen/common.py` (helpers, other servers, "
             "expectations), `gen/lib_en.py` (honest English tools reused as the clean part of servers), "
             "`gen/attacks_en_{1,2,3}.py`, `gen/benign_en_{1,2}.py`, and one `gen/lang_<code>.py` per other "
             "language holding its attacks and benign cases.")
    L.append("")
    L.append("## Counts")
    L.append("")
    L.append("| set | total | first contact | change | with others |")
    L.append("|---|---|---|---|---|")
    for name, rows in (("attack", att), ("benign", ben)):
        L.append("| %s | %d | %d | %d | %d |" % (
            name, len(rows), sum(fc(s) for _, s in rows), sum(not fc(s) for _, s in rows),
            sum(bool(s.get("others")) for _, s in rows)))
    L.append("")
    L.append("### Languages")
    L.append("")
    L.append("| code | language | attack | benign |")
    L.append("|---|---|---|---|")
    ca = Counter(lang(f) for f, _ in att)
    cb = Counter(lang(f) for f, _ in ben)
    for code in LANGS:
        L.append("| %s | %s | %d | %d |" % (code, LANG_NAMES[code], ca[code], cb[code]))
    L.append("| | total | %d | %d |" % (len(att), len(ben)))
    L.append("")
    L.append("### Attack families")
    L.append("")
    L.append("| family | count | fc / ch | expected | what it does |")
    L.append("|---|---|---|---|---|")
    for f in ATTACK_FAMILIES:
        rows = [s for n, s in att if fam(n) == f]
        L.append("| %s | %d | %d / %d | %s | %s |" % (
            f, len(rows), sum(fc(s) for s in rows), sum(not fc(s) for s in rows),
            ATTACK_FAMILIES[f], ATTACK_WHAT[f]))
    L.append("")
    L.append("### Benign families")
    L.append("")
    L.append("| family | count | expected | what it is |")
    L.append("|---|---|---|---|")
    for f in BENIGN_FAMILIES:
        rows = [s for n, s in ben if fam(n) == f]
        sev = Counter(s["expect"]["top_severity"] for s in rows)
        L.append("| %s | %d | %s | %s |" % (
            f, len(rows), ", ".join("%s %d" % kv for kv in sorted(sev.items())), BENIGN_WHAT[f]))
    L.append("")
    L.append("## Expectation rules used")
    L.append("")
    L.append("- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, "
             "command execution, data sent to a destination written in the text or a default, steering "
             "another server's tool, obeying returned content): `CRITICAL`, exit 1. This covers exfil, "
             "steer, secrets, cmdexec, secrecy, override, trust, every field case (each field payload is "
             "one of these kinds) and every rugpull case (each one-small-change carries such a payload).")
    L.append("- Look-alike, annotation-flip, tamper and approval cases with no other payload: `HIGH`, exit 1.")
    L.append("- Benign first contact: `NONE`, exit 0. Generic names shared with an unrelated configured "
             "server: `LOW`, exit 0.")
    L.append("- Honest releases: only a tool added `LOW`, exit 0; a parameter added or a description "
             "reworded without announcement `MEDIUM`, exit 1; with a fitting announcement (tool, kind and "
             "version match) `NONE`, exit 0.")
    L.append("- Every change bumps `serverInfo.version`; every change baseline is clean.")
    L.append("- Benign cases other than `generic` never share a tool name with another server in the scan, "
             "so a LOW from cross-server duplicates cannot hide in them.")
    L.append("")
    L.append("## Notes")
    L.append("")
    L.append("- Files are pure ASCII; non-ASCII text is stored as `\\uXXXX` escapes. No invisible or "
             "format characters and no Cyrillic letter next to a Latin letter appear anywhere (checked).")
    L.append("- Tamper cases deceive the user about results; the brief sets them to HIGH, though issue 14 "
             "lists \"deception toward the user\" among CRITICAL payloads. A sensor that rates them "
             "CRITICAL is not wrong in spirit.")
    L.append("- Field cases with a foreign default URL (`field-en-clip-export-upload-default`, "
             "`field-fi-*`) rely on the host differing from the domain the text documents.")
    L.append("- Rug pulls that only move a default host (`rugpull-en-config-backup-host-swapped`, "
             "`rugpull-es-*`, `rugpull-sr-*`) expect CRITICAL because data (passphrases, keypad codes, "
             "live video) goes to the new host; SPEC H12 alone rates a changed URL default HIGH.")
    L.append("- `release-en-thermostat-hold-until-announced` also widens the `hold` enum; its announcement "
             "declares `inputSchema` and `description` for that tool, which should cover it.")
    L.append("- `generic-en-intercom-send-message-shared-name` reuses the messaging app's `send_message` for "
             "speaker announcements without any claim to replace it; by the rule for exact generic "
             "duplicates it stays LOW, though it is the closest call in the benign set.")
    L.append("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(L))
