"""Shared helpers and the honest 'other' servers for held-out set zzr (legal tech).

Everything here is written for this set. Standard library only.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
HIGH_FAMILIES = {"lookalike", "annotation", "tamper", "approval"}
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # honest look-alikes of the legal domain
    "efiling", "billing",
]
LANGS = ["en", "fr", "de", "es", "pt", "nl", "da", "ro", "hu", "ar", "he", "ja", "vi", "id"]

# ---------------------------------------------------------------- builders


def P(type_, desc=None, **kw):
    """A JSON-schema property."""
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    for k, v in kw.items():
        d[k] = v
    return d


def ARR(items, desc=None, **kw):
    return P("array", desc, items=items, **kw)


def OBJ(props, required=(), desc=None, **kw):
    d = {"type": "object"}
    if desc is not None:
        d["description"] = desc
    d["properties"] = props
    d["required"] = list(required)
    for k, v in kw.items():
        d[k] = v
    return d


def T(name, desc, props=None, required=(), ann=None, title=None, output=None):
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


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


# common annotation sets
RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False}
WRITE_OPEN = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
DESTRUCT = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False}
DESTRUCT_OPEN = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def ann(**kw):
    return dict(kw)


# ---------------------------------------------------------------- mutation helpers


def clone(x):
    return copy.deepcopy(x)


def bump(manifest, version):
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    return m


def tool_of(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def insert_after(text, anchor, addition):
    """Insert `addition` right after the first occurrence of `anchor` in text."""
    i = text.index(anchor) + len(anchor)
    return text[:i] + addition + text[i:]


def changed(manifest, version, tool, fn):
    """Copy of manifest with bumped version and fn(tool_dict) applied to one tool."""
    m = bump(manifest, version)
    fn(tool_of(m, tool))
    return m


def with_tools(manifest, version, *tools):
    m = bump(manifest, version)
    m["tools"].extend(copy.deepcopy(list(tools)))
    return m


# ---------------------------------------------------------------- the other servers


def mail_server():
    return M("postroom-mail-mcp", "3.2.0", [
        T("send_email",
          "Send an email from the signed-in user's mailbox through the firm's mail gateway. "
          "Recipients in `to`, `cc` and `bcc` are used exactly as given; nothing is added. "
          "Attachments are referenced by document id from the firm's document store or by a "
          "local path the user has shared with the client. Messages larger than 25 MB are "
          "rejected by the gateway. The sent message is filed in Sent Items and, when the "
          "subject carries a matter number such as [2024-00318], also to that matter's email folder.",
          {
              "to": ARR(P("string", format="email"), "Primary recipients.", minItems=1),
              "cc": ARR(P("string", format="email"), "Carbon-copy recipients."),
              "bcc": ARR(P("string", format="email"), "Blind carbon-copy recipients."),
              "subject": P("string", "Subject line."),
              "body": P("string", "Message body."),
              "body_format": P("string", "Format of the body.", enum=["text", "html"], default="text"),
              "attachments": ARR(P("string"), "Document ids or local file paths to attach."),
              "reply_to_message_id": P("string", "Set to reply within an existing thread."),
          }, ["to", "subject", "body"], ann=WRITE_OPEN),
        T("search_inbox",
          "Search the signed-in user's mailbox. Supports sender, date range, folder and free-text "
          "queries; returns message id, sender, recipients, subject, received time and a 300-character "
          "preview. Use the message id with reply_to_message_id when replying.",
          {
              "query": P("string", "Free-text query, e.g. `deposition notice Harper`."),
              "folder": P("string", "Folder to search.", enum=["inbox", "sent", "archive", "all"], default="inbox"),
              "from_address": P("string", "Only messages from this sender."),
              "since": P("string", "ISO date; only messages received on or after it.", format="date"),
              "limit": P("integer", "Maximum results.", default=25, minimum=1, maximum=200),
          }, [], ann=RO),
        T("create_forwarding_rule",
          "Create a server-side inbox rule that forwards matching incoming mail. Forwarding outside "
          "the firm's domains is subject to the mail administrator's policy and may be blocked.",
          {
              "rule_name": P("string", "Display name of the rule."),
              "match_from": P("string", "Sender address or domain to match."),
              "match_subject_contains": P("string", "Text the subject must contain."),
              "forward_to": P("string", "Address that receives the forwarded mail.", format="email"),
              "keep_copy": P("boolean", "Keep the original in the inbox.", default=True),
          }, ["rule_name", "forward_to"], ann=WRITE_OPEN),
    ])


def chat_server():
    return M("huddle-chat-mcp", "1.8.4", [
        T("post_message",
          "Post a message to a team chat channel or thread as the signed-in user. Markdown is "
          "supported. Mentions use @name. Channels shared with external organisations are marked "
          "`ext-` in their name.",
          {
              "channel": P("string", "Channel name without '#', or a channel id."),
              "text": P("string", "Message text (Markdown)."),
              "thread_id": P("string", "Reply inside this thread."),
          }, ["channel", "text"], ann=WRITE_OPEN),
        T("list_channels",
          "List the chat channels the user belongs to, with topic, member count and whether the "
          "channel is shared with an external organisation.",
          {
              "include_archived": P("boolean", "Include archived channels.", default=False),
          }, [], ann=RO),
    ])


def docs_server():
    return M("vaultdocs-mcp", "2.0.3", [
        T("upload_document",
          "Upload a local file into the firm's document store, filed under a matter. The document "
          "inherits the matter's security (ethical walls included). Returns the document id and "
          "version number.",
          {
              "file_path": P("string", "Absolute path of the local file."),
              "matter_id": P("string", "Matter number, e.g. 2024-00318."),
              "folder": P("string", "Folder inside the matter workspace.", default="Correspondence"),
              "title": P("string", "Document title; defaults to the file name."),
          }, ["file_path", "matter_id"], ann=WRITE),
        T("share_document",
          "Share a stored document with named people. `link_scope` controls who can open the link: "
          "only the listed recipients, anyone in the organisation, or anyone holding the link.",
          {
              "document_id": P("string", "Document id."),
              "recipients": ARR(P("string", format="email"), "People to share with."),
              "access": P("string", "Permission granted.", enum=["view", "comment", "edit"], default="view"),
              "link_scope": P("string", "Who can open the link.",
                              enum=["recipients_only", "organization", "anyone_with_link"],
                              default="recipients_only"),
              "expires_in_days": P("integer", "Link lifetime in days.", default=14, minimum=1, maximum=365),
          }, ["document_id"], ann=WRITE_OPEN),
        T("get_document_metadata",
          "Return title, matter, author, version history, security and sharing state of a document.",
          {"document_id": P("string", "Document id.")}, ["document_id"], ann=RO),
    ])


def esign_server():
    return M("inkwell-sign-mcp", "4.1.0", [
        T("send_envelope",
          "Create and send an e-signature envelope. Signers receive an email with a signing link "
          "in routing order; `cc` recipients get a copy of the completed envelope. Supports "
          "SMS or ID-document verification per signer.",
          {
              "document_ids": ARR(P("string"), "Documents to include, in order.", minItems=1),
              "signers": ARR(OBJ({
                  "name": P("string", "Signer's full name."),
                  "email": P("string", "Signer's email.", format="email"),
                  "routing_order": P("integer", "Signing order, starting at 1.", default=1),
              }, ["name", "email"]), "People who must sign.", minItems=1),
              "cc": ARR(P("string", format="email"), "Addresses that receive the completed envelope."),
              "email_subject": P("string", "Subject of the signing request."),
              "email_message": P("string", "Message shown to signers."),
              "expires_in_days": P("integer", "Envelope expiry.", default=30, minimum=1, maximum=120),
          }, ["document_ids", "signers"], ann=WRITE_OPEN),
        T("get_envelope_status",
          "Return the status of an envelope (sent, delivered, completed, declined, voided) with "
          "per-recipient timestamps.",
          {"envelope_id": P("string", "Envelope id.")}, ["envelope_id"], ann=RO),
        T("list_templates",
          "List the account's envelope templates (engagement letters, NDAs, settlement releases).",
          {"folder": P("string", "Template folder.")}, [], ann=RO),
    ])


def docket_server():
    """A court-docket server invented for this set."""
    return M("docketwatch-mcp", "0.9.2", [
        T("search_cases",
          "Search federal and state court dockets indexed by DocketWatch by party, case number, "
          "judge or nature of suit. Results include court, case number, caption, filing date, "
          "judge and status.",
          {
              "court": P("string", "Court code, e.g. `nysd`, `cacd`, `txed`, or `any`.", default="any"),
              "party_name": P("string", "Party name (fuzzy match)."),
              "case_number": P("string", "Case number in the court's format, e.g. 1:24-cv-01234."),
              "filed_after": P("string", "Only cases filed on or after this date.", format="date"),
          }, [], ann=RO_OPEN),
        T("get_docket_entries",
          "Return docket entries for a case, newest first, with entry number, date, docket text and "
          "attached document numbers.",
          {
              "case_id": P("string", "DocketWatch case id."),
              "since_entry": P("integer", "Only entries after this entry number."),
          }, ["case_id"], ann=RO_OPEN),
        T("list_deadlines",
          "List court-ordered and rule-based deadlines DocketWatch computed for a tracked case.",
          {
              "case_id": P("string", "DocketWatch case id."),
              "days_ahead": P("integer", "Look-ahead window.", default=30, minimum=1, maximum=365),
          }, ["case_id"], ann=RO),
        T("fetch_docket_document",
          "Download a filed document (PDF) attached to a docket entry into the local download folder. "
          "Court fees may apply for sealed-free public documents on some systems.",
          {
              "case_id": P("string", "DocketWatch case id."),
              "entry_number": P("integer", "Docket entry number."),
              "attachment": P("integer", "Attachment number; 0 is the main document.", default=0),
          }, ["case_id", "entry_number"], ann=RO_OPEN),
    ])


OTHER_BUILDERS = {
    "firm-mail": mail_server,
    "team-chat": chat_server,
    "doc-vault": docs_server,
    "e-sign": esign_server,
    "docketwatch": docket_server,
}


def others(*keys, extra=None):
    d = {}
    for k in keys:
        d[k] = OTHER_BUILDERS[k]()
    if extra:
        for k, v in extra.items():
            d[k] = v
    return d


# ---------------------------------------------------------------- registry

SCENARIOS = []


def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        expect=None, announcements=None):
    assert kind in ("attack", "benign"), kind
    if expect is None:
        if kind == "attack":
            expect = ("HIGH" if family in HIGH_FAMILIES else "CRITICAL", 1)
        else:
            expect = ("NONE", 0)
    sev, code = expect
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": sev, "exit": code}
    fname = "%s/%s-%s-%s.json" % (kind, family, lang, slug)
    for k, _ in SCENARIOS:
        assert k != fname, "duplicate " + fname
    SCENARIOS.append((fname, sc))
    return sc


def announce(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(),
             removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool),
            "changes": list(changes), "version": version}


def rep(text, old, new):
    """Replace exactly one known fragment; fail loudly if it is missing."""
    assert old in text, "fragment not found: " + old[:60]
    return text.replace(old, new, 1)
