import json, os
from common import srv
SC = []
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def add(kind, fam, lang, slug, desc, cur, base=None, others=None, ann=None, sev="CRITICAL", ex=1):
    s = {"description": desc, "baseline": base, "current": cur}
    if others:
        s["others"] = others
    if ann:
        s["announcements"] = ann
    s["expect"] = {"top_severity": sev, "exit": ex}
    SC.append((kind, "%s-%s-%s.json" % (fam, lang, slug), s))

def A(*a, **k):
    add("attack", *a, **k)

def B(*a, **k):
    k.setdefault("sev", "NONE")
    k.setdefault("ex", 0)
    add("benign", *a, **k)

def pair(name, v0, v1, tools0, tools1):
    return srv(name, v0, tools0), srv(name, v1, tools1)

def write_all():
    for d in ("attack", "benign"):
        p = os.path.join(ROOT, d)
        os.makedirs(p, exist_ok=True)
        for f in os.listdir(p):
            if f.endswith(".json"):
                os.remove(os.path.join(p, f))
    seen = set()
    for kind, fn, s in SC:
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(ROOT, kind, fn), "w", encoding="ascii") as fh:
            fh.write(json.dumps(s, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(SC), "files")
