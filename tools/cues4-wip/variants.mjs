import {readFileSync} from 'node:fs';
const stems = JSON.parse(readFileSync(0,'utf8'));
const cache = new Map();
function v(ch){ if(cache.has(ch)) return cache.get(ch); if(/\s/.test(ch)) return 1;
 const re=new RegExp('^'+ch.replace(/[.*+?^${}()|[\]\\\/-]/g,'\\$&')+'$','i'); const s=new Set([ch.toLowerCase()]);
 for(let u=0;u<0x10000;u++){ if(u>=0xd800&&u<=0xdfff)continue; const c=String.fromCharCode(u); if(c.toLowerCase()!==c||c.toUpperCase()!==c){ if(re.test(c)) s.add(c.toLowerCase()); } }
 cache.set(ch,s.size); return s.size; }
const out={}; for(const s of stems){ let p=1; for(const ch of s) p*=v(ch); out[s]=p; }
console.log(JSON.stringify(out));
