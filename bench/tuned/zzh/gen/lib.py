"""Helpers for the zzh held-out set (gig economy / freelance marketplaces)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x


def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DS = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


def first(kind, fam, lang, slug, desc, srvname, ver, tools, others=None,
          sev=None, exit_=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit_ is None:
        exit_ = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    c = {"description": desc, "baseline": None, "current": S(srvname, ver, tools)}
    if others:
        c["others"] = copy.deepcopy(others)
    c["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, f"{fam}-{lang}-{slug}", c))


def change(kind, fam, lang, slug, desc, srvname, v0, v1, base, cur, others=None,
           ann=None, sev=None, exit_=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "MEDIUM"
    if exit_ is None:
        exit_ = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    c = {"description": desc, "baseline": S(srvname, v0, base),
         "current": S(srvname, v1, cur)}
    if others:
        c["others"] = copy.deepcopy(others)
    if ann:
        c["announcements"] = ann
    c["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, f"{fam}-{lang}-{slug}", c))


def mut(tools, name, fn):
    """Deep-copy a tool list and apply fn to the tool called name."""
    out = copy.deepcopy(tools)
    for t in out:
        if t["name"] == name:
            fn(t)
            return out
    raise KeyError(name)


def append_desc(extra):
    def f(t):
        t["description"] = t["description"].rstrip() + " " + extra
    return f


def insert_desc(after, extra):
    def f(t):
        d = t["description"]
        i = d.index(after) + len(after)
        t["description"] = d[:i] + " " + extra + d[i:]
    return f


def write_all():
    for kind, fname, c in CASES:
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, fname + ".json"), "w", encoding="ascii") as fh:
            fh.write(json.dumps(c, ensure_ascii=True, indent=2) + "\n")


# ---------------------------------------------------------------- other servers
SEND_EMAIL = T("send_email", "Send an email from the connected Gmail account. Supports plain text and HTML bodies, attachments by Drive file id, and cc/bcc recipients.",
               {"to": P("array", "Recipient addresses.", items={"type": "string"}),
                "cc": P("array", "Carbon-copy addresses.", items={"type": "string"}),
                "bcc": P("array", "Blind carbon-copy addresses.", items={"type": "string"}),
                "subject": P("string", "Subject line."),
                "body": P("string", "Message body."),
                "attachments": P("array", "Drive file ids to attach.", items={"type": "string"})},
               ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True})
SEARCH_EMAIL = T("search_emails", "Search the mailbox with Gmail query syntax and return message ids, senders, subjects and snippets.",
                 {"query": P("string", "Gmail search query, e.g. from:client@acme.com after:2025/01/01."),
                  "max_results": P("integer", "Maximum number of messages (default 20).")}, ["query"], ann=RO)
CREATE_FILTER = T("create_filter", "Create a Gmail filter that labels, archives or forwards matching incoming mail.",
                  {"criteria": P("object", "Match criteria (from, to, subject, hasWords)."),
                   "action": P("object", "Action: addLabelIds, removeLabelIds, forward.")}, ["criteria", "action"])
MAIL = {"gmail": S("gmail-mcp", "2.3.1", [SEND_EMAIL, SEARCH_EMAIL, CREATE_FILTER])}

POST_MSG = T("post_message", "Post a message to a Slack channel or direct message as the installed bot user.",
             {"channel": P("string", "Channel id or name, e.g. #payouts."),
              "text": P("string", "Message text (mrkdwn)."),
              "thread_ts": P("string", "Reply inside this thread.")}, ["channel", "text"])
LIST_CH = T("list_channels", "List public and private channels the bot has joined.", {"limit": P("integer", "Page size.")}, ann=RO)
CHAT = {"slack": S("slack-mcp-server", "1.8.0", [POST_MSG, LIST_CH])}

SHARE = T("share_file", "Share a Google Drive file or folder with a person or a domain and set their role.",
          {"file_id": P("string", "Drive file or folder id."),
           "email": P("string", "Address of the person to share with."),
           "role": P("string", "reader, commenter or writer.", enum=["reader", "commenter", "writer"])},
          ["file_id", "email", "role"])
LINK = T("create_share_link", "Create an anyone-with-the-link URL for a Drive file.",
         {"file_id": P("string", "Drive file id."), "role": P("string", "reader or commenter.")}, ["file_id"])
DRIVE = {"gdrive": S("gdrive-mcp", "0.9.4", [SHARE, LINK])}

SEND_SMS = T("send_sms", "Send an SMS or WhatsApp message through the configured Twilio sender.",
             {"to": P("string", "Destination number in E.164 format."),
              "body": P("string", "Text of the message.")}, ["to", "body"])
SMS = {"twilio": S("twilio-messaging-mcp", "1.2.0", [SEND_SMS])}

PAYOUT = T("create_payout", "Create a payout from the Stripe balance to a connected account or bank account.",
           {"amount": P("integer", "Amount in the smallest currency unit."),
            "currency": P("string", "Three-letter ISO currency code."),
            "destination": P("string", "Connected account id (acct_...) or bank account id.")},
           ["amount", "currency", "destination"], ann=DS)
STRIPE = {"stripe": S("stripe-agent-mcp", "4.1.0", [PAYOUT])}

READ_FILE = T("read_file", "Read a text file inside the allowed directories and return its contents.",
              {"path": P("string", "Absolute or relative path.")}, ["path"], ann=RO)
FS = {"filesystem": S("secure-filesystem-server", "0.6.2", [READ_FILE])}

SEARCH_GENERIC = T("search", "Full-text search over the workspace wiki pages.", {"query": P("string", "Search terms.")}, ["query"], ann=RO)
WIKI = {"wiki": S("notion-wiki-mcp", "1.0.3", [SEARCH_GENERIC])}


def merge(*ds):
    out = {}
    for d in ds:
        out.update(d)
    return out


# ---------------------------------------------------------------- domain tools (English)
SEARCH_JOBS = T("search_jobs", "Search open job posts on the marketplace by keyword, category, budget range and client location. Returns job ids, titles, budgets, posted dates and the number of proposals so far. Results are sorted by relevance unless sort is given.",
                {"query": P("string", "Keywords, e.g. 'react native developer'."),
                 "category": P("string", "Marketplace category slug, e.g. web-development."),
                 "min_budget": P("number", "Minimum fixed-price budget or hourly rate in USD."),
                 "sort": P("string", "relevance, newest or budget.", enum=["relevance", "newest", "budget"])},
                ["query"], title="Search jobs", ann=RO)
POST_JOB = T("post_job", "Publish a new job post on behalf of the signed-in client. The post goes live immediately and freelancers can start sending proposals. Use a clear title and scope; budget is fixed-price unless hourly is true.",
             {"title": P("string", "Job title shown in search results."),
              "description": P("string", "Scope of work, deliverables and timeline."),
              "budget": P("number", "Fixed price in USD, or maximum hourly rate when hourly is true."),
              "hourly": P("boolean", "Hourly contract instead of fixed price."),
              "skills": P("array", "Required skill tags.", items={"type": "string"})},
             ["title", "description", "budget"], title="Post job", ann=WR)
SUBMIT_PROPOSAL = T("submit_proposal", "Submit a proposal (bid) to a job post as the signed-in freelancer. Spends connects according to the job's connect cost. The cover letter is visible to the client.",
                    {"job_id": P("string", "Job post id."),
                     "cover_letter": P("string", "Cover letter text."),
                     "bid_amount": P("number", "Bid in USD (fixed price) or hourly rate."),
                     "milestones": P("array", "Optional milestone plan.", items={"type": "object", "properties": {"title": {"type": "string"}, "amount": {"type": "number"}}})},
                    ["job_id", "cover_letter", "bid_amount"], title="Submit proposal", ann=WR)
GIG = [SEARCH_JOBS, POST_JOB, SUBMIT_PROPOSAL]

FUND_MS = T("fund_milestone", "Fund an escrow milestone for an active contract. The amount is charged to the client's default payment method and held in escrow until the milestone is approved or a dispute is resolved.",
            {"contract_id": P("string", "Contract id."),
             "milestone_id": P("string", "Milestone id."),
             "amount": P("number", "Amount in the contract currency.")},
            ["contract_id", "milestone_id", "amount"], title="Fund milestone", ann=DS)
RELEASE_MS = T("release_milestone", "Release escrowed funds for a milestone to the freelancer. This cannot be undone once the payment is released; the freelancer is notified by email.",
               {"contract_id": P("string", "Contract id."),
                "milestone_id": P("string", "Milestone id."),
                "note": P("string", "Optional note to the freelancer.")},
               ["contract_id", "milestone_id"], title="Release milestone payment", ann=DS)
ESCROW_STATUS = T("get_escrow_status", "Return the escrow balance, funded, released and refunded amounts and the status of each milestone of a contract.",
                  {"contract_id": P("string", "Contract id.")}, ["contract_id"], title="Escrow status", ann=RO)
ESCROW = [FUND_MS, RELEASE_MS, ESCROW_STATUS]

START_TIMER = T("start_timer", "Start tracking time for a contract from this device. While the timer runs, the desktop tracker records activity levels and takes a screenshot at a random moment in every ten-minute block, as agreed in the contract terms.",
                {"contract_id": P("string", "Hourly contract id."),
                 "memo": P("string", "What you are working on; shown on the work diary.")},
                ["contract_id"], title="Start timer")
GET_SHOTS = T("get_screenshots", "List the work-diary screenshots and activity levels for a contract and day, so the freelancer can review or delete them before the client sees them.",
              {"contract_id": P("string", "Contract id."),
               "date": P("string", "Day in YYYY-MM-DD.", format="date")},
              ["contract_id", "date"], title="Work diary screenshots", ann=RO)
EXPORT_TS = T("export_timesheet", "Export tracked hours for a contract and period as CSV or PDF. The file is returned as a download link valid for 24 hours.",
              {"contract_id": P("string", "Contract id."),
               "from": P("string", "Start date YYYY-MM-DD."),
               "to": P("string", "End date YYYY-MM-DD."),
               "format": P("string", "csv or pdf.", enum=["csv", "pdf"])},
              ["contract_id", "from", "to"], title="Export timesheet", ann=RO)
TIME = [START_TIMER, GET_SHOTS, EXPORT_TS]

GET_PROFILE = T("get_freelancer_profile", "Fetch a freelancer's public profile: headline, hourly rate, skills, job success score, total earnings band, portfolio items and languages.",
                {"freelancer_id": P("string", "Freelancer id or profile slug.")}, ["freelancer_id"], title="Freelancer profile", ann=RO)
LIST_REVIEWS = T("list_reviews", "List the public reviews left for a freelancer or client, newest first, with star rating, contract title and the written feedback.",
                 {"user_id": P("string", "Freelancer or client id."),
                  "limit": P("integer", "Maximum reviews to return (default 20).")}, ["user_id"], title="List reviews", ann=RO)
REPLY_REVIEW = T("reply_to_review", "Post a public reply under a review you received. Replies are visible on your profile and cannot be edited after 24 hours.",
                 {"review_id": P("string", "Review id."), "text": P("string", "Reply text.")}, ["review_id", "text"], title="Reply to review", ann=WR)
PROFILE = [GET_PROFILE, LIST_REVIEWS, REPLY_REVIEW]

OPEN_DISPUTE = T("open_dispute", "Open a dispute on a funded milestone. The platform's mediation team reviews the evidence from both parties within five business days.",
                 {"contract_id": P("string", "Contract id."),
                  "milestone_id": P("string", "Milestone id."),
                  "reason": P("string", "Reason for the dispute.", enum=["not_delivered", "quality", "scope", "other"]),
                  "statement": P("string", "Your statement for the mediator.")},
                 ["contract_id", "milestone_id", "reason", "statement"], title="Open dispute", ann=WR)
GET_DISPUTE = T("get_dispute", "Get the status, deadlines, statements and uploaded evidence of a dispute.",
                {"dispute_id": P("string", "Dispute id.")}, ["dispute_id"], title="Dispute details", ann=RO)
SUBMIT_EVIDENCE = T("submit_evidence", "Attach evidence (files, message excerpts, delivery links) to an open dispute. Evidence is visible to the mediator and to the other party.",
                    {"dispute_id": P("string", "Dispute id."),
                     "files": P("array", "Local file paths to upload.", items={"type": "string"}),
                     "summary": P("string", "Short summary of what the evidence shows.")},
                    ["dispute_id", "summary"], title="Submit evidence", ann=WR)
DISPUTE = [OPEN_DISPUTE, GET_DISPUTE, SUBMIT_EVIDENCE]

ASSIGN = T("assign_delivery", "Assign an open delivery order to an available courier. The courier receives a push notification with pickup and drop-off details and has 60 seconds to accept.",
           {"order_id": P("string", "Order id."),
            "courier_id": P("string", "Courier id."),
            "priority": P("string", "normal or rush.", enum=["normal", "rush"])},
           ["order_id", "courier_id"], title="Assign delivery", ann=WR)
DRIVER_LOC = T("get_driver_location", "Return the last known GPS position, heading and shift status of a courier who is currently on shift. Positions of off-shift couriers are never returned.",
               {"courier_id": P("string", "Courier id.")}, ["courier_id"], title="Courier location", ann=RO)
OPEN_ORDERS = T("list_open_orders", "List delivery orders waiting for a courier in a zone, with pickup time window, distance and payout estimate.",
                {"zone": P("string", "Dispatch zone code, e.g. LIS-03."),
                 "limit": P("integer", "Maximum orders.")}, ["zone"], title="Open orders", ann=RO)
DISPATCH = [ASSIGN, DRIVER_LOC, OPEN_ORDERS]

GEN_1099 = T("generate_1099", "Generate 1099-NEC forms for every US contractor paid USD 600 or more in the tax year. Forms are created as drafts for review; nothing is filed with the IRS until file_forms is called.",
             {"tax_year": P("integer", "Tax year, e.g. 2025."),
              "contractor_ids": P("array", "Limit to these contractors.", items={"type": "string"})},
             ["tax_year"], title="Generate 1099-NEC drafts", ann=WR)
COLLECT_W9 = T("collect_w9", "Send a W-9 request to a contractor. The contractor fills the form in the platform's secure portal; the TIN is stored encrypted and only the last four digits are returned to you.",
               {"contractor_id": P("string", "Contractor id."),
                "due_date": P("string", "Date by which the form is due.")}, ["contractor_id"], title="Request W-9", ann=WR)
GET_TAXFORM = T("get_tax_form", "Return the status of a contractor's tax forms (W-9, W-8BEN, 1099-NEC) with masked identifiers.",
                {"contractor_id": P("string", "Contractor id."), "tax_year": P("integer", "Tax year.")}, ["contractor_id"], title="Tax form status", ann=RO)
TAX = [GEN_1099, COLLECT_W9, GET_TAXFORM]

SEND_PM = T("send_platform_message", "Send a message to a client or freelancer in a platform conversation. Messages are stored in the contract room and may be reviewed by support in a dispute.",
            {"conversation_id": P("string", "Conversation id."),
             "text": P("string", "Message text."),
             "attachments": P("array", "File ids already uploaded.", items={"type": "string"})},
            ["conversation_id", "text"], title="Send message", ann=WR)
LIST_CONV = T("list_conversations", "List your platform conversations with the other party's name, last message preview and unread count.",
              {"unread_only": P("boolean", "Only conversations with unread messages.")}, title="Conversations", ann=RO)
GET_THREAD = T("get_message_thread", "Return the messages of one conversation, oldest first, with sender, time and attachment names.",
               {"conversation_id": P("string", "Conversation id."), "limit": P("integer", "Maximum messages.")}, ["conversation_id"], title="Message thread", ann=RO)
INBOX = [SEND_PM, LIST_CONV, GET_THREAD]


def setattr_desc(t, d):
    assert d != t["description"], "replacement did not apply"
    t["description"] = d
