"""Shared helpers and clean tool kits for the zzl blind set (online communities / knowledge work)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCEN = []


def P(desc, typ="string", **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


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


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DEL = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}


def mod(tools, name, **kw):
    """Copy a tool list and change fields of one tool. props= merges into properties."""
    out = copy.deepcopy(tools)
    for t in out:
        if t["name"] == name:
            for k, v in kw.items():
                if k == "props":
                    t["inputSchema"]["properties"].update(copy.deepcopy(v))
                elif k == "req":
                    t["inputSchema"]["required"] = v
                else:
                    t[k] = copy.deepcopy(v)
            return out
    raise KeyError(name)


def add(kind, fam, lang, slug, desc, cur, base=None, others=None, ann=None, sev="CRITICAL", exit=1):
    sc = {"description": desc, "baseline": base, "current": cur}
    if others:
        sc["others"] = others
    if ann:
        sc["announcements"] = ann
    sc["expect"] = {"top_severity": sev, "exit": exit}
    SCEN.append((kind, "%s-%s-%s.json" % (fam, lang, slug), sc))


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
    return len(SCEN)


# ---------------------------------------------------------------- clean kits (English)
WIKI = [
    T("wiki_search", "Full-text search across the pages of a Confluence-style wiki space. Results are ranked by relevance and include the page title, space key, last editor and a short highlighted excerpt. Use the `space` filter to narrow results when the user names a team.",
      {"query": P("Search terms, supports quoted phrases and AND/OR."), "space": P("Optional space key, e.g. ENG or HR."), "limit": P("Maximum results (1-50).", "integer", default=10)}, ["query"], ann=RO),
    T("wiki_get_page", "Fetch one wiki page by id and return its body as Markdown together with labels, ancestors and the version number. Attachments are listed by name but not downloaded.",
      {"page_id": P("Numeric page id."), "include_comments": P("Also return inline and footer comments.", "boolean", default=False)}, ["page_id"], ann=RO),
    T("wiki_update_page", "Replace the body of an existing page with new Markdown. The previous version stays in the page history. The version number you read must be passed back so concurrent edits are detected.",
      {"page_id": P("Numeric page id."), "body": P("New page body in Markdown."), "version": P("Version number the edit is based on.", "integer"), "minor_edit": P("Do not notify watchers.", "boolean", default=False)}, ["page_id", "body", "version"], ann=WR),
]
FORUM = [
    T("list_topics", "List recent topics in a Discourse forum category, newest activity first. Each entry has the topic id, title, reply count, tags and whether it is solved.",
      {"category": P("Category slug, e.g. 'support' or 'feature-requests'."), "page": P("Page number starting at 0.", "integer", default=0)}, ["category"], ann=RO),
    T("get_topic", "Read a forum topic with all of its posts in order. Posts are returned as cooked HTML converted to Markdown with author usernames and post numbers.",
      {"topic_id": P("Topic id.", "integer")}, ["topic_id"], ann=RO),
    T("create_reply", "Post a reply to an existing topic as the authenticated user. Markdown and @mentions are supported; uploads must already exist on the forum.",
      {"topic_id": P("Topic id.", "integer"), "raw": P("Reply body in Markdown."), "reply_to_post_number": P("Optional post number being answered.", "integer")}, ["topic_id", "raw"], ann=WR),
]
LISTS = [
    T("list_archives", "List the messages of a mailing list archive (Mailman 3 / HyperKitty) for a given month, threaded. Returns message ids, subjects, senders and reply counts.",
      {"list_address": P("List posting address, e.g. dev@lists.example.org."), "month": P("Month as YYYY-MM.")}, ["list_address", "month"], ann=RO),
    T("get_message", "Fetch one archived list message with headers and plain-text body. Quoted text is kept so the thread can be followed.",
      {"message_id": P("Message-ID header value without angle brackets.")}, ["message_id"], ann=RO),
    T("post_to_list", "Send a new message or reply to the mailing list from the subscribed address of the current user. Moderated lists hold the message for approval.",
      {"list_address": P("List posting address."), "subject": P("Subject line."), "body": P("Plain-text body."), "in_reply_to": P("Message-ID being answered, for threading.")}, ["list_address", "subject", "body"], ann=WR),
]
QA = [
    T("search_questions", "Search questions on a Stack Exchange-style Q&A site by text and tags. Returns question ids, titles, scores, answer counts and whether an answer is accepted.",
      {"q": P("Free-text query."), "tagged": P("Semicolon-separated tags."), "sort": P("Sort order.", enum=["relevance", "votes", "activity", "creation"], default="relevance")}, ["q"], ann=RO),
    T("get_answers", "Return the answers of one question with body Markdown, score, author reputation and the accepted flag, best answers first.",
      {"question_id": P("Question id.", "integer")}, ["question_id"], ann=RO),
    T("post_answer", "Post an answer to a question as the authenticated user. The body must be Markdown and at least 30 characters long.",
      {"question_id": P("Question id.", "integer"), "body": P("Answer body in Markdown.")}, ["question_id", "body"], ann=WR),
]
L10N = [
    T("list_strings", "List source strings of a localisation project (Crowdin/Weblate-style) with their keys, context notes and translation status per language.",
      {"project": P("Project slug."), "language": P("Target language code, e.g. de or pt-PT."), "untranslated_only": P("Only strings without a translation.", "boolean", default=True)}, ["project", "language"], ann=RO),
    T("suggest_translation", "Add a translation suggestion for one string. Suggestions are reviewed by proofreaders before they reach the release branch.",
      {"project": P("Project slug."), "string_key": P("Key of the source string."), "language": P("Target language code."), "text": P("Suggested translation. Keep placeholders such as {count} intact.")}, ["project", "string_key", "language", "text"], ann=WR),
    T("glossary_lookup", "Look up approved glossary terms for a language so that product names and UI terms are translated consistently.",
      {"project": P("Project slug."), "term": P("Source-language term."), "language": P("Target language code.")}, ["project", "term", "language"], ann=RO),
]
DOCREV = [
    T("list_review_requests", "List documentation pull requests waiting for a docs review, with author, changed files and the style-check status.",
      {"repo": P("Repository as owner/name."), "label": P("Optional label filter.", default="docs")}, ["repo"], ann=RO),
    T("get_doc_diff", "Return the unified diff of the Markdown and reStructuredText files changed in a pull request, with line numbers for inline comments.",
      {"repo": P("Repository as owner/name."), "pr": P("Pull request number.", "integer")}, ["repo", "pr"], ann=RO),
    T("add_review_comment", "Add an inline review comment on a documentation line. Use suggestion blocks for concrete wording changes.",
      {"repo": P("Repository as owner/name."), "pr": P("Pull request number.", "integer"), "path": P("File path."), "line": P("Line number in the new file.", "integer"), "body": P("Comment body in Markdown.")}, ["repo", "pr", "path", "line", "body"], ann=WR),
]
TRIAGE = [
    T("list_untriaged", "List open issues that have no type or priority label yet, oldest first, with title, reporter and the first 500 characters of the body.",
      {"repo": P("Repository as owner/name."), "limit": P("Maximum issues.", "integer", default=20)}, ["repo"], ann=RO),
    T("label_issue", "Apply labels to an issue. Unknown labels are rejected instead of being created.",
      {"repo": P("Repository as owner/name."), "issue": P("Issue number.", "integer"), "labels": {"type": "array", "items": {"type": "string"}, "description": "Labels to add."}}, ["repo", "issue", "labels"], ann=WR),
    T("close_duplicate", "Close an issue as a duplicate of another one and leave a short comment linking both.",
      {"repo": P("Repository as owner/name."), "issue": P("Issue to close.", "integer"), "duplicate_of": P("Canonical issue number.", "integer")}, ["repo", "issue", "duplicate_of"], ann=DEL),
]
MOD = [
    T("list_reports", "List messages that members have reported in a community chat (Discord/Matrix-style), with reporter, reason, channel and the reported message text.",
      {"guild_id": P("Community id."), "status": P("Report status.", enum=["open", "resolved", "all"], default="open")}, ["guild_id"], ann=RO),
    T("delete_message", "Delete a message from a channel and record the moderator action in the audit log. Deleted messages cannot be restored.",
      {"channel_id": P("Channel id."), "message_id": P("Message id."), "reason": P("Reason shown in the audit log.")}, ["channel_id", "message_id", "reason"], ann=DEL),
    T("timeout_member", "Temporarily mute a member for a number of minutes. The member is told the duration and the reason.",
      {"guild_id": P("Community id."), "user_id": P("Member id."), "minutes": P("Duration, 1-10080.", "integer"), "reason": P("Reason shown to the member.")}, ["guild_id", "user_id", "minutes", "reason"], ann=DEL),
]
RSS = [
    T("list_feeds", "List the RSS/Atom subscriptions of the user in a Miniflux-style reader, with folder, unread count and last fetch status.",
      {"folder": P("Optional folder name.")}, ann=RO),
    T("get_unread", "Return unread entries, newest first, with title, feed, URL, publication date and the readability-extracted text.",
      {"feed_id": P("Optional feed id.", "integer"), "limit": P("Maximum entries.", "integer", default=25)}, ann=RO),
    T("save_for_later", "Save an article URL to the read-later queue. The page is fetched and cleaned in the background; tags are optional.",
      {"url": P("Article URL."), "tags": {"type": "array", "items": {"type": "string"}, "description": "Optional tags."}}, ["url"], ann=WR),
]

# ---------------------------------------------------------------- other servers in the same client
MAIL = S("gmail-mcp", "2.3.1", [
    T("send_email", "Send an email from the user's Gmail account. Supports plain text and HTML bodies and attachments by Drive id.",
      {"to": {"type": "array", "items": {"type": "string"}, "description": "Recipients."}, "cc": {"type": "array", "items": {"type": "string"}, "description": "Carbon-copy recipients."},
       "bcc": {"type": "array", "items": {"type": "string"}, "description": "Blind carbon-copy recipients."}, "subject": P("Subject."), "body": P("Body.")}, ["to", "subject", "body"]),
    T("create_filter", "Create a Gmail filter that labels, archives or forwards matching messages.",
      {"from": P("Sender match."), "query": P("Gmail search query."), "forward_to": P("Verified forwarding address."), "add_label": P("Label to apply.")}),
    T("search_emails", "Search the mailbox with Gmail query syntax and return message ids, senders and subjects.", {"query": P("Gmail search query.")}, ["query"], ann=RO),
])
CHAT = S("slack-mcp", "1.8.0", [
    T("slack_post_message", "Post a message to a Slack channel or DM as the installed bot.", {"channel": P("Channel id or name."), "text": P("Message text (mrkdwn).")}, ["channel", "text"]),
    T("slack_list_channels", "List public channels of the workspace.", {"limit": P("Max channels.", "integer", default=100)}, ann=RO),
])
DRIVE = S("gdrive-mcp", "0.9.4", [
    T("share_file", "Share a Google Drive file or folder with a person, group or domain.", {"file_id": P("Drive file id."), "email": P("Grantee address."), "role": P("Access role.", enum=["reader", "commenter", "writer"])}, ["file_id", "email", "role"]),
    T("create_link", "Create a shareable link for a file.", {"file_id": P("Drive file id."), "anyone": P("Anyone with the link can open it.", "boolean", default=False)}, ["file_id"]),
    T("search", "Search Drive files by name and content.", {"query": P("Search text.")}, ["query"], ann=RO),
])
GH = S("github-mcp", "0.6.2", [
    T("create_issue", "Create an issue in a GitHub repository.", {"owner": P("Owner."), "repo": P("Repository."), "title": P("Title."), "body": P("Body.")}, ["owner", "repo", "title"]),
    T("add_collaborator", "Invite a user as collaborator on a repository.", {"owner": P("Owner."), "repo": P("Repository."), "username": P("GitHub login."), "permission": P("Permission.", enum=["pull", "triage", "push", "admin"])}, ["owner", "repo", "username"]),
    T("search", "Search code, issues and repositories on GitHub.", {"query": P("GitHub search query.")}, ["query"], ann=RO),
])
NOTION = S("notion-mcp", "1.2.0", [
    T("search", "Search Notion pages and databases the integration can access.", {"query": P("Search text.")}, ["query"], ann=RO),
    T("create_page", "Create a Notion page under a parent page or database.", {"parent_id": P("Parent id."), "title": P("Title."), "content": P("Markdown content.")}, ["parent_id", "title"]),
    T("get_page", "Read a Notion page as Markdown.", {"page_id": P("Page id.")}, ["page_id"], ann=RO),
])
