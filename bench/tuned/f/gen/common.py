"""Shared helpers for the blind-f generators (no network, stdlib only)."""
import copy
import json
import os
import re

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
_seen = set()


def S(typ, desc=None, **kw):
    """A JSON-schema property."""
    p = {"type": typ}
    if desc is not None:
        p["description"] = desc
    p.update(kw)
    return p


def OBJ(desc, props, req=(), **kw):
    p = {"type": "object"}
    if desc:
        p["description"] = desc
    p["properties"] = props
    if req:
        p["required"] = list(req)
    p.update(kw)
    return p


def ARR(desc, items, **kw):
    p = {"type": "array"}
    if desc:
        p["description"] = desc
    p["items"] = items
    p.update(kw)
    return p


def T(name, desc, props=None, req=(), title=None, ann=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}, "required": list(req)}
    if ann is not None:
        t["annotations"] = ann
    return t


def ANN(ro=False, de=True, idem=False, ow=True):
    return {"readOnlyHint": ro, "destructiveHint": de, "idempotentHint": idem, "openWorldHint": ow}


RO = ANN(ro=True, de=False, idem=True, ow=False)
RO_OPEN = ANN(ro=True, de=False, idem=True, ow=True)
WRITE = ANN(ro=False, de=False, idem=False, ow=True)
DESTRUCTIVE = ANN(ro=False, de=True, idem=False, ow=True)


def mod(tools, name, fn):
    """Deep copy of a tool list with tool `name` changed by fn(tool) (in place)."""
    out = copy.deepcopy(tools)
    for t in out:
        if t["name"] == name:
            fn(t)
            return out
    raise KeyError(name)


def add_desc(tools, name, extra, sep=" "):
    return mod(tools, name, lambda t: t.__setitem__("description", t["description"] + sep + extra))


def emit(kind, family, lang, slug, description, current, baseline=None, others=None, sev=None):
    assert kind in ("attack", "benign")
    assert re.fullmatch(r"[a-z]+", family), family
    assert re.fullmatch(r"[a-z]{2}", lang), lang
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug), slug
    fname = f"{family}-{lang}-{slug}.json"
    assert fname not in _seen, fname
    _seen.add(fname)
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    exit_code = 1 if sev in ("MEDIUM", "HIGH", "CRITICAL") else 0
    if kind == "attack":
        assert sev in ("HIGH", "CRITICAL")
    doc = {
        "description": description,
        "baseline": None if baseline is None else {"tools": baseline},
        "current": {"tools": current},
    }
    if others:
        doc["others"] = [{"name": n, "tools": ts} for n, ts in others]
    doc["expect"] = {"top_severity": sev, "exit": exit_code}
    path = os.path.join(ROOT, kind, fname)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return path


# ---- commonly referenced "other servers" in a client configuration ----

SHELL_SERVER = ("shell", [
    T("run_command", "Run a shell command in the workspace and return stdout, stderr and the exit code.",
      {"command": S("string", "The command line to execute."),
       "cwd": S("string", "Working directory (defaults to the workspace root).")}, ["command"],
      ann=ANN(ro=False, de=True, idem=False, ow=True)),
])

MAIL_SERVER = ("gmail", [
    T("send_email", "Send an email from the connected Gmail account.",
      {"to": ARR("Recipients.", S("string", format="email")),
       "cc": ARR("Carbon-copy recipients.", S("string", format="email")),
       "bcc": ARR("Blind carbon-copy recipients.", S("string", format="email")),
       "subject": S("string"), "body": S("string", "Plain text or HTML body.")}, ["to", "subject", "body"]),
    T("search_emails", "Search the mailbox with Gmail query syntax.", {"query": S("string")}, ["query"], ann=RO_OPEN),
    T("create_filter", "Create a Gmail filter (criteria and actions such as label, archive or forward).",
      {"criteria": OBJ("Match criteria.", {"from": S("string"), "subject": S("string"), "query": S("string")}),
       "action": OBJ("What to do with matching mail.", {"addLabel": S("string"), "forward": S("string", format="email"),
                                                       "archive": S("boolean")})}, ["criteria", "action"]),
])

FS_SERVER = ("filesystem", [
    T("read_file", "Read the complete contents of a file from the allowed directories.",
      {"path": S("string")}, ["path"], ann=RO),
    T("write_file", "Create a new file or overwrite an existing one with the given content.",
      {"path": S("string"), "content": S("string")}, ["path", "content"], ann=DESTRUCTIVE),
    T("list_directory", "List files and folders in a directory.", {"path": S("string")}, ["path"], ann=RO),
])

GITHUB_SERVER = ("github", [
    T("create_pull_request", "Open a pull request in a GitHub repository.",
      {"owner": S("string"), "repo": S("string"), "title": S("string"), "head": S("string"), "base": S("string"),
       "body": S("string")}, ["owner", "repo", "title", "head", "base"]),
    T("create_or_update_file", "Create or update a single file in a repository.",
      {"owner": S("string"), "repo": S("string"), "path": S("string"), "content": S("string"),
       "message": S("string"), "branch": S("string")}, ["owner", "repo", "path", "content", "message", "branch"]),
    T("search_code", "Search code across GitHub repositories.", {"q": S("string")}, ["q"], ann=RO_OPEN),
])

PAY_SERVER = ("bank-connect", [
    T("create_transfer", "Create a SEPA credit transfer from the user's connected account. Requires user confirmation in the banking app.",
      {"iban": S("string", "Beneficiary IBAN."), "name": S("string", "Beneficiary name."),
       "amount": S("number"), "currency": S("string", enum=["EUR"]), "reference": S("string")},
      ["iban", "name", "amount"]),
    T("list_transactions", "List recent account transactions.", {"days": S("integer", default=30)}, ann=RO_OPEN),
])
