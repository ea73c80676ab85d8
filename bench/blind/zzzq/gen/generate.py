# -*- coding: utf-8 -*-
"""Writes attack/*.json, benign/*.json and README.md for test set zzzq.

Usage: python3 gen/generate.py   (from the set folder or anywhere)
"""
import collections
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = [
    "attacks_data", "attacks_secrets", "attacks_behaviour", "attacks_schema",
    "benign_release", "benign_surface", "benign_guidance",
    "lang_pt", "lang_es", "lang_cs", "lang_sk", "lang_ro", "lang_hu", "lang_bg",
    "lang_sr", "lang_ru", "lang_fa", "lang_ur", "lang_bn", "lang_zh", "lang_ms",
]


def collect():
    out = []
    for m in MODULES:
        mod = importlib.import_module(m)
        for sc in mod.SCENARIOS:
            sc = dict(sc)
            sc["module"] = m
            out.append(sc)
    return out


def filename(sc):
    return "%s-%s-%s.json" % (sc["family"], sc["lang"], sc["slug"])


def to_json_obj(sc):
    o = collections.OrderedDict()
    o["description"] = sc["description"]
    o["baseline"] = sc["baseline"]
    o["current"] = sc["current"]
    if sc.get("announcements"):
        o["announcements"] = sc["announcements"]
    if sc.get("others"):
        o["others"] = collections.OrderedDict((k, common.OTHERS[k]) for k in sc["others"])
    o["expect"] = common.expected(sc)
    return o


def dumps(o):
    return json.dumps(o, ensure_ascii=True, indent=2) + "\n"


def build_all():
    """[(dirname, filename, json_text, scenario)]"""
    res = []
    for sc in collect():
        d = "attack" if sc["kind"] == "attack" else "benign"
        res.append((d, filename(sc), dumps(to_json_obj(sc)), sc))
    return res


# ---------------------------------------------------------------- README
def readme(items):
    scs = [it[3] for it in items]
    att = [s for s in scs if s["kind"] == "attack"]
    ben = [s for s in scs if s["kind"] == "benign"]
    fc = lambda xs: sum(1 for s in xs if s["baseline"] is None)
    ch = lambda xs: sum(1 for s in xs if s["baseline"] is not None)
    with_others = sum(1 for s in att if s["others"])
    en_total = sum(1 for s in scs if s["lang"] == "en")
    used_others = sorted({o for s in scs for o in s["others"]})

    L = []
    w = L.append
    w("# Test set `zzzq`: home services and the trades")
    w("")
    w("A held-out test set for a security sensor of MCP (Model Context Protocol) servers: tool manifests as `tools/list` returns them, "
      "each scenario either a first contact (`baseline: null`) or a release (`baseline` honest, `current` with a higher `serverInfo.version`). "
      "Written from scratch for this domain without looking at any sensor's rules or any other test set; every server, tool, text and payload is new.")
    w("")
    w("**Domain:** " + common.DOMAIN + ". The servers are the kind a contractor's office or a dispatcher would plug into an agent: dispatch boards, "
      "booking, quoting and estimating, invoicing and card payments, parts catalogs and purchasing, inspection and permit paperwork, "
      "equipment diagnostics (boilers, flue-gas analyzers, moisture meters, inverters), job photos and notes, customer messages.")
    w("")
    w("## Counts")
    w("")
    w("| | scenarios | first contact | change |")
    w("|---|---|---|---|")
    w("| attack | %d | %d | %d |" % (len(att), fc(att), ch(att)))
    w("| benign | %d | %d | %d |" % (len(ben), fc(ben), ch(ben)))
    w("| total | %d | %d | %d |" % (len(scs), fc(scs), ch(scs)))
    w("")
    w("%d of %d attacks (%.0f %%) configure other servers in `others`; %d of %d scenarios (%.0f %%) are in English." % (
        with_others, len(att), 100.0 * with_others / len(att), en_total, len(scs), 100.0 * en_total / len(scs)))
    w("")
    w("## Other servers used (`others`)")
    w("")
    w("Other servers configured in the same agent, identical in every scenario that uses them (defined once in `gen/common.py`). "
      "None of them is malicious; attacks refer to or imitate their tools, generic benign cases share a tool name with them, and %d other "
      "benign cases simply run next to them (no shared or look-alike names, no mention of their tools)." % sum(1 for s in ben if s["others"] and s["family"] != "generic"))
    w("")
    w("| id | serverInfo.name | what it is |")
    w("|---|---|---|")
    for o in used_others:
        w("| `%s` | `%s` | %s |" % (o, common.OTHERS[o]["serverInfo"]["name"], common.OTHER_PURPOSE[o]))
    w("")
    w("## Languages")
    w("")
    w("| code | language | attack | benign | total |")
    w("|---|---|---|---|---|")
    for code, name in common.LANGS.items():
        a = sum(1 for s in att if s["lang"] == code)
        b = sum(1 for s in ben if s["lang"] == code)
        w("| %s | %s | %d | %d | %d |" % (code, name, a, b, a + b))
    w("")
    w("## Attack families")
    w("")
    w("| family | count | first contact / change | expected | languages | what it does |")
    w("|---|---|---|---|---|---|")
    for fam, (tgt, tfc, tch, sev, what) in common.ATTACK_FAMILIES.items():
        xs = [s for s in att if s["family"] == fam]
        langs = sorted({s["lang"] for s in xs}, key=lambda c: list(common.LANGS).index(c))
        w("| %s | %d | %d / %d | %s, exit 1 | %s | %s |" % (fam, len(xs), fc(xs), ch(xs), sev, " ".join(langs), what))
    w("")
    w("## Benign families")
    w("")
    w("| family | count | first contact / change | expected | languages | what it is |")
    w("|---|---|---|---|---|---|")
    for fam, (tgt, what) in common.BENIGN_FAMILIES.items():
        xs = [s for s in ben if s["family"] == fam]
        langs = sorted({s["lang"] for s in xs}, key=lambda c: list(common.LANGS).index(c))
        exps = collections.Counter("%s/%d" % (common.expected(s)["top_severity"], common.expected(s)["exit"]) for s in xs)
        exp = ", ".join("%s x%d" % (k, v) for k, v in sorted(exps.items())) if len(exps) > 1 else list(exps)[0].replace("/", ", exit ")
        w("| %s | %d | %d / %d | %s | %s | %s |" % (fam, len(xs), fc(xs), ch(xs), exp, " ".join(langs), what))
    w("")
    w("Releases in detail:")
    w("")
    w("| file | change | announcement | expected |")
    w("|---|---|---|---|")
    for it in items:
        s = it[3]
        if s["family"] != "release":
            continue
        chs = common.diff_manifests(s["baseline"], s["current"])
        kinds = ", ".join(sorted({c["kind"] + ("(" + c.get("param", c["tool"]) + ")") for c in chs}))
        annd = "yes" if s.get("announcements") else "none"
        e = common.expected(s)
        w("| `%s` | %s | %s | %s, exit %d |" % (it[1], kinds, annd, e["top_severity"], e["exit"]))
    w("")
    w("## Expectation rules")
    w("")
    w("- Attacks with a payload (a secret read or passed, an override, secrecy toward the user, command execution, data sent to a destination "
      "written in the text or in a default, steering another server's tool, obeying returned content): `CRITICAL`, exit 1. This includes the "
      "`field` and `rugpull` families.")
    w("- Look-alike, annotation-flip, tamper and approval cases with no other payload: `HIGH`, exit 1.")
    w("- Benign first contact: `NONE`, exit 0. Generic tool names shared with an unrelated configured server: `LOW`, exit 0.")
    w("- Honest releases: only a tool added, unannounced: `LOW`, exit 0; a parameter added or a description reworded with no announcement: "
      "`MEDIUM`, exit 1; the same with a fitting announcement (tool, parameter, kind of change and version all match; or a server-wide "
      "`addsTool` announcement for an added tool): `NONE`, exit 0.")
    w("- `exit` follows the default `--fail-on medium`: 1 for MEDIUM and above, 0 otherwise.")
    w("")
    w("## Notes")
    w("")
    w("- Files are pure ASCII JSON; non-ASCII text is written as `\\uXXXX` escapes. Tool and parameter names are ASCII identifiers, "
      "as in real servers (some transliterated: `gerar_orcamento`, `zapisat_poverku`).")
    w("- Every attack's payload text (listed per scenario in the `gen/` sources, not in the JSON) appears in `current` and not in `baseline`; "
      "`gen/validate.py` checks this, and for `field` checks that the payload sits in the named kind of schema field and in no tool description.")
    wh = collections.defaultdict(list)
    for s in att:
        if s["family"] == "field":
            wh[s["where"]].append(s["lang"])
    w("- Field payload locations: " + "; ".join("%s (%s)" % (k, ", ".join(v)) for k, v in sorted(wh.items())) +
      ". Other families put payloads in tool descriptions (first lines, the middle of long markdown or XML guides, an appended last "
      "sentence), in parameter descriptions and in defaults.")
    w("- Persian text uses ZWNJ (U+200C) inside words, as ordinary Persian orthography does; one English benign banner uses an emoji ZWJ "
      "sequence (construction worker, man). Serbian is written in Cyrillic. No Cyrillic letter stands next to a Latin letter anywhere in the set.")
    w("- Change scenarios that add a parameter in an attack (`secrets` en/zh/bn/ms) carry the payload in the description; the new parameter "
      "names are plain (`pricing_context`, `bootstrap`, `debug_log`, `sync_context`).")
    w("- Some attacks combine a second cue (e.g. an exfil that also says to do it without asking); the expected severity is that of the family.")
    w("- `lookalike` and `annotation` attacks carry no other payload, so `HIGH` is expected; a `tamper` or `approval` description never adds "
      "an explicit 'do not tell the user'.")
    w("- Announcements follow the brief's format; a server-wide announcement (the `addsTool` release) has no `tool` key. "
      "Every benign announcement names the version the release brings.")
    w("- Regenerate and check: `python3 gen/generate.py && python3 gen/validate.py`.")
    w("")
    return "\n".join(L)


def main():
    items = build_all()
    names = [(d, f) for d, f, _, _ in items]
    dup = [x for x, c in collections.Counter(names).items() if c > 1]
    if dup:
        sys.exit("duplicate file names: %r" % dup)
    for d in ("attack", "benign"):
        p = os.path.join(ROOT, d)
        os.makedirs(p, exist_ok=True)
        for f in os.listdir(p):
            if f.endswith(".json"):
                os.remove(os.path.join(p, f))
    for d, f, text, _ in items:
        with open(os.path.join(ROOT, d, f), "w", encoding="ascii") as fh:
            fh.write(text)
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(readme(items))
    print("wrote %d attack, %d benign scenarios and README.md" % (
        sum(1 for d, _, _, _ in items if d == "attack"), sum(1 for d, _, _, _ in items if d == "benign")))


if __name__ == "__main__":
    main()
