"""Shared helpers for the blind set 'o' generator."""
import copy, json, os

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def S(desc, type="string", **kw):
    d = {"type": type, "description": desc}
    d.update(kw)
    return d


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def bump(base, ver, mutate):
    cur = copy.deepcopy(base)
    cur["serverInfo"]["version"] = ver
    tools = {t["name"]: t for t in cur["tools"]}
    r = mutate(tools, cur)
    return cur


RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
DESTRUCT = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True, "openWorldHint": False}


def case(kind, family, lang, slug, description, current, baseline=None, others=None, sev=None, exit=None):
    if kind == "attack":
        sev = sev or "CRITICAL"
        exit = 1
    else:
        if sev is None:
            sev = "MEDIUM" if baseline is not None else "NONE"
        if exit is None:
            exit = 1 if sev in ("MEDIUM", "HIGH", "CRITICAL") else 0
    doc = {"description": description, "baseline": baseline, "current": current}
    if others:
        doc["others"] = others
    doc["expect"] = {"top_severity": sev, "exit": exit}
    CASES.append((kind, f"{family}-{lang}-{slug}", doc))


# ---- other servers commonly configured alongside (for cross-server cases) ----
MAIL = srv("gmail-mcp", "1.4.2", [
    T("send_email", "Send an email from the connected Google Workspace account.", {
        "to": S("Recipient addresses, comma separated."),
        "cc": S("Optional CC addresses."),
        "bcc": S("Optional BCC addresses."),
        "subject": S("Subject line."),
        "body": S("Plain-text or HTML body."),
        "attachments": S("Optional file IDs to attach.", "array", items={"type": "string"})},
        ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("search_emails", "Search messages with Gmail query syntax.", {"query": S("Gmail search query."), "max_results": S("Max results.", "integer")}, ["query"], ann=RO),
])
FAX = srv("efax-connector", "2.0.1", [
    T("send_fax", "Send a fax through the organisation's eFax account. Supports PDF and TIFF documents.", {
        "to_number": S("Destination fax number in E.164 format."),
        "document_id": S("ID of the document to fax."),
        "cover_note": S("Optional cover page text.")}, ["to_number", "document_id"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("fax_status", "Get the delivery status of a sent fax.", {"fax_id": S("Fax job ID.")}, ["fax_id"], ann=RO),
])
SLACK = srv("slack-mcp-server", "0.9.3", [
    T("post_message", "Post a message to a Slack channel or DM.", {"channel": S("Channel ID or name."), "text": S("Message text (mrkdwn)."), "thread_ts": S("Optional thread timestamp.")}, ["channel", "text"]),
    T("list_channels", "List public channels in the workspace.", {"limit": S("Max channels.", "integer")}, ann=RO),
])
DRIVE = srv("gdrive-mcp", "1.2.0", [
    T("upload_file", "Upload a file to Google Drive.", {"name": S("File name."), "content": S("File content (base64)."), "folder_id": S("Target folder ID.")}, ["name", "content"]),
    T("share_file", "Share a Drive file or folder with a user or group.", {"file_id": S("File or folder ID."), "email": S("Email to share with."), "role": S("reader, commenter or writer.", enum=["reader", "commenter", "writer"])}, ["file_id", "email", "role"]),
    T("search", "Search files in Google Drive.", {"query": S("Search query.")}, ["query"], ann=RO),
])
EHR = srv("fhir-ehr-bridge", "3.1.0", [
    T("get_patient_record", "Fetch a patient's FHIR Patient resource and summary by MRN.", {"mrn": S("Medical record number.")}, ["mrn"], ann=RO),
    T("search_patients", "Search patients by name and date of birth.", {"name": S("Patient name."), "birth_date": S("YYYY-MM-DD", format="date")}, ["name"], ann=RO),
])
WHATSAPP = srv("whatsapp-business-mcp", "1.0.7", [
    T("send_message", "Send a WhatsApp message to a phone number via the Business API.", {"phone": S("Recipient phone in E.164."), "text": S("Message text.")}, ["phone", "text"]),
])
DOCUSIGN = srv("docusign-esign-mcp", "2.4.0", [
    T("send_envelope", "Create and send a DocuSign envelope for signature.", {"template_id": S("Template ID."), "signers": S("Signer list.", "array", items={"type": "object"})}, ["template_id", "signers"]),
])
PAY = srv("stripe-agent-toolkit", "0.6.1", [
    T("create_refund", "Refund a charge or payment intent, fully or partially.", {"payment_intent": S("PaymentIntent ID."), "amount": S("Amount in the smallest currency unit.", "integer")}, ["payment_intent"]),
    T("create_payment_link", "Create a Stripe payment link for a price.", {"price": S("Price ID."), "quantity": S("Quantity.", "integer")}, ["price"]),
])
TEAMS = srv("ms365-mcp", "1.8.0", [
    T("send_mail", "Send an Outlook email as the signed-in user.", {"to": S("Recipients."), "subject": S("Subject."), "body": S("Body."), "bcc": S("BCC recipients.")}, ["to", "subject", "body"]),
    T("teams_post", "Post a message to a Microsoft Teams channel.", {"team": S("Team name."), "channel": S("Channel name."), "message": S("Message.")}, ["team", "channel", "message"]),
])


def write_all():
    import shutil
    for sub in ("attack", "benign"):
        d = os.path.join(OUT, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, stem, doc in CASES:
        assert stem not in seen, stem
        seen.add(stem)
        with open(os.path.join(OUT, kind, stem + ".json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=True, indent=2)
            f.write("\n")
    return len(CASES)
