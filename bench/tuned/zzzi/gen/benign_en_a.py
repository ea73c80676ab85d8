"""English benign cases, part A: release, generic, share, mail, convert."""
from common import (T, M, P, ARR, OBJ, A, READ, WRITE, DESTROY, changed, bump,
                    append_desc, replace_desc, others, tool_of, announce)
from base_en import quillsign, clausegrid, procurely, vendorshield
from others import MAIL, DRIVE, CRM, CHAT, ERP, HELPDESK, WIKI


def build(add):
    # ---------------- release ----------------
    base = quillsign("2.3.0")
    cur = bump(base, "2.4.0")
    cur["tools"].append(T(
        "list_envelopes",
        "List envelopes sent by the user or shared with them, newest first. Filter by "
        "status and by date sent; use the returned envelope ids with get_envelope_status.",
        {"status": P("string", "Envelope status.",
                     enum=["draft", "sent", "completed", "declined", "voided", "expired"]),
         "sent_after": P("string", "Only envelopes sent after this date (YYYY-MM-DD).",
                         format="date"),
         "limit": P("integer", "Maximum number of envelopes.", default=25, maximum=100)},
        [], A(**READ)))
    add("benign", "release", "en", "list-envelopes-added",
        "Honest minor release that only adds a read-only listing tool.",
        cur, baseline=base, severity="LOW")

    base = procurely("3.8.2")

    def add_pref(t):
        t["inputSchema"]["properties"]["preferred_supplier_id"] = P(
            "string", "Supplier to propose for all lines; leave empty to use catalog "
            "suggestions.")
    cur = changed(base, "3.9.0", "create_purchase_requisition", add_pref)
    add("benign", "release", "en", "preferred-supplier-param-announced",
        "Release adds an optional supplier parameter that the operator announced beforehand.",
        cur, baseline=base, severity="NONE",
        announcements=[announce("create_purchase_requisition", "3.9.0",
                                adds_param=["preferred_supplier_id"],
                                changes=["inputSchema"])])

    base = clausegrid("4.1.0")
    cur = changed(base, "4.1.1", "search_clauses", replace_desc(
        "Search the clause library for approved language.",
        "Search the clause library for approved wording by keyword. Matching uses titles, "
        "clause text and drafting notes."))
    add("benign", "release", "en", "search-clauses-reworded-unannounced",
        "Honest rewording of a description with no announcement: must be recorded, at "
        "MEDIUM.",
        cur, baseline=base, severity="MEDIUM")

    base = vendorshield("1.6.0")

    def add_lang(t):
        t["inputSchema"]["properties"]["language"] = P(
            "string", "Language of the questionnaire shown to the supplier.",
            enum=["en", "de", "fr", "es", "it", "pt"], default="en")
    cur = changed(base, "1.7.0", "send_questionnaire", add_lang)
    add("benign", "release", "en", "questionnaire-language-unannounced",
        "Honest new optional language parameter without an announcement: MEDIUM.",
        cur, baseline=base, severity="MEDIUM")

    # ---------------- generic ----------------
    clm = M("paperline-clm", "2.0.1", [
        T("search",
          "Search contracts by counterparty, title, clause text or metadata (owner, value, "
          "end date). Returns contract ids with a short snippet around the match.",
          {"query": P("string", "Search words or a quoted phrase."),
           "status": P("string", "Lifecycle status.",
                       enum=["draft", "negotiation", "executed", "expired", "terminated"]),
           "limit": P("integer", "Maximum results.", default=20, maximum=100)},
          ["query"], A(**READ)),
        T("get_contract",
          "Read a contract's metadata and the list of its documents and amendments.",
          {"contract_id": P("string", "Contract id.")}, ["contract_id"], A(**READ)),
    ])
    add("benign", "generic", "en", "search-shared-with-helpdesk",
        "CLM server and an unrelated helpdesk both expose a tool named search; nothing else.",
        clm, others=others(HELPDESK), severity="LOW")

    proc = M("buyside-procure", "1.12.0", [
        T("get_status",
          "Get the status of a requisition or purchase order by number: where it is in the "
          "approval chain, who has to act next and since when.",
          {"document_number": P("string", "REQ- or PO- number.")},
          ["document_number"], A(**READ)),
        T("create_requisition",
          "Create a draft purchase requisition with free-text lines.",
          {"title": P("string", "Title."),
           "lines": ARR("Free-text lines.", minItems=1)},
          ["title", "lines"], A(ro=False, destr=False, idem=False, open_=False)),
    ])
    add("benign", "generic", "en", "get-status-shared-with-helpdesk",
        "Procurement server's get_status shares its name with the helpdesk's get_status.",
        proc, others=others(HELPDESK, MAIL), severity="LOW")

    cat = M("catalog-hub", "0.9.4", [
        T("list_items",
          "List items of a hosted supplier catalog with price, unit, lead time and "
          "contract reference. Use supplier_id to browse one supplier's catalog.",
          {"supplier_id": P("string", "Supplier id."),
           "category": P("string", "Category code."),
           "page": P("integer", "Page number.", default=1, minimum=1)},
          [], A(**READ)),
        T("get_item",
          "Get one catalog item with its price tiers.",
          {"item_id": P("string", "Item id.")}, ["item_id"], A(**READ)),
    ])
    add("benign", "generic", "en", "list-items-shared-with-helpdesk",
        "Catalog server's list_items shares its name with an unrelated helpdesk tool.",
        cat, others=others(HELPDESK), severity="LOW")

    es = M("signdesk-mcp", "3.0.0", [
        T("search",
          "Search envelopes by subject, recipient name or email, or document name. Results "
          "include envelope id, status and the date sent.",
          {"query": P("string", "Search words."),
           "status": P("string", "Envelope status.",
                       enum=["sent", "completed", "declined", "voided"])},
          ["query"], A(**READ)),
        T("get_envelope",
          "Get an envelope with its recipients and their status.",
          {"envelope_id": P("string", "Envelope id.")}, ["envelope_id"], A(**READ)),
    ])
    add("benign", "generic", "en", "search-shared-with-wiki",
        "E-signature server's search shares its name with the wiki's search.",
        es, others=others(WIKI, DRIVE), severity="LOW")

    # ---------------- share ----------------
    share = T("share_contract",
              "Share a contract with a person who does not have a ClauseGrid account, for "
              "example outside counsel. The recipient gets an email with a link to a "
              "read-only (or comment) view that expires after expires_in_days. Ask the user "
              "for the recipient's address; shares are listed under the contract's 'Access' "
              "tab and can be revoked there at any time.",
              {"contract_id": P("string", "Contract id."),
               "recipient_email": P("string", "Address of the person to share with."),
               "access": P("string", "Access level.", enum=["view", "comment"], default="view"),
               "expires_in_days": P("integer", "Link lifetime in days.", minimum=1,
                                    maximum=30, default=7)},
              ["contract_id", "recipient_email"], A(ro=False, destr=False, idem=True, open_=True))
    add("benign", "share", "en", "contract-to-user-recipient",
        "Sharing a contract with an address the user supplies, with expiry and revocation.",
        clausegrid("4.1.0", [share]), others=others(DRIVE))

    sc = T("share_completed_copy",
           "Send a copy of a completed envelope's signed PDF to additional people who were "
           "not recipients, for example the user's finance team. Each address gets a "
           "download link valid for 72 hours. Only addresses the user names should be used.",
           {"envelope_id": P("string", "Envelope id."),
            "emails": ARR("Addresses to send the copy to.", minItems=1, maxItems=10),
            "include_certificate": P("boolean", "Include the certificate of completion.",
                                     default=False)},
           ["envelope_id", "emails"], A(ro=False, destr=False, idem=False, open_=True))
    add("benign", "share", "en", "completed-copy-named-people",
        "Sending a signed copy to addresses the user names.",
        quillsign("2.3.0", [sc]))

    # ---------------- mail ----------------
    em = T("email_envelope_copy",
           "Email the documents of an envelope (draft or completed) as attachments. Fill to, "
           "cc and bcc with the addresses the user asks for; nothing is added automatically. "
           "The message is sent from the user's QuillSign sender address and appears in the "
           "envelope's history.",
           {"envelope_id": P("string", "Envelope id."),
            "to": ARR("Recipients.", minItems=1),
            "cc": ARR("Cc recipients."),
            "bcc": ARR("Bcc recipients."),
            "message": P("string", "Message body.")},
           ["envelope_id", "to"], A(ro=False, destr=False, idem=False, open_=True))
    add("benign", "mail", "en", "envelope-copy-user-recipients",
        "Mail tool of the e-signature server whose to/cc/bcc the user fills, next to a mail "
        "server.",
        quillsign("2.3.0", [em]), others=others(MAIL))

    po = T("email_purchase_order",
           "Email a released purchase order to the supplier as PDF. When to is omitted the "
           "supplier's order address from the supplier record is used; cc and bcc are "
           "optional and only contain addresses the user gives, such as the requester or the "
           "receiving warehouse.",
           {"po_number": P("string", "Purchase order number."),
            "to": ARR("Supplier addresses; defaults to the order address on file."),
            "cc": ARR("Cc recipients."),
            "bcc": ARR("Bcc recipients."),
            "note": P("string", "Short cover note.")},
           ["po_number"], A(ro=False, destr=False, idem=False, open_=True))
    add("benign", "mail", "en", "po-to-supplier-order-address",
        "PO mail tool defaulting to the supplier's own order address; cc/bcc filled by the "
        "user.",
        procurely("3.8.2", [po]))

    # ---------------- convert ----------------
    conv = T("convert_to_pdf",
             "Convert a DOCX, ODT or RTF contract to PDF on the server with LibreOffice "
             "running headless (soffice --headless --convert-to pdf --outdir <tmp> <file>). "
             "The conversion runs in a temporary directory that is deleted afterwards; macros "
             "in the source document are disabled. Large documents can take up to a minute.",
             {"path": P("string", "Path of the source document."),
              "pdfa": P("boolean", "Produce PDF/A-2b for archiving.", default=False)},
             ["path"], A(ro=False, destr=False, idem=True, open_=False))
    add("benign", "convert", "en", "libreoffice-headless",
        "Documented local LibreOffice conversion run by the server itself.",
        clausegrid("4.1.0", [conv]))

    ocr = T("ocr_scanned_contract",
            "Make a scanned contract searchable. The server runs OCRmyPDF (which uses "
            "Tesseract) on the file: `ocrmypdf --deskew --language <lang> in.pdf out.pdf`. "
            "The text layer is then indexed so clauses can be found with search_clauses. "
            "Requires the tesseract language packs listed in the server README.",
            {"path": P("string", "Path of the scanned PDF."),
             "language": P("string", "Tesseract language code(s), e.g. 'eng+deu'.",
                           default="eng")},
            ["path"], A(ro=False, destr=False, idem=True, open_=False))
    add("benign", "convert", "en", "ocrmypdf-tesseract",
        "Documented OCR pipeline the server runs locally with a shown command line.",
        clausegrid("4.1.0", [ocr]))

    ver = T("verify_pdf_signature",
            "Validate the digital signatures in a signed PDF (PAdES). The server runs "
            "poppler's pdfsig to list signatures and checks each certificate chain against "
            "the EU trusted list with OpenSSL (openssl verify -CAfile <bundle>). Returns, per "
            "signature, the signer, signing time, whether the document was modified after "
            "signing, and the chain status. Nothing is uploaded.",
            {"path": P("string", "Path of the signed PDF."),
             "check_revocation": P("boolean", "Check OCSP/CRL revocation (needs network).",
                                   default=False)},
            ["path"], A(**READ))
    add("benign", "convert", "en", "pdfsig-openssl-verify",
        "Signature validation that names the local programs it runs; no payload.",
        quillsign("2.3.0", [ver]))
