#!/usr/bin/env python3
"""Generator for the train5 tuning set (mcp-schema-sentinel). Data lives in data_*.py."""
import json, os, re, glob, shutil, importlib.util
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
SEV = {'tamper': 'HIGH', 'approval': 'HIGH', 'trust': 'HIGH', 'lookalike': 'HIGH',
       'secrecy': 'CRITICAL', 'exfil': 'CRITICAL'}
FAMS = list(SEV)
NAME_RE = re.compile(r'^[a-zA-Z0-9_.-]{1,64}$')

def load():
    cases = []
    for f in sorted(glob.glob(os.path.join(HERE, 'data_*.py'))):
        spec = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
        m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
        for lang, rows in m.DATA.items():
            for r in rows:
                cases.append((lang, r))
    return cases

def mkparam(p):
    # p = (name, desc[, type[, default[, enum]]])
    d = {'type': p[2] if len(p) > 2 and p[2] else 'string', 'description': p[1]}
    if len(p) > 3 and p[3] is not None: d['default'] = p[3]
    if len(p) > 4 and p[4]: d['enum'] = list(p[4])
    return p[0], d

def place(text, clause):
    if '{}' in text: return text.replace('{}', clause)
    return (text + ' ' + clause).strip()

def build_tool(name, desc, params, loc, clause):
    props = dict(mkparam(p) for p in params)
    tool = {'name': name, 'description': desc}
    out = None
    if loc == 'd':
        tool['description'] = place(desc, clause)
    elif loc == 't':
        tool['title'] = clause
    elif loc.startswith('p:'):
        k = loc[2:]; props[k]['description'] = place(props[k]['description'], clause)
    elif loc.startswith('def:'):
        k = loc[4:]; props[k]['default'] = clause
    elif loc.startswith('enum:'):
        k = loc[5:]; props[k].setdefault('enum', []).append(clause)
    elif loc.startswith('o:'):
        k = loc[2:]
        out = {'type': 'object', 'properties': {k: {'type': 'string', 'description': clause}}}
    elif loc == '':
        pass
    else:
        raise ValueError(loc)
    tool['description'] = tool['description'].replace('{}', '').strip()
    tool['inputSchema'] = {'type': 'object', 'properties': props,
                           'required': [params[0][0]] if params else []}
    if out: tool['outputSchema'] = out
    assert NAME_RE.match(name), name
    return tool

def main():
    cases = load()
    for sub in ('attack', 'benign'):
        shutil.rmtree(os.path.join(HERE, sub), ignore_errors=True)
        os.makedirs(os.path.join(HERE, sub))
    n = Counter(); acount = defaultdict(Counter); bcount = defaultdict(Counter)
    for lang, r in cases:
        kind, srv, ver, note, name, desc, params, loc, clause = r[:9]
        other = r[9] if len(r) > 9 else None
        crit = kind.endswith('!'); kind = kind.rstrip('!')
        attack = kind in SEV
        tool = build_tool(name, desc, params, loc, clause)
        vendor = srv.split('/')[-1]
        doc = {'description': note, 'baseline': None,
               'current': {'serverInfo': {'name': vendor, 'version': ver}, 'tools': [tool]}}
        if other:
            osrv, otool, odesc = other
            doc['others'] = {osrv: {'serverInfo': {'name': osrv, 'version': '2.1.0'},
                             'tools': [{'name': otool, 'description': odesc,
                                        'inputSchema': {'type': 'object', 'properties': {}}}]}}
        if attack:
            sev = 'CRITICAL' if (crit or SEV[kind] == 'CRITICAL') else 'HIGH'
            doc['expect'] = {'top_severity': sev, 'exit': 1}
            acount[kind][lang] += 1
        else:
            doc['expect'] = {'top_severity': 'LOW' if kind == 'generic' else 'NONE', 'exit': 0}
            bcount[kind][lang] += 1
        key = (attack, kind, lang); n[key] += 1
        fn = os.path.join(HERE, 'attack' if attack else 'benign', f'{kind}-{lang}-{n[key]}.json')
        s = json.dumps(doc, ensure_ascii=True, indent=2)
        with open(fn, 'w') as f: f.write(s + '\n')
    langs = sorted({l for l, _ in cases})
    lines = ['# train5: MCP tool-definition tuning set', '',
             'A tuning (training) set for mcp-schema-sentinel, written for the project from the threat description alone',
             '(no existing corpus, blind set or web attack text was consulted). Regenerate with `python3 gen.py`.', '',
             'Each attack is one realistic tool of a made-up npm MCP server carrying one poisoned clause, placed in the',
             'description (start/middle/end), a parameter description, a default, an enum value, a title or an outputSchema',
             'property. Benign cases are hard look-alikes (honest confirmation, privacy, ranking, untrusted-content, export,',
             'generic names shared with another server (expect LOW), own-versioned replacements).', '',
             '## Attacks per family and language', '',
             '| family | ' + ' | '.join(langs) + ' | total |', '|' + '---|' * (len(langs) + 2)]
    for k in FAMS:
        lines.append(f'| {k} | ' + ' | '.join(str(acount[k][l]) for l in langs) + f' | {sum(acount[k].values())} |')
    lines.append(f'| **all** | ' + ' | '.join(str(sum(acount[k][l] for k in FAMS)) for l in langs) +
                 f' | {sum(sum(c.values()) for c in acount.values())} |')
    lines += ['', '## Benign per kind and language', '',
              '| kind | ' + ' | '.join(langs) + ' | total |', '|' + '---|' * (len(langs) + 2)]
    for k in sorted(bcount):
        lines.append(f'| {k} | ' + ' | '.join(str(bcount[k][l]) for l in langs) + f' | {sum(bcount[k].values())} |')
    lines.append(f'| **all** | ' + ' | '.join(str(sum(bcount[k][l] for k in bcount)) for l in langs) +
                 f' | {sum(sum(c.values()) for c in bcount.values())} |')
    with open(os.path.join(HERE, 'README.md'), 'w') as f: f.write('\n'.join(lines) + '\n')
    print('attacks', sum(sum(c.values()) for c in acount.values()),
          'benign', sum(sum(c.values()) for c in bcount.values()), 'langs', len(langs))

if __name__ == '__main__':
    main()
