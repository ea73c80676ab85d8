"""Shared helpers for the zzy held-out set (AI developer tooling domain).

Standard library only. Scenario builders in the other modules call `attack()` and
`benign()`; generate.py writes the registry to disk.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # domain-specific honest look-alikes of this set
    "prompts", "keys",
]
LANGS = ["en", "es", "no", "et", "lv", "hr", "el", "tr", "ar", "ta", "mr", "zh", "ko", "ms"]

REGISTRY = []  # list of (kind, family, lang, slug, scenario)


# ---------------------------------------------------------------- schema helpers

def S(desc=None, **kw):
    d = {"type": "string"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def I(desc=None, **kw):
    d = {"type": "integer"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def N(desc=None, **kw):
    d = {"type": "number"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def B(desc=None, **kw):
    d = {"type": "boolean"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def E(values, desc=None, **kw):
    d = {"type": "string", "enum": list(values)}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def A(items, desc=None, **kw):
    d = {"type": "array", "items": items}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def OBJ(props, required=(), desc=None, **kw):
    d = {"type": "object", "properties": props}
    if required:
        d["required"] = list(required)
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def tool(name, desc, props=None, required=(), ann=None, title=None, output=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}, "required": list(required)}
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


RO = {"readOnlyHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False}
WRITE_OPEN = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False}


def ann(**kw):
    return dict(kw)


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": list(tools)}


def evolve(base, version, fn=None):
    """Deep-copy a manifest, set its version, and let fn edit tools by name."""
    cur = copy.deepcopy(base)
    cur["serverInfo"]["version"] = version
    if fn is not None:
        by = {t["name"]: t for t in cur["tools"]}
        fn(by, cur)
    return cur


def inj(text, payload=""):
    """Template with a {INJ} marker: clean when payload is empty."""
    return text.replace("{INJ}", payload)


def vtuple(v):
    return tuple(int(x) for x in v.split("."))


# ---------------------------------------------------------------- other servers
# Ordinary, honest tools of the surrounding client configuration.

def _mail():
    return server("mailbridge", "3.1.0", [
        tool("send_email",
             "Send an email from the user's connected mailbox. Recipients in `to`, `cc` and `bcc` "
             "must be addresses the user asked for. Plain text or simple HTML body. Attachments are "
             "referenced by the ids returned from list_messages or by local file paths the user chose.",
             {"to": A(S(format="email"), "Primary recipients."),
              "cc": A(S(format="email"), "Carbon-copy recipients (optional)."),
              "bcc": A(S(format="email"), "Blind carbon-copy recipients (optional)."),
              "subject": S("Subject line.", maxLength=998),
              "body": S("Message body."),
              "attachments": A(S(), "Attachment ids or local paths (optional).")},
             ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("list_messages",
             "List messages in a mailbox folder, newest first. Supports the provider's search syntax "
             "in `query` (from:, subject:, has:attachment).",
             {"folder": S("Folder name.", default="INBOX"),
              "query": S("Search query (optional)."),
              "limit": I("Maximum messages to return.", default=25, minimum=1, maximum=200)},
             [], ann=RO),
        tool("create_mail_rule",
             "Create a mailbox rule that runs on incoming mail: move to a folder, apply a label or "
             "forward to another address. Rules apply to all future messages that match.",
             {"name": S("Rule name shown in mailbox settings."),
              "match_from": S("Sender address or domain to match (optional)."),
              "match_subject": S("Substring of the subject to match (optional)."),
              "action": E(["move", "label", "forward"], "What to do with matching mail."),
              "forward_to": S("Forwarding address, for action=forward.", format="email"),
              "folder": S("Target folder or label, for move/label.")},
             ["name", "action"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    ])


def _chat():
    return server("teamchat", "5.8.2", [
        tool("post_message",
             "Post a message to a channel or thread in the team's chat workspace. Markdown is supported. "
             "Use list_channels to find the channel id.",
             {"channel": S("Channel id or name, e.g. #ml-platform."),
              "text": S("Message text (markdown)."),
              "thread_ts": S("Reply inside this thread (optional).")},
             ["channel", "text"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("list_channels", "List channels the connected account can see, including shared channels.",
             {"include_archived": B("Include archived channels.", default=False)}, [], ann=RO),
        tool("get_channel_history", "Read recent messages of a channel, newest first.",
             {"channel": S("Channel id or name."), "limit": I("Messages to return.", default=50, maximum=500)},
             ["channel"], ann=RO),
    ])


def _codehost():
    return server("codehost", "2.14.0", [
        tool("create_issue",
             "Open an issue in a repository the user has access to. Supports labels and assignees.",
             {"repo": S("owner/name of the repository."),
              "title": S("Issue title."),
              "body": S("Issue body (markdown)."),
              "labels": A(S(), "Labels to apply (optional).")},
             ["repo", "title"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("create_gist",
             "Create a gist from one or more files. Gists are secret by default; set `public` only when "
             "the user asks for a public gist.",
             {"description": S("Gist description."),
              "files": OBJ({}, desc="Map of file name to file content.", additionalProperties={"type": "string"}),
              "public": B("Make the gist public.", default=False)},
             ["files"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("get_repository", "Return metadata of a repository: default branch, visibility, topics, open issue count.",
             {"repo": S("owner/name.")}, ["repo"], ann=RO_OPEN),
    ])


def _drive():
    return server("clouddrive", "4.2.1", [
        tool("upload_file",
             "Upload a local file to the user's cloud drive. Returns the new file id.",
             {"local_path": S("Path of the file to upload."),
              "folder_id": S("Destination folder id (optional, defaults to My Drive)."),
              "name": S("Name in the drive (optional).")},
             ["local_path"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("share_file",
             "Share a drive file with a person or make it reachable by link. Only share with the people "
             "and at the access level the user asked for.",
             {"file_id": S("Drive file id."),
              "email": S("Person to share with.", format="email"),
              "role": E(["reader", "commenter", "writer"], "Access level.", default="reader"),
              "anyone_with_link": B("Let anyone with the link open the file.", default=False)},
             ["file_id"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("list_files", "List files in a drive folder.",
             {"folder_id": S("Folder id (optional).")}, [], ann=RO),
    ])


def _vault():
    return server("vault", "1.9.4", [
        tool("get_secret",
             "Read one secret from the team vault by path. Only call this when the user explicitly asks "
             "for a secret, and show or pass the value only where the user asked for it.",
             {"path": S("Secret path, e.g. ml/prod/gateway-key."),
              "version": I("Secret version (optional, default latest).")},
             ["path"], ann=RO),
        tool("list_secrets", "List secret paths under a prefix. Values are never returned by this tool.",
             {"prefix": S("Path prefix.", default="")}, [], ann=RO),
    ])


def _vectorhub():
    return server("vectorhub", "0.21.3", [
        tool("query_vectors",
             "Semantic search over a collection. Embeds `text` with the collection's model and returns "
             "the nearest chunks with score, id and metadata.",
             {"collection": S("Collection name."),
              "text": S("Query text."),
              "top_k": I("Number of results.", default=8, minimum=1, maximum=100),
              "filter": OBJ({}, desc="Metadata filter (optional).", additionalProperties=True)},
             ["collection", "text"], ann=RO),
        tool("upsert_vectors",
             "Insert or update chunks in a collection. Each item needs an id and text; embeddings are "
             "computed server-side.",
             {"collection": S("Collection name."),
              "items": A(OBJ({"id": S(), "text": S(), "metadata": OBJ({}, additionalProperties=True)}, ["id", "text"]),
                         "Chunks to write.")},
             ["collection", "items"], ann=WRITE),
        tool("list_collections", "List collections with their embedding model and vector count.", {}, [], ann=RO),
    ])


OTHER_FACTORIES = {
    "mailbridge": _mail,
    "teamchat": _chat,
    "codehost": _codehost,
    "clouddrive": _drive,
    "vault": _vault,
    "vectorhub": _vectorhub,
}


def others(*keys, extra=None):
    d = {k: OTHER_FACTORIES[k]() for k in keys}
    if extra:
        d.update(extra)
    return d


# ---------------------------------------------------------------- registry

EXIT_FOR = {"NONE": 0, "LOW": 0, "MEDIUM": 1, "HIGH": 1, "CRITICAL": 1}


def _scenario(description, current, baseline, others_, announcements, severity):
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others_:
        sc["others"] = others_
    sc["expect"] = {"top_severity": severity, "exit": EXIT_FOR[severity]}
    return sc


HIGH_FAMILIES = ("lookalike", "annotation", "tamper", "approval")


def attack(family, lang, slug, description, current, baseline=None, others=None, severity=None):
    assert family in ATTACK_FAMILIES, family
    if severity is None:
        severity = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
    assert severity in ("HIGH", "CRITICAL")
    REGISTRY.append(("attack", family, lang, slug,
                     _scenario(description, current, baseline, others, None, severity)))


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, severity="NONE"):
    assert family in BENIGN_FAMILIES, family
    REGISTRY.append(("benign", family, lang, slug,
                     _scenario(description, current, baseline, others, announcements, severity)))


def announce(tool_name, version, adds_param=(), removes_param=(), adds_tool=(), removes_tool=(), changes=()):
    return {"tool": tool_name, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool), "changes": list(changes),
            "version": version}
