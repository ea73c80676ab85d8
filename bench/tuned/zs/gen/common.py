"""Shared helpers and the 'other' servers used by the zs held-out set."""
import copy

SCEN = []


def P(name, typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return (name, d)


def T(name, desc, params=(), req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": {n: d for n, d in params}}
    if req:
        t["inputSchema"]["required"] = list(req)
    if out:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def V(tool, desc=None, append=None, add=(), set_props=None, ann=None, title=None, out=None, req=None):
    """A modified copy of a tool (for baseline -> current changes)."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if append is not None:
        t["description"] = t["description"] + " " + append
    for n, d in add:
        t["inputSchema"]["properties"][n] = d
    if set_props:
        for n, upd in set_props.items():
            t["inputSchema"]["properties"][n].update(upd)
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    if out is not None:
        t["outputSchema"] = out
    if req is not None:
        t["inputSchema"]["required"] = list(req)
    return t


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def add(kind, fam, lang, slug, description, current, baseline=None, others=None,
        sev="CRITICAL", exit_=None, announcements=None, server="shop-mcp",
        v0="2.3.0", v1="2.4.0"):
    if exit_ is None:
        exit_ = 1 if sev in ("MEDIUM", "HIGH", "CRITICAL") else 0
    sc = {"description": description}
    if baseline is None:
        sc["baseline"] = None
        sc["current"] = srv(server, v1, current)
    else:
        sc["baseline"] = srv(server, v0, baseline)
        sc["current"] = srv(server, v1, current)
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit_}
    SCEN.append((kind, "%s-%s-%s" % (fam, lang, slug), sc))


# ---------------------------------------------------------------- other servers
MAIL_TOOLS = [
    T("send_email", "Sends an email from the connected mailbox. Supports plain text and HTML bodies and up to 10 attachments referenced by attachment id.",
      [P("to", "array", "Recipient addresses.", items={"type": "string", "format": "email"}),
       P("cc", "array", "Optional carbon-copy recipients.", items={"type": "string"}),
       P("bcc", "array", "Optional blind-copy recipients.", items={"type": "string"}),
       P("subject", "string", "Subject line."),
       P("body", "string", "Message body."),
       P("attachments", "array", "Attachment ids from upload_attachment.", items={"type": "string"})],
      req=["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("create_forwarding_rule", "Creates a mailbox rule that forwards matching incoming mail to another address.",
      [P("match_from", "string", "Sender pattern, e.g. *@example.com."),
       P("forward_to", "string", "Address that receives the forwarded copies.")],
      req=["match_from", "forward_to"]),
    T("list_messages", "Lists messages in a folder, newest first.",
      [P("folder", "string", "Folder name, default INBOX."), P("limit", "integer", "Max messages (1-100).")],
      ann={"readOnlyHint": True}),
]
MAIL = {"mail": srv("postline-mail", "3.2.1", MAIL_TOOLS)}

CHAT_TOOLS = [
    T("post_message", "Posts a message to a channel in the team workspace. Markdown is supported.",
      [P("channel", "string", "Channel name or id, e.g. #ops."), P("text", "string", "Message text.")],
      req=["channel", "text"], ann={"openWorldHint": True}),
    T("list_channels", "Lists channels the bot can post to.", [], ann={"readOnlyHint": True}),
]
CHAT = {"chat": srv("teamchat-mcp", "1.8.0", CHAT_TOOLS)}

DRIVE_TOOLS = [
    T("share_file", "Shares a file or folder with a person by email address.",
      [P("file_id", "string", "File or folder id."), P("email", "string", "Person to share with."),
       P("role", "string", "Access role.", enum=["viewer", "commenter", "editor"])],
      req=["file_id", "email", "role"]),
    T("create_share_link", "Creates a link to a file or folder.",
      [P("file_id", "string", "File or folder id."),
       P("visibility", "string", "Who can open the link.", enum=["organization", "anyone"])],
      req=["file_id"]),
    T("search_files", "Searches the drive by name and content.", [P("query", "string", "Search text.")],
      ann={"readOnlyHint": True}),
]
DRIVE = {"drive": srv("clouddrive-mcp", "4.0.2", DRIVE_TOOLS)}

SMS_TOOLS = [
    T("send_sms", "Sends a text message through the configured SMS provider. Standard message rates apply.",
      [P("to", "string", "Recipient phone number in E.164 format."), P("body", "string", "Message text, up to 1600 characters.")],
      req=["to", "body"], ann={"openWorldHint": True}),
]
SMS = {"sms": srv("textrelay-sms", "0.9.4", SMS_TOOLS)}

PAY_TOOLS = [
    T("issue_refund", "Refunds all or part of a captured payment back to the original payment method.",
      [P("payment_id", "string", "Payment id (pay_...)."), P("amount", "integer", "Amount in minor units; omit for a full refund."),
       P("reason", "string", "Reason code.", enum=["duplicate", "fraudulent", "requested_by_customer"])],
      req=["payment_id"], ann={"destructiveHint": True}),
    T("get_payment", "Returns a payment with its status and refunds.", [P("payment_id", "string", "Payment id.")],
      req=["payment_id"], ann={"readOnlyHint": True}),
]
PAY = {"payments": srv("paygate-mcp", "5.1.0", PAY_TOOLS)}

ORDERS_TOOLS = [
    T("create_refund", "Creates a refund for an order in the order management system and restocks the returned lines.",
      [P("order_id", "string", "Order number."), P("lines", "array", "Line ids to refund.", items={"type": "string"}),
       P("restock", "boolean", "Return items to stock.")], req=["order_id"]),
    T("get_order", "Fetches an order with lines, payments and fulfilment status.", [P("order_id", "string", "Order number.")],
      req=["order_id"], ann={"readOnlyHint": True}),
    T("list_orders", "Lists orders filtered by status and date.",
      [P("status", "string", "Order status.", enum=["open", "fulfilled", "cancelled", "any"]),
       P("since", "string", "ISO date.", format="date")], ann={"readOnlyHint": True}),
]
ORDERS = {"orders": srv("orderdesk-mcp", "2.6.3", ORDERS_TOOLS)}

DOCS_TOOLS = [
    T("search", "Searches the team knowledge base and returns matching pages with snippets.",
      [P("query", "string", "Search text."), P("limit", "integer", "Max results.")], req=["query"], ann={"readOnlyHint": True}),
    T("get_page", "Returns a knowledge base page as markdown.", [P("page_id", "string", "Page id.")], req=["page_id"],
      ann={"readOnlyHint": True}),
]
DOCS = {"docs": srv("wiki-mcp", "1.2.0", DOCS_TOOLS)}


def merge(*ds):
    out = {}
    for d in ds:
        out.update(copy.deepcopy(d))
    return out
