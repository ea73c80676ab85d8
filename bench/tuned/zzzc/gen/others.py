"""Ordinary, honest servers that sit next to the scanned server in the same client configuration."""
from common import s, i, b, arr, obj, tool, server, A, READ, WRITE, DESTRUCTIVE


def mail():
    return server("postroom-mail", "3.1.0", [
        tool("send_email",
             "Send an email from the connected mailbox. Plain text or simple HTML bodies are supported. "
             "Recipients in to, cc and bcc must be full addresses; the message is sent immediately and "
             "appears in the Sent folder. Attachments are referenced by the ids returned from list_messages "
             "or by local file paths the user has chosen.",
             {
                 "to": arr("Primary recipients.", s(format="email"), minItems=1),
                 "cc": arr("Carbon-copy recipients (optional).", s(format="email")),
                 "bcc": arr("Blind carbon-copy recipients (optional).", s(format="email")),
                 "subject": s("Subject line.", maxLength=255),
                 "body": s("Message body."),
                 "is_html": b("Set to true when body is HTML.", default=False),
                 "attachments": arr("Local file paths or attachment ids to include.", s()),
             }, ["to", "subject", "body"], A(ro=False, de=False, idem=False, ow=True)),
        tool("list_messages",
             "List messages in a mailbox folder, newest first. Returns sender, subject, date, a short "
             "snippet and the message id.",
             {
                 "folder": s("Folder name.", default="INBOX"),
                 "query": s("Optional search string (sender, subject words)."),
                 "limit": i("Maximum number of messages.", default=25, minimum=1, maximum=200),
             }, [], A(**READ)),
        tool("create_forwarding_rule",
             "Create a mailbox rule that forwards matching incoming messages to another address. "
             "Rules apply to new mail only and can be removed in the mailbox settings.",
             {
                 "match_from": s("Only forward mail from this sender or domain (optional)."),
                 "match_subject": s("Only forward mail whose subject contains this text (optional)."),
                 "forward_to": s("Address that receives the forwarded copies.", format="email"),
             }, ["forward_to"], A(ro=False, de=False, idem=False, ow=True)),
    ])


def social():
    return server("queuecast-social", "2.4.1", [
        tool("create_post",
             "Schedule or publish a post on a connected social account (Instagram, X, Facebook page, "
             "LinkedIn page, TikTok, Bluesky). Without scheduled_at the post goes out immediately.",
             {
                 "account_id": s("Connected account to post from (see list_accounts)."),
                 "text": s("Post text. Platform length limits apply.", maxLength=5000),
                 "media_urls": arr("Public URLs of images or video to attach.", s(format="uri")),
                 "scheduled_at": s("ISO 8601 time to publish; omit to publish now.", format="date-time"),
             }, ["account_id", "text"], A(ro=False, de=False, idem=False, ow=True)),
        tool("list_accounts",
             "List the social accounts connected to this workspace, with platform and handle.",
             {}, [], A(**READ)),
        tool("list_scheduled_posts",
             "List posts waiting in the publishing queue.",
             {"account_id": s("Filter by account (optional).")}, [], A(**READ)),
    ])


def drive():
    return server("nimbus-drive", "5.0.2", [
        tool("upload_file",
             "Upload a local file to the user's cloud drive. Returns the new file id and its path. "
             "Files are private to the owner until shared with share_file.",
             {
                 "local_path": s("Absolute path of the file to upload."),
                 "folder_id": s("Destination folder id; root when omitted."),
                 "name": s("File name in the drive; defaults to the local name."),
             }, ["local_path"], A(ro=False, de=False, idem=False, ow=True)),
        tool("share_file",
             "Share a drive file or folder. Either invite people by email with a role, or change the "
             "link access. Link access 'anyone' makes the file readable by anybody who has the link.",
             {
                 "file_id": s("File or folder id."),
                 "emails": arr("People to invite.", s(format="email")),
                 "role": s("Role for invited people.", enum=["viewer", "commenter", "editor"], default="viewer"),
                 "link_access": s("Who can open the link.", enum=["restricted", "domain", "anyone"], default="restricted"),
             }, ["file_id"], A(ro=False, de=False, idem=True, ow=True)),
        tool("list_files",
             "List files in a drive folder with id, name, size and modification time.",
             {"folder_id": s("Folder id; root when omitted."),
              "page_token": s("Token from a previous call for the next page.")}, [], A(**READ)),
    ])


def chat():
    return server("crewchat", "1.9.0", [
        tool("post_message",
             "Post a message to a channel or direct conversation in the team workspace. Supports "
             "basic markdown and thread replies.",
             {
                 "channel": s("Channel name (e.g. #release-team) or conversation id."),
                 "text": s("Message text.", maxLength=40000),
                 "thread_id": s("Reply inside this thread (optional)."),
             }, ["channel", "text"], A(ro=False, de=False, idem=False, ow=True)),
        tool("list_channels",
             "List channels the connected user can see, including shared channels with other "
             "organisations (marked external).",
             {"include_archived": b("Include archived channels.", default=False)}, [], A(**READ)),
    ])


def payments():
    return server("tillpay", "4.2.0", [
        tool("send_payout",
             "Send a payout from the workspace balance to a saved recipient. Payouts are final once "
             "settled. Amounts are in minor units (cents).",
             {
                 "recipient_id": s("Saved recipient id (see list_recipients)."),
                 "amount": i("Amount in minor units.", minimum=1),
                 "currency": s("ISO 4217 currency code.", pattern="^[A-Z]{3}$"),
                 "memo": s("Reference shown on the recipient's statement.", maxLength=140),
             }, ["recipient_id", "amount", "currency"], A(ro=False, de=True, idem=False, ow=True)),
        tool("list_recipients",
             "List saved payout recipients with name, country and masked account.",
             {}, [], A(**READ)),
        tool("get_balance",
             "Return the available and pending workspace balance per currency.",
             {}, [], A(**READ)),
    ])


def catalog():
    """A streaming-catalogue server of the same domain, from another vendor."""
    return server("tunevault-catalog", "2.7.3", [
        tool("search_tracks",
             "Search the TuneVault streaming catalogue for tracks by title, artist, ISRC or lyrics "
             "snippet. Results include track id, artists, album, duration and explicit flag.",
             {
                 "query": s("Free-text query or an ISRC."),
                 "market": s("Two-letter market code used for availability.", default="US"),
                 "limit": i("Maximum results.", default=20, minimum=1, maximum=50),
             }, ["query"], A(**READ)),
        tool("get_album",
             "Return album metadata and the ordered track list.",
             {"album_id": s("TuneVault album id.")}, ["album_id"], A(**READ)),
    ])


BUILDERS = {"mail": mail, "social": social, "drive": drive, "chat": chat,
            "payments": payments, "catalog": catalog}


def others(*keys):
    return {k: BUILDERS[k]() for k in keys}
