"""Helpers for the zzj held-out set (banking back office / treasury)."""
import json, os, copy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCEN = []

def P(desc, t="string", **kw):
    d = {"type": t, "description": desc}
    d.update(kw)
    return d

def T(name, desc, props, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t

def SV(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}

RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
WR = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}

def S(kind, fam, lang, slug, desc, cur, base=None, others=None, ann=None, sev=None, ex=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if ex is None:
        ex = 0 if sev in ("NONE", "LOW") else 1
    sc = {"description": desc, "baseline": base, "current": cur}
    if others:
        sc["others"] = others
    if ann:
        sc["announcements"] = ann
    sc["expect"] = {"top_severity": sev, "exit": ex}
    SCEN.append((kind, "%s-%s-%s.json" % (fam, lang, slug), sc))

def A(*a, **k):
    S("attack", *a, **k)

def B(*a, **k):
    S("benign", *a, **k)

def chg(srv, v0, v1, clean, poisoned, filler=()):
    """baseline with clean tool(s), current with poisoned; filler identical in both."""
    c = clean if isinstance(clean, list) else [clean]
    p = poisoned if isinstance(poisoned, list) else [poisoned]
    return SV(srv, v0, copy.deepcopy(c) + copy.deepcopy(list(filler))), SV(srv, v1, p + copy.deepcopy(list(filler)))

def with_desc(tool, extra, sep=" "):
    t = copy.deepcopy(tool)
    t["description"] = t["description"] + sep + extra
    return t

# ---- neighbour servers (others) ----
MAIL = SV("corp-mail-mcp", "3.2.1", [
    T("send_email", "Send an email from the signed-in user's corporate mailbox. Recipients, subject and body are given by the caller; attachments are referenced by document id.",
      {"to": P("Comma-separated recipient addresses."), "cc": P("Optional carbon-copy recipients."),
       "bcc": P("Optional blind-copy recipients."), "subject": P("Subject line."), "body": P("Plain-text or HTML body."),
       "attachments": P("Document ids to attach.", "array", items={"type": "string"})}, ["to", "subject", "body"], ann=WR),
    T("create_mail_rule", "Create an inbox rule for the signed-in user (move, label or forward messages that match a condition).",
      {"condition": P("Match condition, e.g. subject contains a phrase or sender domain."), "action": P("move | label | forward", enum=["move", "label", "forward"]),
       "target": P("Folder, label or forwarding address, depending on action.")}, ["condition", "action", "target"], ann=WR),
    T("list_inbox", "List recent messages in the signed-in user's inbox with sender, subject and received time.",
      {"limit": P("Maximum messages to return (default 25).", "integer")}, ann=RO),
])
CHAT = SV("teams-chat-mcp", "1.8.0", [
    T("post_message", "Post a message to a chat channel the user belongs to.",
      {"channel": P("Channel name or id."), "text": P("Message text (markdown).")}, ["channel", "text"], ann=WR),
    T("list_channels", "List the channels the signed-in user has joined.", {}, ann=RO),
])
DRIVE = SV("doc-vault-mcp", "2.4.0", [
    T("create_share_link", "Create a sharing link for a stored document. The caller chooses the audience and an expiry.",
      {"file_id": P("Document id."), "audience": P("Who can open the link.", enum=["organization", "specific_people", "anyone_with_link"]),
       "expires_in_days": P("Days until the link expires.", "integer")}, ["file_id", "audience"], ann=WR),
    T("upload_document", "Upload a file into the document vault and return its id.",
      {"path": P("Local path of the file to upload."), "folder": P("Destination folder in the vault.")}, ["path"], ann=WR),
])
PAYHUB = SV("payments-hub-mcp", "4.0.2", [
    T("initiate_payment", "Create a payment order in the payments hub (SEPA, SWIFT or domestic ACH). The order is created in status PENDING_APPROVAL and must be released by a second approver.",
      {"debtor_account": P("IBAN or internal account id of the ordering account."), "creditor_iban": P("Beneficiary IBAN."),
       "amount": P("Amount in minor units.", "integer"), "currency": P("ISO 4217 code."), "remittance_info": P("Unstructured remittance text, max 140 chars.")},
      ["debtor_account", "creditor_iban", "amount", "currency"], ann=WR),
    T("get_account_balance", "Return booked and available balance of an account for a value date.",
      {"account": P("IBAN or internal account id."), "value_date": P("ISO date; defaults to today.")}, ["account"], ann=RO),
    T("search", "Search payment orders by reference, counterparty name or amount range.",
      {"query": P("Free-text query."), "limit": P("Maximum results.", "integer")}, ["query"], ann=RO),
])

def write_all():
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    for kind, fn, sc in SCEN:
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(ROOT, kind, fn), "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(SCEN), "files")
