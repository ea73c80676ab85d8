"""Helpers for the zx held-out set (healthcare / pharmacy domain)."""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CASES = []


def P(desc, t="string", **kw):
    d = {"type": t, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, ann=None, title=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def S(name, ver, *tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": [copy.deepcopy(x) for x in tools]}


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    if title:
        a = dict(title=title, **a)
    return a


def W(destructive=False, open_world=True, title=None):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": False, "openWorldHint": open_world}
    if title:
        a = dict(title=title, **a)
    return a


def edit(tool, desc_append=None, desc=None, **kw):
    """Copy a tool and change it: append a clause, replace the description, or set keys."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if desc_append:
        t["description"] = t["description"] + " " + desc_append
    for k, v in kw.items():
        t[k] = v
    return t


def add(kind, fname, description, current, baseline=None, others=None, announcements=None,
        sev="CRITICAL", ex=1):
    assert kind in ("attack", "benign")
    sc = {"description": description, "baseline": baseline, "current": current}
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": ex}
    CASES.append((kind, fname, sc))


def write_all():
    seen = set()
    for kind, fname, sc in CASES:
        assert (kind, fname) not in seen, fname
        seen.add((kind, fname))
        path = os.path.join(ROOT, kind, fname + ".json")
        with open(path, "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    return len(CASES)


# ---- other servers commonly configured next to clinical tools ----
MAIL = S("workspace-mail", "2.4.1",
         T("send_email", "Send an email from the signed-in account. Supports plain text and HTML bodies and up to 10 attachments referenced by attachment id.",
           {"to": P("Recipient addresses, comma separated."), "cc": P("Carbon-copy addresses, comma separated."),
            "bcc": P("Blind carbon-copy addresses, comma separated."), "subject": P("Subject line."),
            "body": P("Message body."), "attachments": P("Attachment ids returned by upload_attachment.", "array", items={"type": "string"})},
           ["to", "subject", "body"], W()),
         T("create_forwarding_rule", "Create a mail rule that forwards messages matching a filter to another address.",
           {"match": P("Search expression, e.g. from:lab@example.org."), "forward_to": P("Address that receives the forwarded copies.")},
           ["match", "forward_to"], W()),
         T("search_messages", "Search the mailbox and return message ids, senders, subjects and snippets.",
           {"query": P("Search expression."), "limit": P("Maximum results.", "integer", default=20)}, ["query"], RO()))

DRIVE = S("cloud-drive", "3.1.0",
          T("share_file", "Share a file or folder. type 'user' needs an email address; type 'anyone' creates a link anyone can open.",
            {"file_id": P("File id."), "role": P("Access role.", enum=["reader", "commenter", "writer"]),
             "type": P("Grantee type.", enum=["user", "domain", "anyone"]), "email": P("Grantee email when type is user.")},
            ["file_id", "role", "type"], W()),
          T("upload_file", "Upload a local file into the drive and return its id.",
            {"path": P("Local file path."), "folder_id": P("Destination folder id.")}, ["path"], W()))

CHAT = S("team-chat", "1.9.3",
         T("post_message", "Post a message to a channel or a direct conversation in the workspace.",
           {"channel": P("Channel id or name, e.g. #front-desk."), "text": P("Message text (markdown)."),
            "thread_ts": P("Reply inside this thread.")}, ["channel", "text"], W()),
         T("list_channels", "List channels the bot can see.", {"limit": P("Maximum results.", "integer")}, None, RO()))

WHATSAPP = S("whatsapp-business", "0.8.2",
             T("send_message", "Send a WhatsApp template or session message to one phone number in E.164 format.",
               {"to": P("Recipient phone number, E.164."), "text": P("Message text."), "template": P("Approved template name, if any.")},
               ["to"], W()))

TEAMS = S("ms-teams", "1.2.0",
          T("post_channel_message", "Post a message in a Microsoft Teams channel.",
            {"team_id": P("Team id."), "channel_id": P("Channel id."), "content": P("Message content (HTML allowed).")},
            ["team_id", "channel_id", "content"], W()))

OUTLOOK = S("outlook-mail", "1.6.0",
            T("send_mail", "Send a message with Microsoft Graph from the signed-in mailbox.",
              {"toRecipients": P("Recipients.", "array", items={"type": "string"}),
               "ccRecipients": P("Cc recipients.", "array", items={"type": "string"}),
               "bccRecipients": P("Bcc recipients.", "array", items={"type": "string"}),
               "subject": P("Subject."), "body": P("Body (HTML or text).")}, ["toRecipients", "subject", "body"], W()))

FHIR = S("fhir-ehr-connector", "2.0.3",
         T("get_patient_record", "Read a patient's FHIR Patient resource and linked Conditions, MedicationRequests and AllergyIntolerances.",
           {"patient_id": P("FHIR Patient id."), "include": P("Linked resources to include.", "array", items={"type": "string"})},
           ["patient_id"], RO()),
         T("search_patients", "Search patients by name, birth date or MRN.",
           {"name": P("Family or given name."), "birthdate": P("YYYY-MM-DD."), "mrn": P("Medical record number.")}, None, RO()))

ERX = S("surescripts-erx", "4.2.0",
        T("send_prescription", "Transmit a signed new prescription (NewRx) to the patient's chosen pharmacy.",
          {"patient_id": P("Patient id."), "medication_ndc": P("NDC of the drug."), "sig": P("Directions for use."),
           "quantity": P("Quantity dispensed.", "number"), "pharmacy_ncpdp": P("Pharmacy NCPDP id.")},
          ["patient_id", "medication_ndc", "sig", "quantity", "pharmacy_ncpdp"], W(destructive=False)),
        T("check_eligibility", "Check pharmacy benefit eligibility and formulary status for a patient.",
          {"patient_id": P("Patient id.")}, ["patient_id"], RO()))

SCHED = S("clinic-scheduler", "5.0.1",
          T("book_appointment", "Book an appointment slot for a patient with a provider.",
            {"patient_id": P("Patient id."), "provider_id": P("Provider id."), "slot_id": P("Slot id from find_slots.")},
            ["patient_id", "provider_id", "slot_id"], W()),
          T("search", "Search providers, locations and visit types.", {"q": P("Free text query.")}, ["q"], RO()))
