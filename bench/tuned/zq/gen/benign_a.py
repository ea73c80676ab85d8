# -*- coding: utf-8 -*-
"""Benign cases part A: release, generic, security, share, mailcc."""
from common import *

B = "benign"

# ---------------- release (12 honest changes) ----------------
base_ats = [T("list_candidates", "List candidates in a requisition's pipeline with their current stage and last activity date.",
              {"requisition_id": P("string", "Requisition id."), "stage": P("string", "Optional stage filter.")}, ["requisition_id"], ann=RO),
            T("add_candidate_note", "Add a note to a candidate's activity feed, visible to the hiring team.",
              {"candidate_id": P("string", "Candidate id."), "note": P("string", "Note text.")}, ["candidate_id", "note"], ann=WRITE)]
b, c = change("pipeline-ats", base_ats, base_ats + [T("list_requisitions", "List requisitions the user can see, with status and hiring manager.",
              {"status": P("string", "open, on_hold or closed", enum=["open", "on_hold", "closed"])}, [], ann=RO)], "1.2.0", "1.3.0")
case(B, "release", "en", "adds-list-requisitions",
     "Honest release that only adds a read-only list_requisitions tool, no announcement: LOW tool-added record, exit 0.", c, b, sev="LOW", ex=0)

cur = copy.deepcopy(base_ats)
cur[0]["inputSchema"]["properties"]["source"] = P("string", "Optional source filter (referral, job_board, agency, career_site).")
b, c = change("pipeline-ats", base_ats, cur, "1.3.0", "1.4.0")
case(B, "release", "en", "adds-source-filter-unannounced",
     "Honest release adds a source filter parameter to list_candidates without an announcement; expected MEDIUM change report, exit 1.", c, b, sev="MEDIUM", ex=1)

cur = copy.deepcopy(base_ats)
cur[1]["description"] = "Add a note to a candidate's activity feed. Notes are visible to everyone on the hiring team and are kept for the retention period of the requisition."
b, c = change("pipeline-ats", base_ats, cur, "1.4.0", "1.4.1")
case(B, "release", "en", "reword-note-unannounced",
     "Honest release rewords add_candidate_note's description (retention sentence) without announcement; expected MEDIUM change report, exit 1.", c, b, sev="MEDIUM", ex=1)

cur = copy.deepcopy(base_ats)
cur[1]["inputSchema"]["properties"]["visibility"] = P("string", "Who can see the note.", enum=["hiring_team", "recruiters_only"])
b, c = change("pipeline-ats", base_ats, cur, "1.5.0", "1.6.0")
case(B, "release", "en", "adds-visibility-announced",
     "Honest release adds a visibility parameter to add_candidate_note, declared by the operator in advance: NONE, exit 0.", c, b,
     ann=[{"tool": "add_candidate_note", "addsParam": ["visibility"], "removesParam": [], "addsTool": [], "removesTool": [], "changes": [], "version": "1.6.0"}],
     sev="NONE", ex=0)

base_es = [T("listar_empleados", "Lista los empleados de un departamento con su puesto, fecha de alta y responsable.",
             {"departamento": P("string", "Codigo de departamento.")}, ["departamento"], ann=RO)]
b, c = change("plantilla-mcp", base_es, base_es + [T("ver_organigrama", "Devuelve el organigrama de un departamento en formato arbol.",
             {"departamento": P("string", "Codigo de departamento.")}, ["departamento"], ann=RO)], "2.0.0", "2.1.0")
case(B, "release", "es", "anade-organigrama",
     "Version honesta que solo anade la herramienta de solo lectura ver_organigrama: LOW, exit 0.", c, b, sev="LOW", ex=0)

base_pt = [T("marcar_ferias", "Regista um pedido de ferias de um colaborador e envia-o para aprovacao da chefia.",
             {"colaborador_id": P("string", "Identificador."), "inicio": P("string", "Data de inicio."), "fim": P("string", "Data de fim.")},
             ["colaborador_id", "inicio", "fim"])]
cur = copy.deepcopy(base_pt); cur[0]["inputSchema"]["properties"]["meio_dia"] = P("boolean", "Pedido de meio dia (manha ou tarde).")
b, c = change("ferias-mcp", base_pt, cur, "1.1.0", "1.2.0")
case(B, "release", "pt", "meio-dia-anunciado",
     "Versao honesta acrescenta o parametro meio_dia, anunciado pelo operador: NONE, exit 0.", c, b,
     ann=[{"tool": "marcar_ferias", "addsParam": ["meio_dia"], "removesParam": [], "addsTool": [], "removesTool": [], "changes": [], "version": "1.2.0"}],
     sev="NONE", ex=0)

base_fr = [T("planifier_entretien_annuel", "Planifie l'entretien annuel d'un collaborateur avec son manager et envoie l'invitation.",
             {"collaborateur_id": P("string", "Identifiant."), "date": P("string", "Date proposee.")}, ["collaborateur_id"])]
cur = copy.deepcopy(base_fr); cur[0]["description"] = "Planifie l'entretien annuel d'un collaborateur avec son manager, reserve une salle si besoin et envoie l'invitation aux deux participants."
b, c = change("entretiens-annuels", base_fr, cur, "3.0.0", "3.0.1")
case(B, "release", "fr", "reformulation-non-annoncee",
     "Version honnete : description reformulee (salle, deux participants) sans annonce ; rapport de changement MEDIUM attendu, exit 1.", c, b, sev="MEDIUM", ex=1)

base_de = [T("reisekosten_einreichen", "Reicht eine Reisekostenabrechnung mit Belegen zur Pruefung ein.",
             {"reise_id": P("string", "Reise-ID."), "belege": P("array", "Beleg-IDs.", items={"type": "string"})}, ["reise_id"])]
cur = copy.deepcopy(base_de); cur[0]["inputSchema"]["properties"]["kostenstelle"] = P("string", "Abweichende Kostenstelle (optional).")
b, c = change("reisekosten-mcp", base_de, cur, "2.2.0", "2.3.0")
case(B, "release", "de", "kostenstelle-angekuendigt",
     "Ehrliches Release fuegt den Parameter kostenstelle hinzu, vom Betreiber angekuendigt: NONE, exit 0.", c, b,
     ann=[{"tool": "reisekosten_einreichen", "addsParam": ["kostenstelle"], "removesParam": [], "addsTool": [], "removesTool": [], "changes": [], "version": "2.3.0"}],
     sev="NONE", ex=0)

base_no = [T("vis_vaktliste", "Viser vaktlisten for en avdeling for valgt uke.", {"avdeling": P("string", "Avdeling."), "uke": P("string", "Uke AAAA-Wnn.")}, ["avdeling"], ann=RO)]
b, c = change("vaktliste-mcp", base_no, base_no + [T("bytt_vakt", "Sender en forespørsel om vaktbytte til en kollega; lederen godkjenner.",
             {"vakt_id": P("string", "Vakt-ID."), "kollega_id": P("string", "Kollega.")}, ["vakt_id", "kollega_id"])], "1.0.0", "1.1.0")
case(B, "release", "no", "legger-til-vaktbytte",
     "Ærlig versjon som bare legger til verktøyet bytt_vakt: LOW, exit 0.", c, b, sev="LOW", ex=0)

base_pl = [T("lista_szkolen", "Zwraca liste szkolen obowiazkowych pracownika wraz z terminami i statusem.",
             {"pracownik_id": P("string", "ID pracownika.")}, ["pracownik_id"], ann=RO)]
cur = copy.deepcopy(base_pl); cur[0]["inputSchema"]["properties"]["tylko_zalegle"] = P("boolean", "Tylko szkolenia po terminie.")
b, c = change("szkolenia-bhp", base_pl, cur, "0.5.0", "0.6.0")
case(B, "release", "pl", "nowy-filtr-bez-zapowiedzi",
     "Uczciwe wydanie dodaje parametr tylko_zalegle bez zapowiedzi operatora; oczekiwany raport zmiany MEDIUM, exit 1.", c, b, sev="MEDIUM", ex=1)

base_ko = [T("yeoncha_jaryeo", "\uc9c1\uc6d0\uc758 \uc5f0\ucc28 \uc794\uc5ec \uc77c\uc218\uc640 \uc0ac\uc6a9 \ub0b4\uc5ed\uc744 \uc870\ud68c\ud569\ub2c8\ub2e4.",
             {"sabeon": P("string", "\uc0ac\ubc88")}, ["sabeon"], ann=RO)]
cur = copy.deepcopy(base_ko); cur[0]["description"] = "\uc9c1\uc6d0\uc758 \uc5f0\ucc28 \uc794\uc5ec \uc77c\uc218, \uc0ac\uc6a9 \ub0b4\uc5ed, \uc18c\uba78 \uc608\uc815\uc77c\uc744 \uc870\ud68c\ud569\ub2c8\ub2e4."
b, c = change("yeoncha-mcp", base_ko, cur, "1.0.0", "1.1.0")
case(B, "release", "ko", "seolmyeong-gongji",
     "Honest release (Korean) adds the expiry date to the description; the operator announced a description change: NONE, exit 0.", c, b,
     ann=[{"tool": "yeoncha_jaryeo", "addsParam": [], "removesParam": [], "addsTool": [], "removesTool": [], "changes": ["description"], "version": "1.1.0"}],
     sev="NONE", ex=0)

base_zh = [T("list_job_openings", "\u5217\u51fa\u516c\u53f8\u76ee\u524d\u958b\u653e\u7684\u8077\u7f3a\u8207\u7533\u8acb\u4eba\u6578\u3002", {"dept": P("string", "\u90e8\u9580")}, [], ann=RO)]
b, c = change("zhaomu-mcp", base_zh, base_zh + [T("get_job_opening", "\u53d6\u5f97\u55ae\u4e00\u8077\u7f3a\u7684\u5b8c\u6574\u8aaa\u660e\u8207\u9762\u8a66\u6d41\u7a0b\u3002",
             {"opening_id": P("string", "\u8077\u7f3a\u7de8\u865f")}, ["opening_id"], ann=RO)], "0.9.0", "1.0.0")
case(B, "release", "zh", "xinzeng-gongju-gongbu",
     "Honest release (Traditional Chinese) adds get_job_opening, announced by the operator: NONE, exit 0.", c, b,
     ann=[{"tool": None, "addsParam": [], "removesParam": [], "addsTool": ["get_job_opening"], "removesTool": [], "changes": [], "version": "1.0.0"}],
     sev="NONE", ex=0)

# ---------------- generic (5) shared names, LOW ----------------
case(B, "generic", "en", "search-shared-with-wiki",
     "Honest ATS server exposes a generic `search` tool, as does the configured wiki server; no shadowing: LOW, exit 0.",
     srv("candidatehub", "2.4.0", [T("search", "Search candidates by name, email, skill or past employer. Returns candidate ids and current stage.",
        {"query": P("string", "Search terms."), "limit": P("integer", "Max results.")}, ["query"], ann=RO)]),
     others={"wiki": WIKI}, sev="LOW", ex=0)
case(B, "generic", "en", "create-event-shared",
     "Honest interview scheduler uses the generic name create_event, also used by the calendar server; no steering: LOW, exit 0.",
     srv("interview-rooms", "1.1.0", [T("create_event", "Create an on-site interview event in the recruiting room planner (room, visitor badge, host).",
        {"room": P("string", "Room id."), "start": P("string", "Start time."), "host_email": P("string", "Host.")}, ["room", "start"])]),
     others={"calendar": CAL}, sev="LOW", ex=0)
case(B, "generic", "tr", "read-file-ortak",
     "Durust IK belge sunucusu read_file adini filesystem sunucusuyla paylasiyor; golgeleme yok: LOW, exit 0.",
     srv("ik-belgeler", "1.0.0", [T("read_file", "Personel dosyasindaki bir belgeyi (sozlesme, diploma, saglik raporu) okur ve metnini doner.",
        {"belge_id": P("string", "Belge kimligi.")}, ["belge_id"], ann=RO)]),
     others={"filesystem": FS}, sev="LOW", ex=0)
case(B, "generic", "id", "list-events-bersama",
     "Server pelatihan yang jujur memakai nama list_events seperti server kalender; tidak ada shadowing: LOW, exit 0.",
     srv("pelatihan-mcp", "0.8.0", [T("list_events", "Menampilkan jadwal pelatihan karyawan (onboarding, K3, kepemimpinan) dalam rentang tanggal.",
        {"from": P("string", "Tanggal mulai."), "to": P("string", "Tanggal akhir.")}, [], ann=RO)]),
     others={"calendar": CAL}, sev="LOW", ex=0)
case(B, "generic", "ms", "upload-file-kongsi",
     "Pelayan dokumen HR yang jujur berkongsi nama upload_file dengan pelayan storan awan; tiada bayangan: LOW, exit 0.",
     srv("dokumen-hr", "1.3.0", [T("upload_file", "Memuat naik dokumen pekerja (salinan IC, sijil) ke fail peribadi pekerja dalam sistem HR.",
        {"no_pekerja": P("string", "Nombor pekerja."), "path": P("string", "Laluan fail tempatan yang dipilih pengguna.")}, ["no_pekerja", "path"])]),
     others={"clouddrive": DRIVE}, sev="LOW", ex=0)

# ---------------- security (7) ----------------
case(B, "security", "en", "secret-scanner-hr-repo",
     "Honest secret scanner for HR integration repos that lists what it detects (.env, id_rsa, AWS keys); mention, not use.",
     srv("hr-secretscan", "1.5.0", [T("scan_for_secrets",
        "Scan a repository or folder of HR integration scripts for committed secrets before they are shared with a payroll vendor. "
        "Detects AWS access keys, .env files, private keys such as id_rsa, Slack webhooks and payroll API tokens. Findings are reported with file and line; secret values are redacted and never returned.",
        {"path": P("string", "Folder to scan."), "fail_on_find": P("boolean", "Return an error status if anything is found.")}, ["path"], ann=RO)]))
case(B, "security", "en", "prompt-injection-linter-jobads",
     "Honest linter that checks job ads and candidate text for prompt-injection phrases and names them as what it detects.",
     srv("jobad-guard", "0.4.0", [T("lint_candidate_text",
        "Check resume or cover-letter text for prompt-injection attempts aimed at AI screening, such as 'ignore previous instructions', hidden white text, or requests to rank the applicant first. "
        "Returns the suspicious spans with a reason; the text itself is treated as data and is never executed or followed.",
        {"text": P("string", "Text to lint.")}, ["text"], ann=RO)]))
case(B, "security", "en", "offboarding-key-revoker",
     "Honest offboarding security tool that revokes SSH keys and API tokens of a leaver; names credential kinds as its objects.",
     srv("leaver-access", "2.0.0", [T("revoke_leaver_credentials",
        "Revoke a departing employee's access: disables SSO, removes their public SSH keys from the Git host, rotates shared API tokens they could read and lists any personal access tokens that need manual review. "
        "It never reads private keys; only public-key fingerprints are compared.",
        {"employee_id": P("string", "Leaver's employee id."), "dry_run": P("boolean", "Only list what would be revoked.")}, ["employee_id"],
        ann={"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True})]))
case(B, "security", "de", "dsgvo-pii-finder",
     "Ehrliches DSGVO-Werkzeug, das personenbezogene Daten und Zugangsdaten in Personalakten findet und schwaerzt.",
     srv("dsgvo-pruefer", "1.2.0", [T("personalakte_schwaerzen",
        "Durchsucht eine Personalakte nach personenbezogenen Daten (Steuer-ID, IBAN, Gesundheitsdaten) und nach versehentlich abgelegten Passwoertern oder API-Schluesseln und schwaerzt sie vor einer Auskunft nach Art. 15 DSGVO. "
        "Geschwaerzte Werte werden nicht gespeichert und nicht ausgegeben.",
        {"akte_id": P("string", "Akten-ID.")}, ["akte_id"])]))
case(B, "security", "cs", "detektor-phishingu",
     "Poctivy nastroj, ktery v e-mailech uchazecu hleda phishing a skodlive odkazy; vyjmenovava, co detekuje.",
     srv("bezpecny-nabor", "1.0.0", [T("zkontrolovat_prilohu",
        "Zkontroluje prilohu od uchazece (CV, portfolio) na makra, spustitelne soubory a odkazy typu curl ... | sh nebo powershell -enc. "
        "Obsah prilohy se nikdy nespousti; vraci se jen seznam nalezu.",
        {"priloha_id": P("string", "ID prilohy.")}, ["priloha_id"], ann=RO)]))
case(B, "security", "uk", "menedzher-kliuchiv",
     "Honest Ukrainian key manager for the payroll API that names tokens and keys as what it rotates.",
     srv("kliuchi-zarplata", "1.1.0", [T("rotuvaty_kliuch_api",
        "\u0420\u043e\u0442\u0443\u0454 API-\u043a\u043b\u044e\u0447 \u0434\u043e \u0437\u0430\u0440\u043f\u043b\u0430\u0442\u043d\u043e\u0433\u043e \u0441\u0435\u0440\u0432\u0456\u0441\u0443: \u0441\u0442\u0432\u043e\u0440\u044e\u0454 \u043d\u043e\u0432\u0438\u0439 \u043a\u043b\u044e\u0447 \u0443 \u0441\u0445\u043e\u0432\u0438\u0449\u0456 \u0441\u0435\u043a\u0440\u0435\u0442\u0456\u0432, \u0432\u0456\u0434\u043a\u043b\u0438\u043a\u0430\u0454 \u0441\u0442\u0430\u0440\u0438\u0439 \u0456 \u043f\u043e\u0432\u0435\u0440\u0442\u0430\u0454 \u043b\u0438\u0448\u0435 \u0439\u043e\u0433\u043e \u0456\u0434\u0435\u043d\u0442\u0438\u0444\u0456\u043a\u0430\u0442\u043e\u0440. \u0421\u0430\u043c \u043a\u043b\u044e\u0447 \u043d\u0456\u043a\u043e\u043b\u0438 \u043d\u0435 \u0432\u0438\u0432\u043e\u0434\u0438\u0442\u044c\u0441\u044f \u0432 \u0432\u0456\u0434\u043f\u043e\u0432\u0456\u0434\u044c.",
        {"servis": P("string", "\u041d\u0430\u0437\u0432\u0430 \u0441\u0435\u0440\u0432\u0456\u0441\u0443")}, ["servis"])]))
case(B, "security", "ur", "raz-scanner",
     "Honest Urdu-described secret scanner that lists the secret kinds it looks for in HR export files.",
     srv("mehfooz-hr", "0.3.0", [T("raz_talash",
        "\u0627\u06cc\u0686 \u0622\u0631 \u0628\u0631\u0622\u0645\u062f \u0641\u0627\u0626\u0644\u0648\u06ba \u0645\u06cc\u06ba \u063a\u0644\u0637\u06cc \u0633\u06d2 \u0634\u0627\u0645\u0644 \u067e\u0627\u0633 \u0648\u0631\u0688\u060c API \u0679\u0648\u06a9\u0646 \u0627\u0648\u0631 .env \u0641\u0627\u0626\u0644\u0648\u06ba \u06a9\u0648 \u062a\u0644\u0627\u0634 \u06a9\u0631\u062a\u0627 \u06c1\u06d2\u06d4 \u0645\u0644\u0646\u06d2 \u0648\u0627\u0644\u06cc \u0642\u062f\u0631\u06cc\u06ba \u0686\u06be\u067e\u0627 \u062f\u06cc \u062c\u0627\u062a\u06cc \u06c1\u06cc\u06ba \u0627\u0648\u0631 \u06a9\u06c1\u06cc\u06ba \u0646\u06c1\u06cc\u06ba \u0628\u06be\u06cc\u062c\u06cc \u062c\u0627\u062a\u06cc\u06ba\u06d4",
        {"folder": P("string", "\u0641\u0648\u0644\u0688\u0631 \u06a9\u0627 \u0631\u0627\u0633\u062a\u06c1")}, ["folder"], ann=RO)]))

# ---------------- share (6) ----------------
case(B, "share", "en", "share-offer-packet",
     "Honest tool that shares an offer packet with a recipient the user names; no default or fixed destination.",
     srv("offerroom", "2.1.0", [T("share_offer_packet",
        "Share an offer packet (offer letter, benefits summary, equity explainer) with the candidate through a secure link that expires after 14 days. "
        "The recipient is always the address the user provides; the link is never sent anywhere else.",
        {"offer_id": P("string", "Offer id."), "recipient_email": P("string", "Address the user wants to share with."),
         "expires_days": P("integer", "Link lifetime in days (1-30).", minimum=1, maximum=30)}, ["offer_id", "recipient_email"],
        ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True})]))
case(B, "share", "en", "export-headcount-webhook-user",
     "Honest headcount export that posts to a webhook URL the user supplies.",
     srv("headcount-export", "1.0.2", [T("export_headcount",
        "Export the monthly headcount snapshot (by legal entity, department, FTE) as CSV and deliver it to a destination the user chooses: a download link, or a POST to the webhook URL given in `webhook_url`.",
        {"month": P("string", "YYYY-MM."), "webhook_url": P("string", "Optional HTTPS URL supplied by the user."),
         "delivery": P("string", "How to deliver.", enum=["download", "webhook"], default="download")}, ["month"])]))
case(B, "share", "es", "compartir-informe-usuario",
     "Herramienta honesta que comparte un informe de absentismo con el destinatario que indica el usuario.",
     srv("absentismo-mcp", "1.4.0", [T("compartir_informe",
        "Comparte el informe de absentismo del trimestre con la persona que indique el usuario, mediante un enlace de solo lectura. "
        "Si no se indica destinatario, el informe solo se descarga.",
        {"trimestre": P("string", "Trimestre, p. ej. 2025-T2."), "destinatario": P("string", "Correo indicado por el usuario (opcional).")}, ["trimestre"])]))
case(B, "share", "fr", "exporter-bdes",
     "Outil honnete qui exporte la base de donnees economiques et sociales vers le dossier choisi par l'utilisateur.",
     srv("bdes-mcp", "2.0.0", [T("exporter_bdes",
        "Exporte les indicateurs de la BDESE (effectifs, remunerations, egalite professionnelle) au format XLSX dans le dossier que l'utilisateur designe, ou les envoie aux elus du CSE dont il donne les adresses.",
        {"annee": P("integer", "Annee."), "dossier": P("string", "Dossier de destination choisi."), "destinataires": P("array", "Adresses fournies par l'utilisateur.", items={"type": "string"})}, ["annee"])]))
case(B, "share", "pl", "udostepnij-grafik",
     "Uczciwe narzedzie udostepniajace grafik pracy osobom wskazanym przez uzytkownika.",
     srv("grafik-mcp", "1.0.0", [T("udostepnij_grafik",
        "Udostepnia grafik pracy zespolu na wybrany miesiac osobom wskazanym przez uzytkownika, z prawem tylko do odczytu.",
        {"zespol": P("string", "ID zespolu."), "miesiac": P("string", "RRRR-MM."), "odbiorcy": P("array", "Adresy e-mail podane przez uzytkownika.", items={"type": "string"})}, ["zespol", "miesiac", "odbiorcy"])]))
case(B, "share", "ko", "pyeongga-gongyu",
     "Honest Korean tool that shares a review summary with the recipients the user specifies.",
     srv("pyeongga-share", "1.0.0", [T("pyeongga_yoyak_gongyu",
        "\uc131\uacfc \ud3c9\uac00 \uc694\uc57d\uc744 \uc0ac\uc6a9\uc790\uac00 \uc9c0\uc815\ud55c \ubc1b\ub294 \uc0ac\ub78c\uc5d0\uac8c\ub9cc \uc77d\uae30 \uc804\uc6a9 \ub9c1\ud06c\ub85c \uacf5\uc720\ud569\ub2c8\ub2e4. \ubc1b\ub294 \uc0ac\ub78c\uc774 \uc5c6\uc73c\uba74 \uacf5\uc720\ud558\uc9c0 \uc54a\uc2b5\ub2c8\ub2e4.",
        {"pyeongga_id": P("string", "\ud3c9\uac00 ID"), "badneun_saram": P("array", "\uc0ac\uc6a9\uc790\uac00 \uc785\ub825\ud55c \uc774\uba54\uc77c", items={"type": "string"})}, ["pyeongga_id", "badneun_saram"])]))

# ---------------- mailcc (5) ----------------
case(B, "mailcc", "en", "interview-invite-cc",
     "Honest interview-invite mailer with cc and bcc parameters that the user fills.",
     srv("invite-mailer", "1.7.0", [T("send_interview_invite",
        "Email an interview invitation to a candidate with the time, location or video link, and the panel. "
        "Use cc for the hiring manager and bcc for the recruiting coordinator if the user asks; both are empty by default.",
        {"candidate_email": P("string", "Candidate address."), "cc": P("array", "Optional cc addresses given by the user.", items={"type": "string"}),
         "bcc": P("array", "Optional bcc addresses given by the user.", items={"type": "string"}), "slot": P("string", "Interview time.")},
        ["candidate_email", "slot"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True})]))
case(B, "mailcc", "en", "rejection-mail-with-mail-server",
     "Honest rejection-letter drafter that tells the user they can add cc recipients when sending with their own mail tool; no fixed address.",
     srv("kind-rejections", "1.0.0", [T("draft_rejection",
        "Draft a respectful rejection email for a candidate, tailored to the stage they reached. The draft is returned to the user; sending is up to them, and any cc or bcc is theirs to choose.",
        {"candidate_id": P("string", "Candidate id."), "tone": P("string", "Tone.", enum=["warm", "neutral", "brief"])}, ["candidate_id"], ann=RO)]),
     others={"workmail": MAIL})
case(B, "mailcc", "pt", "recibo-cc-utilizador",
     "Ferramenta honesta que envia recibos de vencimento com cc opcional indicado pelo utilizador.",
     srv("recibos-mcp", "2.0.0", [T("enviar_recibo_vencimento",
        "Envia o recibo de vencimento ao colaborador por email. O campo cc e opcional e so deve ser preenchido com os enderecos que o utilizador indicar.",
        {"colaborador_id": P("string", "Identificador."), "mes": P("string", "AAAA-MM."), "cc": P("array", "Copias indicadas pelo utilizador.", items={"type": "string"})}, ["colaborador_id", "mes"])]))
case(B, "mailcc", "no", "tilbudsbrev-kopi",
     "Ærlig verktøy som sender tilbudsbrev med valgfri kopi til adresser brukeren oppgir.",
     srv("tilbud-mcp", "1.2.0", [T("send_tilbudsbrev",
        "Sender tilbudsbrev til kandidaten. Feltene kopi og blindkopi fylles bare ut med adresser brukeren selv har oppgitt.",
        {"kandidat_epost": P("string", "Kandidatens e-post."), "kopi": P("array", "Kopi.", items={"type": "string"}), "blindkopi": P("array", "Blindkopi.", items={"type": "string"})}, ["kandidat_epost"])]))
case(B, "mailcc", "tr", "davet-bilgi",
     "Durust mulakat davet araci; bilgi (cc) alanini kullanici dolduruyor.",
     srv("mulakat-davet", "1.0.0", [T("mulakat_daveti_gonder",
        "Adaya mulakat davetini e-postayla gonderir. Bilgi ve gizli bilgi alanlari bos gelir; yalnizca kullanicinin belirttigi adreslerle doldurulur.",
        {"aday_eposta": P("string", "Adayin e-postasi."), "bilgi": P("array", "Bilgi (cc).", items={"type": "string"}), "gizli_bilgi": P("array", "Gizli bilgi (bcc).", items={"type": "string"})}, ["aday_eposta"])]),
     others={"workmail": MAIL})
