import json,re,sys
def esc(s):
    return re.sub(r'\s+', r'\\s+', re.escape(s).replace('\\ ',' '))
def alt(stems): return '|'.join(esc(s) for s in stems)
def anchor(stems):
    return "(?:" + alt(stems) + ")[{L}]{0,20}"
def kw(stems):
    return "||".join(sorted(set('*'+s.lower() for s in stems)))
def grp(stems): return "(?:" + alt(stems) + ")[{L}]{0,20}"
NEG=["never","nunca","jamais","niemals","nigdy","никогда","ніколи","asla","hiçbir","هرگز","أبدا","לעולם","कभी","決して","절대","绝不","không bao giờ","jangan","ห้าม","nikdy","aldrig","ποτέ","niciodată","soha","untrusted","not as","not instructions","niet als","nicht als"]
cues=[]
import subprocess
def variants(stems):
    r=subprocess.run(['node','/work/wt-cues4/tools/cues4-wip/variants.mjs'],input=json.dumps(stems),capture_output=True,text=True)
    return json.loads(r.stdout)
def chunks(stems,cap=100):
    stems=list(dict.fromkeys(stems)); v=variants(stems); out=[]; cur=[]; tot=0
    for s in stems:
        if cur and tot+v[s]>cap: out.append(cur); cur=[]; tot=0
        cur.append(s); tot+=v[s]
    if cur: out.append(cur)
    return out
def first(g): return g[0] if isinstance(g,list) else g[1][0]
CYRGR=re.compile('[\u0370-\u03ff\u0400-\u04ff]')
def csesc(s):
    s=s.lower()
    if s[0].upper()!=s[0]: return '['+s[0].upper()+s[0]+']'+esc(s[1:])
    return esc(s)
def csalt(stems): return '|'.join(csesc(s) for s in stems)
def cue(id,fam,concept,anc,groups,unless,summary,match,nomatch,weight=5):
    anc=list(dict.fromkeys(anc))
    cy=[s for s in anc if CYRGR.search(s)]; la=[s for s in anc if not CYRGR.search(s)]
    parts=[(c,False) for c in chunks(la)]+[(cy[i:i+40],True) for i in range(0,len(cy),40)]
    for n,(ch,cs) in enumerate(parts):
        low=[s.lower() for s in ch]
        ms=[m for m in match if any(s in m.lower() for s in low)]
        if not ms:
            ms=[ch[0]+' '+' '.join(first(g) for g in groups)+'.']
        c={"id":id+('' if n==0 else '-%d'%(n+1)),"family":fam,"weight":weight,"concept":concept,
           "pattern":anchor(ch) if not cs else "(?:"+csalt(ch)+")[{L}]{0,20}",
           "sentence":[(grp(g) if not cs else "(?:"+csalt(g)+")[{L}]{0,20}") if isinstance(g,list) else ("(?:"+(alt(g[1]) if not cs else csalt(g[1]))+")") for g in groups],
           "unless":["{forbidding}|" + (alt(NEG + unless) if not cs else csalt(NEG+unless))],
           "keywords":[kw(ch)],"summary":summary+('' if n==0 else ' (part %d of the lexicon)'%(n+1)),"examples":{"match":ms,"nomatch":nomatch}}
        if cs: c["caseSensitive"]=True
        cues.append(c)
exec(open('/work/wt-cues4/tools/cues4-wip/defs.py').read())
out={}
for c in cues:
    f='secrecy' if c['family']=='secrecy' else 'trust'
    out.setdefault(f,[]).append(c)
for f,cs in out.items():
    path='/work/wt-cues4/heuristics/cues/%s.json'%f
    t=open(path).read()
    start='    // Heuristics 1.14.0 (cues4)'
    if start in t: t=t[:t.index(start)].rstrip().rstrip(',')+'\n  ]\n}\n'
    body=',\n'.join(json.dumps(c,ensure_ascii=False,indent=2).replace('\n','\n    ').join(['    ','']) for c in cs)
    i=t.rstrip().rindex(']')
    head=t[:i].rstrip()
    t=head+',\n'+start+': broad co-occurrence cues, generated lexicons, every language of the tuning sets.\n'+body+'\n  ]\n}\n'
    t=t.replace('"version": "1.13.0"','"version": "1.14.0"',1)
    open(path,'w').write(t)
print(len(cues))
