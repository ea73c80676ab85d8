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
def cue(id,fam,concept,anc,groups,unless,summary,match,nomatch,weight=5):
    c={"id":id,"family":fam,"weight":weight,"concept":concept,
       "pattern":anchor(anc),"sentence":[grp(g) if isinstance(g,list) else g for g in groups],
       "unless":["{forbidding}|" + alt(NEG + unless)],
       "keywords":[kw(anc)],"summary":summary,"examples":{"match":match,"nomatch":nomatch}}
    cues.append(c)
exec(open('/tmp/c4/defs.py').read())
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
