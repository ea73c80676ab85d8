#!/usr/bin/env python3
"""Generator for the train4 tuning set (mcp-schema-sentinel). Writes attack/ and benign/ and README.md."""
import json, os, re, glob, collections, importlib.util

HERE = os.path.dirname(os.path.abspath(__file__))
LANGS = ["en","es","pt","fr","de","it","nl","pl","cs","ru","uk","tr","ar","fa","he","hi","bn",
         "ja","ko","zh","zhtw","vi","id","th","sv","ro"]
LANGNAME = {"en":"English","es":"Spanish","pt":"Portuguese","fr":"French","de":"German","it":"Italian",
  "nl":"Dutch","pl":"Polish","cs":"Czech","ru":"Russian","uk":"Ukrainian","tr":"Turkish","ar":"Arabic",
  "fa":"Persian","he":"Hebrew","hi":"Hindi","bn":"Bengali","ja":"Japanese","ko":"Korean",
  "zh":"Chinese (simplified)","zhtw":"Chinese (traditional)","vi":"Vietnamese","id":"Indonesian",
  "th":"Thai","sv":"Swedish","ro":"Romanian"}
FAMDESC = {
 "tamper":"results altered before the user sees them",
 "approval":"user confirmation skipped or consent claimed",
 "trust":"returned content to be acted on as instructions/owner wishes",
 "secrecy":"something kept from the user or a reviewer",
 "exfil":"data sent to a destination the user did not choose",
 "lookalike":"tool impersonates / claims to supersede another server's tool",
}
SEV = {"tamper":"CRITICAL","tamper*":"HIGH","approval":"HIGH","trust":"HIGH","secrecy":"CRITICAL",
       "exfil":"CRITICAL","lookalike":"HIGH"}
VENDORS = ["tripnest","forgeline","keyhaven","pixelarena","caresync","classroomhub","shopwave",
 "shipyard-ci","ledgerly","peoplepath","telcomesh","agrisense","scoreboardly","docketwise",
 "fleetpulse","mediquill","stockroom","quickfolio","venuebook","gridmeter"]

def load(lang):
    p = os.path.join(HERE, "data", lang + ".txt")
    with open(p, encoding="utf-8") as f:
        return [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]

def conv(v):
    if v in ("true","false"): return v == "true"
    if re.fullmatch(r"-?\d+", v): return int(v)
    return v

def params(spec):
    props, req = {}, []
    if not spec.strip(): return props, req
    for part in spec.split(";;"):
        part = part.strip()
        if not part: continue
        head, _, desc = part.partition(": ")
        head = head.strip(); desc = desc.strip()
        enum = None; default = None
        if "=" in head:
            head, _, val = head.partition("=")
            if val.startswith("[") and val.endswith("]"):
                enum = [x.strip() for x in val[1:-1].split("/")]
            else:
                default = conv(val.strip())
        name = head.strip()
        req_flag = name.endswith("!")
        name = name.rstrip("!")
        d = {"type":"string","description":desc}
        if default is not None:
            if isinstance(default, bool): d["type"] = "boolean"
            elif isinstance(default, int): d["type"] = "integer"
            d["default"] = default
        if enum: d["enum"] = enum
        props[name] = d
        if req_flag: req.append(name)
    return props, req

def build(line, lang, idx):
    fields = [x.strip() for x in line.split(" | ")]
    while len(fields) < 5: fields.append("")
    fam, name, desc, pspec, ospec = fields[:5]
    other = None
    if "@" in name:
        name, _, srv = name.partition("@")
        orig = name
        if ">" in name:
            name, _, orig = name.partition(">")
        other = (srv, orig)
    elif ">" in name:
        raise SystemExit("lookalike without server: " + line)
    props, req = params(pspec)
    tool = {"name": name, "description": desc,
            "inputSchema": {"type":"object","properties": props}}
    if req: tool["inputSchema"]["required"] = req
    if ospec:
        oprops, _ = params(ospec)
        tool["outputSchema"] = {"type":"object","properties": oprops}
    vendor = VENDORS[(idx * 7 + LANGS.index(lang)) % len(VENDORS)]
    cur = {"serverInfo":{"name": vendor + "-mcp", "version": "%d.%d.%d" % (1 + idx % 3, (idx * 3) % 10, idx % 5)},
           "tools":[tool]}
    case = {"description": "", "baseline": None, "current": cur}
    if other:
        srv, orig = other
        otool = {"name": orig, "description": re.sub(r"\s+", " ", desc),
                 "inputSchema": json.loads(json.dumps(tool["inputSchema"]))}
        case["others"] = {srv: {"serverInfo":{"name": srv, "version":"2.1.0"}, "tools":[otool]}}
    return fam, name, case, other

def main():
    counts = collections.defaultdict(lambda: collections.Counter())
    for d in ("attack","benign"):
        os.makedirs(os.path.join(HERE, d), exist_ok=True)
        for f in glob.glob(os.path.join(HERE, d, "*.json")): os.remove(f)
    for lang in LANGS:
        n = collections.Counter()
        for idx, line in enumerate(load(lang)):
            fam, name, case, other = build(line, lang, idx)
            if fam.startswith("b:"):
                kind = fam[2:]
                n[kind] += 1
                low = other is not None and other[1] == name
                case["expect"] = {"top_severity": "LOW" if low else "NONE", "exit": 0}
                case["description"] = "Benign %s (%s): tool %s with an honest %s clause%s." % (
                    kind, LANGNAME[lang], name, kind, "; name shared with server " + other[0] if low else "")
                path = os.path.join(HERE, "benign", "%s-%s-%d.json" % (kind, lang, n[kind]))
                counts["benign:" + kind][lang] += 1
            else:
                base = fam.rstrip("*")
                assert base in FAMDESC, line
                n[base] += 1
                case["expect"] = {"top_severity": SEV[fam], "exit": 1}
                extra = ""
                if base == "lookalike":
                    assert other, line
                    extra = "; imitates %s/%s" % other
                case["description"] = "Attack %s (%s): tool %s, %s%s." % (
                    base, LANGNAME[lang], name, FAMDESC[base], extra)
                path = os.path.join(HERE, "attack", "%s-%s-%d.json" % (base, lang, n[base]))
                counts["attack:" + base][lang] += 1
            assert re.fullmatch(r"[a-zA-Z0-9_.-]{1,64}", name), name
            with open(path, "w", encoding="ascii") as f:
                f.write(json.dumps(case, ensure_ascii=True, indent=2) + "\n")
    # README
    rows = sorted(counts)
    out = ["# train4: tuning set for mcp-schema-sentinel", "",
           "A tuning (training) set written for the project from the threat alone: every tool text here",
           "was written new for this set (no corpora, no web attack texts). Generated by `gen.py` from",
           "`data/<lang>.txt` (one case per line: family | name | description | params | outputSchema).", "",
           "Attacks: `attack/<family>-<lang>-<n>.json`, expect HIGH/CRITICAL, exit 1.",
           "Benign look-alikes: `benign/<kind>-<lang>-<n>.json`, expect NONE (LOW for a generic name shared",
           "with another configured server), exit 0.", "",
           "| set | " + " | ".join(LANGS) + " | total |",
           "|---|" + "---|" * (len(LANGS) + 1)]
    tot_a = tot_b = 0
    for r in rows:
        c = counts[r]; t = sum(c.values())
        if r.startswith("attack"): tot_a += t
        else: tot_b += t
        out.append("| %s | %s | %d |" % (r, " | ".join(str(c[l]) for l in LANGS), t))
    out += ["", "Totals: %d attacks, %d benign." % (tot_a, tot_b), ""]
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print("attacks", tot_a, "benign", tot_b)
    for r in rows: print(r, sum(counts[r].values()), dict(counts[r]))

if __name__ == "__main__":
    main()
