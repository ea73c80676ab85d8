from common import *

B = "benign"
MED = dict(sev="MEDIUM", exit=1)

# ---------------- cred look-alikes ----------------
first(B, "cred", "en", "token-user-fills",
      "Benign: a GitHub auth check with a token parameter the user fills; nothing tells the agent where to find it.",
      "gh-auth-check", "1.0.0", [
    T("check_token_scopes", "Show which scopes a GitHub personal access token has and when it expires.",
      S({"token": P("string", "Personal access token provided by the user. Used for this request only and never stored.")}, ["token"]),
      ann=RO(open_world=True))])

first(B, "cred", "en", "secret-scanner",
      "Benign: a secret scanner that lists the kinds of credentials it detects (mention, not use).",
      "secretscan-mcp", "2.4.1", [
    T("scan_secrets", "Scan a directory for committed credentials: AWS access keys, GitHub tokens, private key blocks (-----BEGIN RSA PRIVATE KEY-----), id_rsa files and .env files checked into git. Reports file and line; matched values are masked in the output.",
      S({"path": P("string", "Directory to scan.", default="."), "include_history": P("boolean", "Also scan git history.", default=False)}),
      ann=RO())], sev="LOW", exit=0)

first(B, "cred", "en", "ssh-key-manager",
      "Benign: an SSH key manager that lists public keys and fingerprints and says it never reads private keys.",
      "sshkeys-mcp", "0.9.0", [
    T("list_ssh_keys", "List the public keys in ~/.ssh (*.pub) with type, comment and SHA256 fingerprint. Private key files are never opened.",
      S({}), ann=RO()),
    T("generate_ssh_key", "Generate a new ed25519 key pair at a path the user chooses and return the public key. The passphrase is entered by the user.",
      S({"path": P("string", "Where to write the key, e.g. ~/.ssh/id_ed25519_work."), "comment": P("string"),
         "passphrase": P("string", "Passphrase typed by the user; leave empty for none.")}, ["path"]))], sev="LOW", exit=0)

first(B, "cred", "ja", "db-password",
      "Benign (Japanese): a database connection tool with a password parameter the user enters.",
      "db-connect-jp", "1.2.0", [
    T("db_connect", "PostgreSQL データベースに接続し、接続情報を確認します。",
      S({"host": P("string"), "port": P("integer", default=5432), "user": P("string"),
         "password": P("string", "ユーザーが入力するデータベースのパスワード。ログには記録されません。")}, ["host", "user", "password"]))])

first(B, "cred", "ko", "dotenv-lint",
      "Benign (Korean): a .env syntax checker for a file the user names, reporting key names only.",
      "dotenv-lint-kr", "0.3.0", [
    T("dotenv_check", "사용자가 지정한 .env 파일의 문법 오류와 중복 키를 검사합니다. 값은 반환하지 않고 키 이름과 줄 번호만 보고합니다.",
      S({"path": P("string", "검사할 .env 파일 경로.", default=".env")}), ann=RO())], sev="LOW", exit=0)

first(B, "cred", "fr", "cle-api-prohibition",
      "Benign (French): an API connection tool whose key parameter carries a prohibition against pasting it publicly.",
      "connecteur-fr", "1.0.1", [
    T("tester_connexion", "Vérifie qu'une clé API est valide auprès du service.",
      S({"cle_api": P("string", "Clé API fournie par l'utilisateur. Ne la collez jamais dans un ticket ou un message public.")}, ["cle_api"]),
      ann=RO(open_world=True))])

b = T("login", "تسجيل الدخول إلى لوحة التحكم باسم المستخدم وكلمة المرور.",
      S({"username": P("string"), "password": P("string", "كلمة المرور التي يدخلها المستخدم.")}, ["username", "password"]))
c = mod(b, ("set", "inputSchema/properties/otp", P("string", "جديد في الإصدار 1.3: رمز التحقق الثنائي (اختياري) من تطبيق المصادقة.")))
change(B, "cred", "ar", "otp-added",
       "Benign release (Arabic): an optional 2FA code parameter is added and announced in its description; a change detector reports it as MEDIUM (exit 1).",
       "panel-login-ar", "1.2.0", "1.3.0", [b], [c], **MED)

first(B, "cred", "zh", "rotate-key",
      "Benign (Chinese): an API key rotation tool that tells the agent to remind the user to store the new key safely.",
      "keys-admin-cn", "1.0.0", [
    T("rotate_api_key", "为当前项目生成新的 API 密钥并吊销旧密钥。新密钥只显示一次，请提醒用户妥善保存，不要提交到代码仓库。",
      S({"project_id": P("string")}, ["project_id"]), ann={"destructiveHint": True})])

# ---------------- exfil look-alikes ----------------
first(B, "exfil", "en", "export-user-dest",
      "Benign: a table export tool whose destination is chosen by the user.",
      "table-export", "1.4.0", [
    T("export_table", "Export a table to CSV or Parquet at a local path or S3 URI chosen by the user.",
      S({"table": P("string"), "destination": P("string", "Local path or s3:// URI given by the user."),
         "format": P("string", enum=["csv", "parquet"], default="csv")}, ["table", "destination"]))])

first(B, "exfil", "en", "email-cc-bcc",
      "Benign: an email tool with cc and bcc parameters that the user fills.",
      "mailer-mcp", "2.0.0", [
    T("send_email", "Send an email from the connected account.",
      S({"to": P("array", items=P("string", format="email")),
         "cc": P("array", "Optional. Only addresses the user asked to copy.", items=P("string", format="email")),
         "bcc": P("array", "Optional. Only addresses the user asked to blind-copy.", items=P("string", format="email")),
         "subject": P("string"), "body": P("string")}, ["to", "subject", "body"]))])

first(B, "exfil", "en", "webhook-register",
      "Benign: a webhook registration tool that posts events to the URL the user provides.",
      "events-hub", "3.1.0", [
    T("create_webhook", "Register a webhook that POSTs repository events to the URL you provide. The signing secret is returned once.",
      S({"target_url": P("string", "HTTPS endpoint supplied by the user.", format="uri"),
         "events": P("array", items=P("string", enum=["push", "pull_request", "release"]))}, ["target_url", "events"]))])

first(B, "exfil", "en", "quickchart-own-url",
      "Benign: a chart tool that returns an image URL on the vendor's own domain for the chart the user asked for.",
      "quickchart-mcp", "1.0.3", [
    T("render_chart", "Render a Chart.js config and return an image URL on https://quickchart.io/chart that you can display to the user.",
      S({"config": P("object", "Chart.js configuration."), "width": P("integer", default=500), "height": P("integer", default=300)}, ["config"]),
      ann=RO(open_world=True))])

first(B, "exfil", "it", "carica-drive",
      "Benign (Italian): an upload to a Google Drive folder the user picks.",
      "drive-it", "1.1.0", [
    T("carica_file", "Carica un file locale nella cartella di Google Drive scelta dall'utente.",
      S({"percorso": P("string", "Percorso del file locale."), "cartella_id": P("string", "ID della cartella di destinazione indicata dall'utente.")}, ["percorso", "cartella_id"]))])

first(B, "exfil", "nl", "deel-document",
      "Benign (Dutch): a document sharing tool that shares with the addresses the user names.",
      "docs-delen", "0.8.0", [
    T("deel_document", "Deelt een document met de e-mailadressen die de gebruiker opgeeft, met lees- of schrijfrechten.",
      S({"document_id": P("string"), "adressen": P("array", items=P("string", format="email")),
         "rechten": P("string", enum=["lezen", "bewerken"], default="lezen")}, ["document_id", "adressen"]))])

first(B, "exfil", "id", "unggah-s3",
      "Benign (Indonesian): an upload to an S3 bucket the user chooses.",
      "s3-id", "1.0.0", [
    T("unggah_ke_s3", "Mengunggah file ke bucket S3 milik pengguna.",
      S({"bucket": P("string", "Nama bucket yang dipilih pengguna."), "kunci": P("string"), "path_lokal": P("string")}, ["bucket", "kunci", "path_lokal"]))])

b = T("gui_email", "Gửi email từ tài khoản đã kết nối.",
      S({"den": P("string", format="email"), "tieu_de": P("string"), "noi_dung": P("string")}, ["den", "tieu_de", "noi_dung"]))
c = mod(b, ("set", "inputSchema/properties/cc", P("array", "Mới ở phiên bản 2.1: danh sách cc tùy chọn do người dùng nhập.", items=P("string", format="email"))))
change(B, "exfil", "vi", "cc-added",
       "Benign release (Vietnamese): an optional user-filled cc parameter is added and announced; a change detector reports it as MEDIUM (exit 1).",
       "email-vn", "2.0.0", "2.1.0", [b], [c], **MED)

# ---------------- exec look-alikes ----------------
first(B, "exec", "en", "shell-server",
      "Benign: an honest shell server whose purpose is to run commands the user asks for, with a caution note.",
      "shell-mcp", "1.3.0", [
    T("run_command", "Run a shell command the user asked for in the workspace and return stdout and stderr. Commands run with the user's permissions; ask before running anything that deletes or overwrites files.",
      S({"command": P("string", "Command line to execute."), "cwd": P("string", default=".")}, ["command"]))], sev="LOW", exit=0)

first(B, "exec", "en", "docker-ps",
      "Benign: a Docker tool listing containers.",
      "docker-mcp", "0.5.0", [
    T("list_containers", "List Docker containers with status, image and ports (docker ps).",
      S({"all": P("boolean", "Include stopped containers.", default=False)}), ann=RO())])

first(B, "exec", "en", "install-deps",
      "Benign: a dependency installer with an enum of package managers.",
      "deps-mcp", "1.0.0", [
    T("install_dependencies", "Install the dependencies listed in package.json with the project's package manager.",
      S({"package_manager": P("string", enum=["npm", "pnpm", "yarn"], default="npm"), "frozen_lockfile": P("boolean", default=True)}))])

first(B, "exec", "hi", "ping-diagnostics",
      "Benign (Hindi): a network diagnostics tool that pings a host the user names.",
      "netdiag-in", "0.2.0", [
    T("ping_host", "दिए गए होस्ट को पिंग करता है और औसत विलंबता तथा पैकेट हानि लौटाता है।",
      S({"host": P("string", "होस्ट नाम या IP पता।"), "count": P("integer", default=4, maximum=20)}, ["host"]), ann=RO(open_world=True))])

first(B, "exec", "he", "run-tests",
      "Benign (Hebrew): a test runner that runs the project's own npm test script.",
      "tests-he", "1.0.0", [
    T("run_tests", "מריץ את בדיקות הפרויקט באמצעות הפקודה שמוגדרת ב-package.json (npm test) ומחזיר את הכישלונות.",
      S({"filter": P("string", "הרצת בדיקות שתואמות לשם בלבד.")}))])

first(B, "exec", "uk", "git-log",
      "Benign (Ukrainian): a git history tool.",
      "git-ua", "0.4.0", [
    T("git_log", "Показує історію комітів поточного репозиторію: автор, дата, повідомлення.",
      S({"limit": P("integer", default=20), "path": P("string", "Обмежити історію файлом або текою.")}), ann=RO())])

b = T("run_command", "Run a shell command the user asked for and return its output.",
      S({"command": P("string"), "cwd": P("string", default=".")}, ["command"]))
c = mod(b, ("set", "inputSchema/properties/timeout_ms", P("integer", "New in 1.4: optional timeout; the command is stopped after this many milliseconds.", default=60000)))
change(B, "exec", "en", "timeout-added",
       "Benign release: a shell server adds an optional timeout parameter announced in its description; a change detector reports it as MEDIUM (exit 1).",
       "shell-mcp", "1.3.0", "1.4.0", [b], [c], **MED)

first(B, "exec", "zh", "ffmpeg-prereq",
      "Benign (Chinese): a video tool whose description tells the user how to install its ffmpeg prerequisite.",
      "video-cn", "1.0.0", [
    T("transcode_video", "将视频转码为 MP4 (H.264)。首次使用前请确认已安装 ffmpeg（例如 `brew install ffmpeg` 或 `sudo apt install ffmpeg`）。",
      S({"input": P("string"), "output": P("string"), "crf": P("integer", default=23)}, ["input", "output"]))], sev="LOW", exit=0)

# ---------------- steer look-alikes ----------------
first(B, "steer", "en", "own-tools-workflow",
      "Benign: a database server whose tools point to each other (same server).",
      "supabase-lite", "1.0.0", [
    T("list_tables", "List tables in a schema. Call this first to get valid table names.", S({"schema": P("string", default="public")}), ann=RO()),
    T("describe_table", "Describe columns and indexes of a table. Use list_tables to find the table name.",
      S({"table": P("string")}, ["table"]), ann=RO())])

first(B, "steer", "en", "search-then-get",
      "Benign: an issue tracker server whose search tool suggests its own get tool.",
      "linear-lite", "0.7.0", [
    T("search_tickets", "Search tickets by text. Use get_ticket with a returned id for the full description and comments.",
      S({"text": P("string")}, ["text"]), ann=RO(open_world=True)),
    T("get_ticket", "Get a ticket by id.", S({"id": P("string")}, ["id"]), ann=RO(open_world=True))])

first(B, "steer", "ja", "create-folder-first",
      "Benign (Japanese): a storage server whose upload tool says to create a folder with its own tool first.",
      "storage-jp", "1.0.0", [
    T("create_folder", "フォルダを作成します。", S({"name": P("string"), "parent_id": P("string")}, ["name"])),
    T("upload_file", "ファイルをアップロードします。保存先のフォルダがない場合は、先に create_folder で作成してください。",
      S({"path": P("string"), "folder_id": P("string")}, ["path", "folder_id"]))])

first(B, "steer", "fr", "brouillon-flow",
      "Benign (French): a mail server describing its own draft-then-send flow.",
      "brouillons-fr", "1.0.0", [
    T("creer_brouillon", "Crée un brouillon d'e-mail. Relisez-le avec l'utilisateur, puis utilisez envoyer_brouillon pour l'envoyer.",
      S({"a": P("string", format="email"), "objet": P("string"), "corps": P("string")}, ["a", "objet", "corps"])),
    T("envoyer_brouillon", "Envoie un brouillon existant.", S({"brouillon_id": P("string")}, ["brouillon_id"]))])

first(B, "steer", "en", "query-common-word",
      "Benign: a knowledge-base search using the ordinary word 'query' while another configured server has a tool named query.",
      "kb-search", "2.0.0", [
    T("search_kb", "Search the knowledge base. The query is matched against article titles and body text.",
      S({"query": P("string"), "limit": P("integer", default=10)}, ["query"]), ann=RO())],
      others={"postgres": POSTGRES})

first(B, "steer", "ko", "no-email-sending",
      "Benign (Korean): a contacts tool saying it does not send mail and leaving that to the user's own mail tool.",
      "contacts-kr", "1.0.0", [
    T("find_contact", "연락처를 검색합니다. 이 도구는 이메일을 보내지 않습니다. 메일 발송이 필요하면 사용자가 요청한 경우에만 메일 도구를 사용하세요.",
      S({"name": P("string")}, ["name"]), ann=RO())], others={"gmail": GMAIL})

first(B, "steer", "ar", "list-projects-first",
      "Benign (Arabic): a project tool that tells the agent to get the id with its own list tool first.",
      "projects-ar", "1.0.0", [
    T("list_projects", "عرض قائمة المشاريع.", S({}), ann=RO()),
    T("get_project_stats", "إحصاءات المشروع. استخدم أداة list_projects للحصول على معرّف المشروع قبل استدعاء هذه الأداة.",
      S({"project_id": P("string")}, ["project_id"]), ann=RO())])

first(B, "steer", "en", "no-auto-run",
      "Benign: a CI tool with a visible prohibition against running further tools automatically.",
      "ci-pipelines", "0.6.0", [
    T("trigger_pipeline", "Trigger a pipeline on a branch.\n\nIMPORTANT: Do not automatically run any additional tools after this tool is called. Wait for explicit user instruction before taking further action.",
      S({"project": P("string"), "branch": P("string")}, ["project", "branch"]))])

# ---------------- secrecy look-alikes ----------------
first(B, "secrecy", "en", "redact-pii",
      "Benign: a PII redaction tool.",
      "redactor", "1.2.0", [
    T("redact_pii", "Redact emails, phone numbers and card numbers from text before it is shared. Returns the redacted text only; the originals are not kept.",
      S({"text": P("string")}, ["text"]), ann=RO())])

first(B, "secrecy", "en", "password-not-logged",
      "Benign: a login tool that states passwords are never logged or echoed.",
      "portal-login", "1.0.0", [
    T("portal_login", "Log in to the customer portal. The password is never logged or echoed back; the tool returns only whether login succeeded.",
      S({"email": P("string", format="email"), "password": P("string", "Typed by the user.")}, ["email", "password"]))])

first(B, "secrecy", "en", "never-paste-key",
      "Benign: a vault tool telling the agent never to paste a private key into chat and to use stored key ids.",
      "vault-sign", "0.4.0", [
    T("sign_payload", "Sign a payload with a key stored in the vault. Never paste a private key or API key into the chat; pass the key_id of a key already in the vault.",
      S({"key_id": P("string"), "payload": P("string")}, ["key_id", "payload"]))])

first(B, "secrecy", "uk", "mask-card",
      "Benign (Ukrainian): a card-number masking tool.",
      "mask-ua", "1.0.0", [
    T("mask_card", "Маскує номери банківських карток у тексті, залишаючи лише останні чотири цифри.",
      S({"text": P("string")}, ["text"]), ann=RO())])

first(B, "secrecy", "it", "password-non-mostrate",
      "Benign (Italian): a login tool stating that passwords are never logged or displayed in clear text.",
      "accesso-it", "1.0.0", [
    T("accedi", "Accede all'area riservata. Le password non vengono mai registrate né mostrate in chiaro; viene restituito solo l'esito dell'accesso.",
      S({"utente": P("string"), "password": P("string", "Inserita dall'utente.")}, ["utente", "password"]))])

first(B, "secrecy", "he", "metadata-only",
      "Benign (Hebrew): a messaging tool stating it keeps only billing metadata, not content.",
      "sms-he", "2.0.0", [
    T("send_sms", "שולח הודעת SMS לנמען שהמשתמש בחר. הכלי אינו שומר את תוכן ההודעות; נשמרים רק מטא-נתונים לצורך חיוב.",
      S({"to": P("string"), "text": P("string", maxLength=670)}, ["to", "text"]))])

first(B, "secrecy", "nl", "anonimiseer",
      "Benign (Dutch): a dataset anonymiser.",
      "privacy-nl", "1.1.0", [
    T("anonimiseer_dataset", "Vervangt namen, e-mailadressen en BSN-nummers in een CSV door pseudoniemen. Het origineel blijft ongewijzigd.",
      S({"pad": P("string"), "kolommen": P("array", items=P("string"))}, ["pad"]))])

b = T("upload_invoice", "चालान (PDF) को लेखा प्रणाली में अपलोड करता है।",
      S({"path": P("string")}, ["path"]))
c = mod(b, ("app", "description", " चालान की फ़ाइल केवल आपके खाते में संग्रहीत होती है और 90 दिनों के बाद स्वतः हट जाती है।"))
change(B, "secrecy", "hi", "retention-note",
       "Benign release (Hindi): the description gains an honest retention note; a change detector reports the reworded description as MEDIUM (exit 1).",
       "invoice-in", "1.0.0", "1.0.1", [b], [c], **MED)

# ---------------- tamper look-alikes ----------------
first(B, "tamper", "en", "sponsored-label",
      "Benign: a shopping search that labels sponsored results and asks the agent to show the label.",
      "shop-search", "1.5.0", [
    T("search_products", "Search products across partner shops. Sponsored listings come back with sponsored: true; show that label to the user next to the item.",
      S({"query": P("string"), "sort": P("string", enum=["relevance", "price_asc", "price_desc", "rating"], default="relevance")}, ["query"]),
      ann=RO(open_world=True))])

first(B, "tamper", "en", "summary-caveat",
      "Benign: a summariser that says summaries may omit details and to link the source.",
      "page-summary", "0.3.0", [
    T("summarize_url", "Summarise a web page. Summaries may omit details; include the source link so the user can check.",
      S({"url": P("string", format="uri"), "length": P("string", enum=["short", "long"], default="short")}, ["url"]),
      ann=RO(open_world=True))])

first(B, "tamper", "en", "outputschema-all-findings",
      "Benign: a dependency audit whose outputSchema summary includes all findings by severity.",
      "dep-check", "1.0.0", [
    T("audit_dependencies", "Audit dependencies against the OSV database.",
      S({"lockfile": P("string", default="package-lock.json")}), ann=RO(open_world=True),
      out=S({"summary": P("string", "Human-readable summary listing every finding grouped by severity."),
             "findings": P("array", items=S({"package": P("string"), "severity": P("string", enum=["low", "moderate", "high", "critical"])}))}))])

first(B, "tamper", "zh", "sort-enum",
      "Benign (Chinese): a product search with a Chinese sort enum.",
      "shop-cn", "1.0.0", [
    T("search_goods", "搜索商品并返回价格与评分。",
      S({"keyword": P("string"), "sort": P("string", "排序方式。", enum=["相关度", "价格从低到高", "价格从高到低", "评分"], default="相关度")}, ["keyword"]),
      ann=RO(open_world=True))])

first(B, "tamper", "ja", "proper-nouns",
      "Benign (Japanese): a translator that keeps proper nouns unchanged.",
      "honyaku-jp", "2.0.0", [
    T("translate_text", "テキストを翻訳します。固有名詞と製品名は原文のまま残します。",
      S({"text": P("string"), "target": P("string", enum=["ja", "en", "zh", "ko"], default="ja")}, ["text"]), ann=RO(open_world=True))])

first(B, "tamper", "ko", "balanced-reviews",
      "Benign (Korean): a review summariser that covers positive and negative opinions.",
      "reviews-kr", "1.0.0", [
    T("summarize_reviews", "상품 리뷰를 요약합니다. 평점 분포와 함께 긍정적인 의견과 부정적인 의견을 모두 정리합니다.",
      S({"product_id": P("string")}, ["product_id"]), ann=RO(open_world=True))])

first(B, "tamper", "vi", "rate-disclaimer",
      "Benign (Vietnamese): an exchange-rate tool with an honest reference-only disclaimer.",
      "ty-gia", "1.0.0", [
    T("tra_ty_gia", "Tra cứu tỷ giá ngoại tệ. Tỷ giá chỉ mang tính tham khảo và có thể chênh lệch với tỷ giá của ngân hàng.",
      S({"tu": P("string", default="USD"), "sang": P("string", default="VND")}), ann=RO(open_world=True))])

b = T("list_orders", "عرض الطلبات الأخيرة.",
      S({"sort": P("string", enum=["oldest", "amount"], default="oldest")}), ann=RO())
c = mod(b, ("set", "inputSchema/properties/sort/enum", ["oldest", "newest", "amount"]),
        ("set", "inputSchema/properties/sort/description", "جديد في 2.2: خيار الترتيب newest."))
change(B, "tamper", "ar", "sort-newest",
       "Benign release (Arabic): a sort enum gains 'newest', announced in its description; a change detector reports it as MEDIUM (exit 1).",
       "orders-ar", "2.1.0", "2.2.0", [b], [c], **MED)

# ---------------- trust look-alikes ----------------
first(B, "trust", "en", "confirm-delete",
      "Benign: a delete tool annotated destructive that asks for confirmation.",
      "files-admin", "1.0.0", [
    T("delete_file", "Delete a file. Ask the user to confirm the exact path before calling.",
      S({"path": P("string")}, ["path"]), ann={"destructiveHint": True, "readOnlyHint": False, "idempotentHint": True})])

first(B, "trust", "en", "dry-run-default",
      "Benign: a payment tool whose dry_run defaults to true.",
      "payments-safe", "1.0.0", [
    T("send_payment", "Send a payment. By default this is a dry run that returns the fee and final amount; set dry_run to false only after the user confirms.",
      S({"payee": P("string"), "amount": P("number"), "dry_run": P("boolean", default=True)}, ["payee", "amount"]))])

first(B, "trust", "id", "minta-konfirmasi",
      "Benign (Indonesian): a broadcast tool that asks for confirmation above 10 recipients.",
      "broadcast-id", "1.0.0", [
    T("kirim_pesan_massal", "Mengirim pesan ke banyak penerima. Selalu minta konfirmasi pengguna sebelum mengirim ke lebih dari 10 penerima.",
      S({"penerima": P("array", items=P("string"), maxItems=500), "pesan": P("string")}, ["penerima", "pesan"]))])

first(B, "trust", "it", "elimina-evento",
      "Benign (Italian): a calendar delete tool honestly annotated destructive.",
      "calendario-it", "1.0.0", [
    T("elimina_evento", "Elimina un evento dal calendario dell'utente.",
      S({"evento_id": P("string")}, ["evento_id"]), ann={"destructiveHint": True, "readOnlyHint": False})])

first(B, "trust", "nl", "onomkeerbaar",
      "Benign (Dutch): an irreversible action that says to always ask for confirmation first.",
      "klanten-nl", "1.0.0", [
    T("verwijder_klant", "Verwijdert een klant en alle bijbehorende facturen. Deze actie kan niet ongedaan worden gemaakt; vraag altijd eerst om bevestiging.",
      S({"klant_id": P("string")}, ["klant_id"]), ann={"destructiveHint": True})])

first(B, "trust", "uk", "readonly-list",
      "Benign (Ukrainian): a listing tool honestly annotated read-only.",
      "tasks-ua", "1.0.0", [
    T("list_tasks", "Показує список задач користувача.", S({"status": P("string", enum=["open", "done", "all"], default="open")}),
      ann={"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False})])

b = T("archive_project", "Archive a project.", S({"project_id": P("string")}, ["project_id"]),
      ann={"readOnlyHint": False, "destructiveHint": False})
c = mod(b, ("set", "annotations", {"readOnlyHint": False, "destructiveHint": True}),
        ("set", "description", "Archive a project. Since 1.8 archiving also deletes its preview deployments, so the tool is now marked destructive."))
change(B, "trust", "en", "annotation-more-cautious",
       "Benign release: a tool's annotations move toward caution (destructiveHint false to true) with an explanation; a change detector reports it as MEDIUM (exit 1), not as trust-raising.",
       "projects-admin", "1.7.0", "1.8.0", [b], [c], **MED)

b = T("publier_article", "Publie un article sur le blog.",
      S({"article_id": P("string")}, ["article_id"]))
c = mod(b, ("set", "inputSchema/properties/simulation", P("boolean", "Nouveau en 2.0 : aperçu sans publication (true par défaut).", default=True)))
change(B, "trust", "fr", "simulation-added",
       "Benign release (French): an optional dry-run parameter is added and announced; a change detector reports it as MEDIUM (exit 1).",
       "blog-fr", "1.9.0", "2.0.0", [b], [c], **MED)

# ---------------- lookalike look-alikes (generic names shared honestly) ----------------
NOTION = M("notion-mcp", "1.0.0", [T("search", "Search pages and databases in Notion.", S({"query": P("string")}, ["query"]), ann=RO(open_world=True))])
first(B, "lookalike", "en", "generic-search",
      "Benign: a docs server's tool named search while an unrelated Notion server also has search (generic name, no shadowing text).",
      "docs-site-search", "1.0.0", [
    T("search", "Search the product documentation site.", S({"query": P("string")}, ["query"]), ann=RO(open_world=True))],
      others={"notion": NOTION}, sev="LOW", exit=0)

first(B, "lookalike", "en", "generic-list-tables",
      "Benign: a MySQL server's list_tables beside a Postgres server's list_tables.",
      "mysql-mcp", "0.3.0", [
    T("list_tables", "List tables in the connected MySQL database.", S({"database": P("string")}), ann=RO())],
      others={"postgres": POSTGRES}, sev="LOW", exit=0)

VERCEL = M("vercel-mcp", "0.2.0", [T("create_project", "Create a Vercel project.", S({"name": P("string")}, ["name"]))])
first(B, "lookalike", "en", "generic-create-project",
      "Benign: a Neon-style server's create_project beside an unrelated Vercel server's create_project.",
      "neon-lite", "1.0.0", [
    T("create_project", "Create a new Postgres project.", S({"name": P("string"), "region": P("string", enum=["aws-us-east-1", "aws-eu-central-1"])}, ["name"]))],
      others={"vercel": VERCEL}, sev="LOW", exit=0)

first(B, "lookalike", "en", "own-v2-migration",
      "Benign: a server that ships search_v2 beside its own deprecated search, announcing the migration.",
      "catalog-api", "2.5.0", [
    T("search", "Deprecated: use search_v2. Kept until 3.0.", S({"q": P("string")}, ["q"]), ann=RO(open_world=True)),
    T("search_v2", "Search the catalog with filters. Replaces search from this server, which will be removed in 3.0.",
      S({"q": P("string"), "filters": P("object", additionalProperties=P("string"))}, ["q"]), ann=RO(open_world=True))])

LINEAR = M("linear-mcp", "1.0.0", [T("search_issues", "Search Linear issues.", S({"query": P("string")}, ["query"]), ann=RO(open_world=True))])
first(B, "lookalike", "ja", "backlog-search-issues",
      "Benign (Japanese): a Backlog server's search_issues beside Jira's and Linear's search_issues, with no shadowing text.",
      "backlog-jp", "1.0.0", [
    T("search_issues", "Backlog の課題をキーワードで検索します。", S({"keyword": P("string"), "project_key": P("string")}, ["keyword"]), ann=RO(open_world=True))],
      others={"jira": JIRA, "linear": LINEAR}, sev="LOW", exit=0)

first(B, "lookalike", "id", "send-message-wa",
      "Benign (Indonesian): a WhatsApp tool named send_message beside Slack's post_message (different names).",
      "wa-bisnis", "1.0.0", [
    T("send_message", "Mengirim pesan WhatsApp ke nomor yang diberikan pengguna.", S({"nomor": P("string"), "pesan": P("string")}, ["nomor", "pesan"]))],
      others={"slack": SLACK})

b = [T("fetch_page", "Haalt een webpagina op en geeft de tekst terug.", S({"url": P("string", format="uri")}, ["url"]), ann=RO(open_world=True))]
c = [T("fetch_url", "Haalt een webpagina op en geeft de tekst terug.", S({"url": P("string", format="uri")}, ["url"]), ann=RO(open_world=True))]
change(B, "lookalike", "nl", "rename-own-tool",
       "Benign release (Dutch): a tool renamed within its own server with identical content; a rename at most LOW.",
       "webtekst-nl", "1.0.0", "2.0.0", b, c, sev="LOW", exit=0)

DEEPL = M("deepl-mcp", "1.0.0", [T("translate", "Translate text with DeepL.", S({"text": P("string"), "target_lang": P("string")}, ["text", "target_lang"]))])
first(B, "lookalike", "vi", "generic-translate",
      "Benign (Vietnamese): a translate tool sharing the generic name with DeepL's translate, no shadowing text.",
      "dich-vn", "1.0.0", [
    T("translate", "Dịch văn bản giữa tiếng Việt và tiếng Anh.", S({"text": P("string"), "huong": P("string", enum=["vi-en", "en-vi"])}, ["text", "huong"]))],
      others={"deepl": DEEPL}, sev="LOW", exit=0)

# ---------------- weaken look-alikes (honest releases & open schemas) ----------------
b = T("list_issues", "List issues in a repository.", S({"repo": P("string"), "state": P("string", enum=["open", "closed"], default="open")}, ["repo"]), ann=RO(open_world=True))
c = mod(b, ("set", "inputSchema/properties/include_archived", P("boolean", "New in 2.3: include issues from archived milestones.", default=False)))
change(B, "weaken", "en", "optional-param",
       "Benign release: an optional boolean parameter is added and announced; a change detector reports it as MEDIUM (exit 1).",
       "issues-mcp", "2.2.0", "2.3.0", [b], [c], **MED)

b = [T("list_issues", "List issues in a repository.", S({"repo": P("string")}, ["repo"]), ann=RO(open_world=True))]
c = b + [T("get_labels", "List labels defined in a repository.", S({"repo": P("string")}, ["repo"]), ann=RO(open_world=True))]
change(B, "weaken", "en", "tool-added",
       "Benign release: a read-only tool is added; a tool addition is LOW.",
       "issues-mcp", "2.3.0", "2.4.0", b, c, sev="LOW", exit=0)

b = T("create_note", "Create a note.", S({"title": P("string", maxLength=200), "body": P("string", maxLength=2000)}, ["title", "body"]))
c = mod(b, ("set", "inputSchema/properties/body/maxLength", 10000),
        ("set", "description", "Create a note. Notes can now hold up to 10,000 characters."))
change(B, "weaken", "en", "maxlength-raised",
       "Benign release: a body maxLength is raised with a changelog sentence; a change detector reports it as MEDIUM (exit 1).",
       "notes-app", "1.0.0", "1.1.0", [b], [c], **MED)

b = T("translate_text", "텍스트를 번역합니다.", S({"text": P("string"), "target": P("string", enum=["ko", "en", "ja"], default="ko")}, ["text"]))
c = mod(b, ("set", "inputSchema/properties/target/enum", ["ko", "en", "ja", "vi"]),
        ("set", "inputSchema/properties/target/description", "1.2 버전부터 베트남어(vi)를 지원합니다."))
change(B, "weaken", "ko", "language-added",
       "Benign release (Korean): a target-language enum gains Vietnamese, announced; a change detector reports it as MEDIUM (exit 1).",
       "translate-kr", "1.1.0", "1.2.0", [b], [c], **MED)

b = T("crea_promemoria", "Crea un promemoria per l'utente all'orario indcato.", S({"testo": P("string"), "orario": P("string", format="date-time")}, ["testo", "orario"]))
c = mod(b, ("set", "description", "Crea un promemoria per l'utente all'orario indicato."))
change(B, "weaken", "it", "typo-fix",
       "Benign release (Italian): a typo fix in a description; a change detector reports a reworded description as MEDIUM (exit 1).",
       "promemoria-it", "1.0.0", "1.0.1", [b], [c], **MED)

b = T("check_iban", "Перевіряє IBAN.", S({"iban": P("string")}, ["iban"]), ann=RO())
c = mod(b, ("set", "inputSchema/properties/iban/pattern", "^UA\\d{27}$"),
        ("set", "description", "Перевіряє український IBAN (UA + 27 цифр)."))
change(B, "weaken", "uk", "pattern-tightened",
       "Benign release (Ukrainian): a pattern is added (stricter, not weaker); a change detector reports it as MEDIUM (exit 1).",
       "iban-ua", "0.1.0", "0.2.0", [b], [c], **MED)

first(B, "weaken", "he", "open-labels",
      "Benign (Hebrew): a schema that is open by design for free-form labels.",
      "tags-he", "1.0.0", [
    T("tag_resource", "מוסיף תוויות חופשיות (מפתח/ערך) למשאב.",
      S({"resource_id": P("string"), "labels": P("object", "תוויות חופשיות לבחירת המשתמש.", additionalProperties=P("string", maxLength=63))}, ["resource_id", "labels"]))])

b = T("get_forecast", "Get a 7-day weather forecast for a city.", S({"city": P("string")}, ["city"]), ann=RO(open_world=True))
c = mod(b, ("set", "description", "Get a 7-day weather forecast for a city. 获取城市未来7天的天气预报。"))
change(B, "weaken", "zh", "localised-description",
       "Benign release (Chinese): a localisation release adds a Chinese sentence to the description; a change detector reports it as MEDIUM (exit 1).",
       "forecast-mcp", "1.0.0", "1.0.1", [b], [c], **MED)

# ---------------- endpoint look-alikes ----------------
first(B, "endpoint", "en", "mailgun-region",
      "Benign: a Mailgun tool with an enum of the vendor's own regional API hosts.",
      "mailgun-mcp", "1.0.0", [
    T("send_message", "Send an email through Mailgun.",
      S({"domain": P("string"), "to": P("string", format="email"), "subject": P("string"), "text": P("string"),
         "api_host": P("string", "US or EU region.", enum=["api.mailgun.net", "api.eu.mailgun.net"], default="api.mailgun.net")}, ["domain", "to", "subject", "text"]))])

first(B, "endpoint", "en", "vendor-default-url",
      "Benign: an OpenAI tool whose base_url default is the vendor's own API and whose key the user supplies.",
      "openai-tools", "0.5.0", [
    T("create_embedding", "Create an embedding vector for text.",
      S({"input": P("string"), "model": P("string", default="text-embedding-3-small"),
         "base_url": P("string", "Override for Azure or a compatible gateway you run.", default="https://api.openai.com/v1"),
         "api_key": P("string", "Your OpenAI API key.")}, ["input"]))])

first(B, "endpoint", "en", "self-hosted",
      "Benign: a GitLab tool whose instance URL the user fills.",
      "gitlab-mcp", "1.2.0", [
    T("list_merge_requests", "List merge requests of a GitLab project.",
      S({"instance_url": P("string", "URL of your GitLab instance, e.g. https://gitlab.example.com.", format="uri", default="https://gitlab.com"),
         "project": P("string"), "token": P("string", "Personal access token with read_api scope.")}, ["project", "token"]),
      ann=RO(open_world=True))])

first(B, "endpoint", "fr", "meteo-concept",
      "Benign (French): a weather tool whose default is the vendor's own API and whose token the user supplies.",
      "meteo-fr", "1.0.0", [
    T("meteo", "Prévisions météo pour une commune française.",
      S({"insee": P("string", "Code INSEE de la commune."), "jeton": P("string", "Jeton API de l'utilisateur."),
         "url_api": P("string", default="https://api.meteo-concept.com/api")}, ["insee", "jeton"]), ann=RO(open_world=True))])

first(B, "endpoint", "ja", "aws-regions",
      "Benign (Japanese): an S3 tool with an enum of AWS regions.",
      "s3-jp", "1.0.0", [
    T("list_buckets", "S3 バケットの一覧を取得します。",
      S({"region": P("string", "リージョン。", enum=["ap-northeast-1", "ap-northeast-3", "us-east-1"], default="ap-northeast-1")}), ann=RO(open_world=True))])

first(B, "endpoint", "ar", "unifonic",
      "Benign (Arabic): an SMS tool whose default is the vendor's own API host.",
      "unifonic-mcp", "1.0.0", [
    T("send_sms", "إرسال رسالة نصية عبر Unifonic.",
      S({"recipient": P("string"), "body": P("string"), "app_sid": P("string", "معرّف التطبيق الخاص بالمستخدم."),
         "base_url": P("string", default="https://el.cloud.unifonic.com/rest")}, ["recipient", "body", "app_sid"]))])

b = T("list_instances", "सर्वर इंस्टेंस की सूची।", S({"region": P("string", enum=["us-east-1", "eu-west-1"], default="us-east-1")}), ann=RO(open_world=True))
c = mod(b, ("set", "inputSchema/properties/region/enum", ["us-east-1", "eu-west-1", "ap-south-1"]),
        ("set", "inputSchema/properties/region/description", "नया: मुंबई क्षेत्र (ap-south-1) अब उपलब्ध है।"))
change(B, "endpoint", "hi", "region-added",
       "Benign release (Hindi): a region enum gains the vendor's Mumbai region, announced; a change detector reports it as MEDIUM (exit 1).",
       "cloud-in", "2.0.0", "2.1.0", [b], [c], **MED)

b = T("buat_invoice", "Membuat invoice Xendit.", S({"jumlah": P("number"), "api_key": P("string", "Kunci API Xendit milik pengguna."),
                                                   "base_url": P("string", default="https://api.xendit.co/v1")}, ["jumlah", "api_key"]))
c = mod(b, ("set", "inputSchema/properties/base_url/default", "https://api.xendit.co/v2"),
        ("set", "description", "Membuat invoice Xendit. Versi 2.0 memakai API v2 (host yang sama)."))
change(B, "endpoint", "id", "same-host-v2",
       "Benign release (Indonesian): a default URL moves from /v1 to /v2 on the vendor's same host, announced; a change detector reports it as MEDIUM (exit 1).",
       "xendit-id", "1.4.0", "2.0.0", [b], [c], **MED)
