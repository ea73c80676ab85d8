#!/usr/bin/env node
// Installs each server listed in servers.json from the npm registry into its own folder and
// captures what it declares: initialize, every page of tools/list and, when the server declares
// them, prompts/list, resources/list and resources/templates/list. Nothing else is called.
// The captured text is other people's work: it goes to a cache folder outside the repository
// (default ~/.cache/mcp-schema-sentinel-field, or --cache DIR) and is never committed.
//
//   node bench/field/capture.mjs [--cache DIR] [--only id[,id]] [--force] [--timeout-ms N]
//
// Each server runs in its own process group with a fake environment (HOME is a scratch folder,
// every credential is an obviously fake value from servers.json) and is killed, group and all,
// when it answers or when its time is up.
//
// An entry may also carry `files` (placeholder files a server insists on reading at start, such as
// a dummy OAuth client or an empty database: relative path -> text, a path ending in "/" is a
// folder), written under the server's scratch folder and named in `env` and `args` as `{files}`;
// and `rebuild` (the native modules to build after the install, with `npm rebuild`: offline, their
// prebuilt download fails and node-gyp builds them against the machine's Node headers; `needs`
// names any system package a build wants). Every other install script stays off.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const cache = flag("--cache") ?? join(homedir(), ".cache", "mcp-schema-sentinel-field");
const only = flag("--only")?.split(",");
const force = argv.includes("--force");
const timeoutMs = Number(flag("--timeout-ms") ?? 45000);
const jobs = Math.max(1, Number(flag("--jobs") ?? 2)); // installs wait on the network: a few at once
const list = JSON.parse(readFileSync(join(here, "servers.json"), "utf8"));

const PROTOCOL = "2025-06-18";
const PAGE_LIMIT = 50; // a server that keeps handing out cursors is cut off here

/** Every capture: the current releases, then the older ones of each upgrade pair. */
function captures() {
  const out = [];
  for (const s of list.servers) out.push({ ...s, release: false });
  for (const p of list.pairs ?? []) {
    const cur = list.servers.find((s) => s.id === p.id);
    if (!cur) throw new Error(`pair ${p.id}: no such server`);
    out.push({ ...cur, version: p.old, release: true, ...(p.override ?? {}) });
  }
  return out.filter((c) => !only || only.includes(c.id));
}

/** Runs npm in its own process group, killed after five minutes; resolves with its status and stderr tail. */
function npm(args, cwd) {
  return new Promise((resolve) => {
    const p = spawn("npm", args, { cwd, detached: true, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    p.stderr.on("data", (d) => { stderr = (stderr + d).slice(-2000); });
    const t = setTimeout(() => { try { process.kill(-p.pid, "SIGKILL"); } catch { /* gone */ } }, 300000);
    p.on("close", (status) => { clearTimeout(t); resolve({ status, stderr }); });
  });
}

async function install(c) {
  const dir = join(cache, "pkgs", `${c.id}@${c.version}`);
  const pkgDir = join(dir, "node_modules", ...c.package.split("/"));
  if (existsSync(join(pkgDir, "package.json"))) return { dir, pkgDir };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "capture", private: true }));
  const extra = (c.pin ?? []);
  // A failed step leaves no half install behind: the next run starts it afresh.
  const step = async (args, what) => {
    const r = await npm(args, dir);
    if (r.status === 0) return;
    rmSync(join(dir, "node_modules"), { recursive: true, force: true });
    throw new Error(`${what} failed: ${r.stderr.trim().split("\n").slice(-3).join(" ")}`);
  };
  await step(["install", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error", `${c.package}@${c.version}`, ...extra], "npm install");
  if (c.rebuild?.length) await step(["rebuild", "--loglevel=error", ...c.rebuild], `npm rebuild ${c.rebuild.join(" ")}`);
  return { dir, pkgDir };
}

function binPath(c, pkgDir) {
  const pj = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  let rel;
  if (typeof pj.bin === "string") rel = pj.bin;
  else if (pj.bin && c.bin) rel = pj.bin[c.bin];
  else if (pj.bin) {
    const names = Object.keys(pj.bin);
    if (names.length !== 1) throw new Error(`several binaries (${names.join(", ")}): name one as "bin"`);
    rel = pj.bin[names[0]];
  } else if (c.main) rel = c.main;
  if (!rel) throw new Error("no binary");
  return join(pkgDir, rel);
}

/** Writes an entry's placeholder files afresh under its scratch folder; returns their folder. */
function writeFiles(c, home) {
  const dir = join(home, "files");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [rel, text] of Object.entries(c.files ?? {})) {
    if (rel.includes("..")) throw new Error(`files: ${rel} leaves the scratch folder`);
    const path = join(dir, rel);
    if (rel.endsWith("/")) mkdirSync(path, { recursive: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  return dir;
}

/** Runs one server and returns its raw answers; always kills its process group. */
function talk(c, entry, cwd) {
  return new Promise((resolve, reject) => {
    const home = join(cache, "home", c.id);
    mkdirSync(home, { recursive: true });
    const files = writeFiles(c, home);
    const fill = (v) => (typeof v === "string" ? v.replaceAll("{files}", files) : v);
    const env = {
      PATH: process.env.PATH, HOME: home, TMPDIR: process.env.TMPDIR ?? "/tmp", LANG: "C.UTF-8",
      NODE_ENV: "production", NO_UPDATE_NOTIFIER: "1", DO_NOT_TRACK: "1",
      ...Object.fromEntries(Object.entries(c.env ?? {}).map(([k, v]) => [k, fill(v)])),
    };
    const child = spawn(process.execPath, [entry, ...(c.args ?? []).map(fill)], { cwd, env, detached: true, stdio: ["pipe", "pipe", "pipe"] });
    // A server that exits while a request is being written closes the pipe under us: the exit
    // handler reports it; the write error must not take the capture down with it.
    child.stdin.on("error", () => {});
    let stderr = "";
    let stderrHead = "";
    let buf = "";
    let nextId = 1;
    const waiting = new Map();
    let done = false;
    const finish = (err, val) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      try { process.kill(-child.pid, "SIGKILL"); } catch { /* already gone */ }
      err ? reject(err) : resolve(val);
    };
    const timer = setTimeout(() => finish(new Error(`timed out after ${timeoutMs} ms; stderr: ${stderr.slice(-300)}`)), timeoutMs);
    child.on("error", (e) => finish(e));
    child.on("exit", (code) => finish(new Error(`exited (${code}) before answering; stderr: ${stderrHead.replace(/\s+/g, " ")} … ${stderr.slice(-200).replace(/\s+/g, " ")}`)));
    child.stderr.on("data", (d) => {
      if (stderrHead.length < 300) stderrHead += String(d).slice(0, 300 - stderrHead.length);
      stderr = (stderr + d).slice(-4000);
    });
    child.stdout.on("data", (d) => {
      buf += d;
      let nl;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl).trim();
        buf = buf.slice(nl + 1);
        if (!line.startsWith("{")) continue;
        let msg;
        try { msg = JSON.parse(line); } catch { continue; }
        if (msg.id !== undefined && waiting.has(msg.id) && !("method" in msg)) {
          const w = waiting.get(msg.id);
          waiting.delete(msg.id);
          msg.error ? w.reject(new Error(`${w.method}: ${JSON.stringify(msg.error).slice(0, 200)}`)) : w.resolve(msg.result);
        } else if (msg.id !== undefined && "method" in msg) {
          // A request from the server (roots/list, ping…): answer with an empty result or an error.
          const result = msg.method === "roots/list" ? { roots: [] } : msg.method === "ping" ? {} : undefined;
          const reply = result ? { jsonrpc: "2.0", id: msg.id, result } : { jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "not supported" } };
          child.stdin.write(JSON.stringify(reply) + "\n");
        }
      }
    });
    const call = (method, params) => new Promise((res, rej) => {
      const id = nextId++;
      waiting.set(id, { resolve: res, reject: rej, method });
      child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) }) + "\n");
    });
    const pages = async (method, key) => {
      const all = [];
      let cursor;
      for (let i = 0; i < PAGE_LIMIT; i++) {
        const r = await call(method, cursor ? { cursor } : {});
        all.push(...(r?.[key] ?? []));
        cursor = r?.nextCursor;
        if (!cursor) break;
      }
      return all;
    };
    (async () => {
      const init = await call("initialize", {
        protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: "field-capture", version: "1.0.0" },
      });
      child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) + "\n");
      const out = { tools: await pages("tools/list", "tools") };
      out.serverInfo = init.serverInfo;
      out.protocolVersion = init.protocolVersion;
      out.capabilities = init.capabilities;
      if (init.instructions !== undefined) out.instructions = init.instructions;
      const caps = init.capabilities ?? {};
      // A declared but broken optional list is left out rather than failing the capture.
      const optional = async (method, key) => { try { return await pages(method, key); } catch { return undefined; } };
      if (caps.prompts) { const p = await optional("prompts/list", "prompts"); if (p) out.prompts = p; }
      if (caps.resources) {
        const r = await optional("resources/list", "resources"); if (r) out.resources = r;
        const t = await optional("resources/templates/list", "resourceTemplates"); if (t) out.resourceTemplates = t;
      }
      return out;
    })().then((v) => finish(null, v), (e) => finish(e));
  });
}

function writeIndex(results) {
  const index = { captured: new Date().toISOString().slice(0, 10), servers: [], releases: [], pairs: [], failed: [] };
  for (const r of results) {
    if (r.error) { index.failed.push({ id: r.id, package: r.package, version: r.version, error: r.error }); continue; }
    const row = { slug: r.id, package: r.package, version: r.version, manifest: `${r.id}@${r.version}.json`, tools: r.tools };
    if (r.env) row.env = r.env;
    if (r.args) row.args = r.args;
    (r.release ? index.releases : index.servers).push(row);
  }
  for (const p of list.pairs ?? []) {
    const ok = (v) => index.servers.concat(index.releases).some((s) => s.slug === p.id && s.version === v);
    const cur = list.servers.find((s) => s.id === p.id);
    if (ok(p.old) && ok(cur.version)) index.pairs.push({ slug: p.id, package: cur.package, old: `${p.id}@${p.old}.json`, new: `${p.id}@${cur.version}.json` });
  }
  writeFileSync(join(cache, "index.json"), JSON.stringify(index, null, 1) + "\n");
  return index;
}

async function main() {
  mkdirSync(join(cache, "manifests"), { recursive: true });
  const prev = existsSync(join(cache, "results.json")) ? JSON.parse(readFileSync(join(cache, "results.json"), "utf8")) : [];
  // Rows of servers no longer in the list are dropped.
  const listed = new Set(list.servers.map((s) => s.id));
  const results = new Map(prev.filter((r) => listed.has(r.id)).map((r) => [`${r.id}@${r.version}`, r]));
  const queue = captures().filter((c) => {
    const key = `${c.id}@${c.version}`;
    return force || !existsSync(join(cache, "manifests", `${key}.json`)) || !results.get(key) || results.get(key).error;
  });
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const key = `${c.id}@${c.version}`;
      const file = join(cache, "manifests", `${key}.json`);
      const row = { id: c.id, package: c.package, version: c.version, release: c.release, env: c.env, args: c.args };
      try {
        const { dir, pkgDir } = await install(c);
        const entry = binPath(c, pkgDir);
        const manifest = await talk(c, entry, dir);
        writeFileSync(file, JSON.stringify(manifest, null, 1) + "\n");
        row.tools = manifest.tools.length;
        console.log(`ok    ${key}: ${row.tools} tools`);
      } catch (e) {
        row.error = String(e.message ?? e).replace(/\s+/g, " ").slice(0, 500);
        rmSync(file, { force: true });
        console.log(`FAIL  ${key}: ${row.error}`);
      }
      results.set(key, row);
      writeFileSync(join(cache, "results.json"), JSON.stringify([...results.values()], null, 1) + "\n");
      writeIndex([...results.values()]);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const index = writeIndex([...results.values()]);
  console.log(`${index.servers.length} servers, ${index.servers.reduce((n, s) => n + s.tools, 0)} tools, ${index.pairs.length} pairs, ${index.failed.length} failed`);
}

main().catch((e) => { console.error(e.message ?? e); process.exit(2); });
