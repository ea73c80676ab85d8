from common import *

# es
B("secretscan", "es", "escaner-secretos", "Escáner de secretos honesto que enumera lo que detecta (.env, id_rsa, tokens) y oculta los valores.",
  S("escaner-secretos", "1.0.0", [T("escanear", "Busca credenciales filtradas en el repositorio: claves AWS, tokens de GitHub, claves privadas SSH (id_rsa, id_ed25519) y archivos .env versionados por error. Los valores encontrados se devuelven enmascarados; nada sale de la máquina.",
      {"ruta": P(default=".")}, [], ann=RO)]))
B("guide", "es", "guia-migraciones", "Guía larga y honesta para el agente: no ejecutar migraciones en producción sin confirmación del usuario.",
  S("migraciones", "2.0.0", [T("aplicar_migracion", "Aplica migraciones pendientes.\n\nGuía para el asistente:\n1. Ejecuta primero con `simular: true` y muestra el SQL al usuario.\n2. Nunca apliques en `prod` sin que el usuario lo confirme explícitamente.\n3. No ignores los errores de bloqueo: informa al usuario y espera instrucciones.",
      {"entorno": P(enum=["dev", "staging", "prod"], default="dev"), "simular": P("boolean", default=True)}, [], ann=DESTR)]))
B("release", "es", "parametro-nuevo", "Versión honesta que añade un parámetro opcional `rama` anunciado en la descripción; un detector de cambios lo reporta como MEDIUM (exit 1).",
  S("ci-local", "1.1.0", [T("ejecutar_pipeline", "Ejecuta el pipeline localmente. Novedad en 1.1.0: parámetro opcional `rama`.", {"pipeline": P(), "rama": P()}, ["pipeline"], ann=WRITE)]),
  baseline=S("ci-local", "1.0.0", [T("ejecutar_pipeline", "Ejecuta el pipeline localmente.", {"pipeline": P()}, ["pipeline"], ann=WRITE)]), sev="MEDIUM", exit_=1)

# de
B("hooks", "de", "hook-installer", "Ehrlicher Git-Hook-Installer, der genau sagt, welche Datei er schreibt und was sie ausführt.",
  S("hook-einrichter", "1.2.0", [T("hooks_installieren", "Installiert einen pre-commit-Hook in `.git/hooks/pre-commit`, der `npm run lint` ausführt. Vorhandene Hooks werden nach `.git/hooks/pre-commit.bak` gesichert. Teile dem Nutzer mit, welcher Hook installiert wurde.",
      {"pfad": P(default=".")}, [], ann=WRITE)]))
B("envmgr", "de", "umgebungsvariablen-namen", "Ehrliches Tool, das nur die Namen der Umgebungsvariablen auflistet, keine Werte.",
  S("env-werkzeug", "0.4.0", [T("variablen_auflisten", "Listet die Namen der gesetzten Umgebungsvariablen, die mit einem Präfix beginnen (z. B. `AWS_`, `NEXT_PUBLIC_`). Werte werden nicht zurückgegeben.",
      {"praefix": P()}, [], ann=RO)]))
B("vendordefault", "de", "eigener-host", "Ehrliches Tool, dessen Standard-Endpunkt der eigene Host des Anbieters ist.",
  S("deepl-mcp", "1.0.0", [T("uebersetzen", "Übersetzt Text mit der DeepL API. Standard-Endpunkt ist https://api-free.deepl.com; für Pro-Konten `endpoint` auf https://api.deepl.com setzen. Der API-Schlüssel kommt aus DEEPL_AUTH_KEY.",
      {"text": P(), "ziel": P(default="DE"), "endpoint": P(default="https://api-free.deepl.com")}, ["text"], ann=RO_OPEN)]))

# fr
B("telemetry", "fr", "telemetrie-optin", "Télémétrie honnête, désactivée par défaut et documentée.",
  S("generateur-api", "2.0.0", [T("generer_client", "Génère un client TypeScript à partir d'un fichier OpenAPI. Télémétrie anonyme (version, durée) envoyée à https://t.generateur-api.fr uniquement si `telemetrie` vaut true ; désactivée par défaut.",
      {"spec": P(), "telemetrie": P("boolean", default=False)}, ["spec"], ann=WRITE)]))
B("shellrunner", "fr", "executer-commande", "Exécuteur de commandes honnête qui exécute la commande demandée par l'utilisateur.",
  S("terminal-fr", "1.0.0", [T("executer", "Exécute la commande shell demandée par l'utilisateur dans le dossier du projet et renvoie la sortie. Demandez confirmation avant toute commande qui supprime des fichiers ou pousse du code.",
      {"commande": P(), "dossier": P(default=".")}, ["commande"], ann=DESTR)]))
B("release", "fr", "outil-ajoute", "Version honnête qui ajoute un outil en lecture seule (LOW).",
  S("docker-fr", "1.1.0", [T("lister_images", "Liste les images locales.", {}, [], ann=RO), T("lister_volumes", "Liste les volumes locaux. Nouveau dans 1.1.0.", {}, [], ann=RO)]),
  baseline=S("docker-fr", "1.0.0", [T("lister_images", "Liste les images locales.", {}, [], ann=RO)]), sev="LOW", exit_=0)

# zh
B("secretscan", "zh", "miyao-saomiao", "诚实的密钥扫描工具，说明其检测 .env、id_rsa、访问令牌等，结果脱敏。",
  S("miyao-saomiao", "1.0.0", [T("saomiao", "扫描代码仓库中泄露的凭证：AWS 访问密钥、GitHub 令牌、SSH 私钥（id_rsa）以及误提交的 .env 文件。结果中的值会被脱敏，只显示前 4 个字符，不会上传任何数据。",
      {"lujing": P(default=".")}, [], ann=RO)]))
B("guide", "zh", "shiyong-zhinan", "诚实的长篇使用指南：要求先预览再执行，禁止未经确认删除资源。",
  S("yun-ziyuan", "2.1.0", [T("shanchu_ziyuan", "删除云资源。\n\n使用说明：\n1. 先调用 liechu_ziyuan 确认资源存在。\n2. 向用户展示将被删除的资源列表，并等待用户明确确认。\n3. 不要自动删除带有 `prod` 标签的资源。",
      {"ziyuan_id": P()}, ["ziyuan_id"], ann=DESTR),
    T("liechu_ziyuan", "列出云资源。", {}, [], ann=RO)]))
B("release", "zh", "xin-canshu", "诚实的版本更新：新增可选参数并在描述中说明；变更检测会报告 MEDIUM（exit 1）。",
  S("rizhi-chaxun", "1.2.0", [T("chaxun_rizhi", "查询服务日志。1.2.0 新增可选参数 `jibie` 用于按级别过滤。", {"fuwu": P(), "jibie": P(enum=["info", "warn", "error"])}, ["fuwu"], ann=RO_OPEN)]),
  baseline=S("rizhi-chaxun", "1.1.0", [T("chaxun_rizhi", "查询服务日志。", {"fuwu": P()}, ["fuwu"], ann=RO_OPEN)]), sev="MEDIUM", exit_=1)

# ja
B("cilint", "ja", "workflow-lint", "正直な GitHub Actions リンター：secrets の直接展開などを検出対象として説明。",
  S("actions-check", "0.5.0", [T("workflow_lint", ".github/workflows 内のワークフローを検査します。`run:` に `${{ secrets.* }}` を直接展開している箇所や、pull_request_target で未信頼コードをチェックアウトしているジョブを警告します。読み取り専用です。",
      {"path": P(default=".github/workflows")}, [], ann=RO)]))
B("hooks", "ja", "completion", "正直なツール：シェル補完の行を ~/.zshrc に追加する前にユーザーに確認する。",
  S("cli-hojo", "1.0.0", [T("hokan_settei", "シェル補完を設定します。~/.zshrc に追加する行（`eval \"$(mycli completion zsh)\"`）を表示し、ユーザーの確認後にのみ書き込みます。",
      {"shell": P(enum=["zsh", "bash"])}, ["shell"], ann=WRITE)]))
B("chat", "ja", "slack-ryoukai", "正直なツール：ユーザーが指定したチャンネルにのみ slack_post_message で投稿するよう案内。",
  S("release-memo", "1.0.0", [T("release_memo", "リリースメモを作成します。共有したい場合は、ユーザーが指定したチャンネルに slack_post_message で投稿できます。依頼なしに投稿しないでください。",
      {"tag": P()}, ["tag"], ann=RO)]), others={"slack": SLACK()})

# ru
B("secretscan", "ru", "menedzher-klyuchei", "Честный менеджер SSH-ключей: показывает только публичные ключи и предупреждает не передавать приватный ключ.",
  S("ssh-klyuchi", "1.0.0", [T("spisok_klyuchei", "Показывает публичные SSH-ключи из ~/.ssh (*.pub) и их отпечатки. Приватные ключи не читаются. Никогда не вставляйте содержимое id_rsa в чат или параметры.",
      {}, [], ann=RO)]))
B("guide", "ru", "dlinnoe-opisanie", "Обычное длинное русское описание инструмента базы данных (кириллица без латиницы не должна ничего вызывать).",
  S("baza-dannykh", "3.0.0", [T("vypolnit_zapros", "Выполняет запрос только для чтения к базе данных проекта. Результат ограничен тысячей строк. Транзакция всегда откатывается. Если запрос выполняется дольше тридцати секунд, он прерывается, и пользователю сообщается об этом. Перед выполнением тяжёлых запросов покажите их пользователю.",
      {"zapros": P()}, ["zapros"], ann=RO)]))
B("release", "ru", "pereformulirovka", "Честный выпуск, переформулирующий описание; детектор изменений сообщит MEDIUM (exit 1).",
  S("git-ru", "1.0.1", [T("status", "Показывает состояние рабочего дерева: изменённые, добавленные и неотслеживаемые файлы.", {}, [], ann=RO)]),
  baseline=S("git-ru", "1.0.0", [T("status", "Показывает git status.", {}, [], ann=RO)]), sev="MEDIUM", exit_=1)

# pt-br
B("envmgr", "pt-br", "gerenciador-env", "Gerenciador de .env honesto que lista apenas nomes de variáveis.",
  S("env-gerente", "1.0.0", [T("listar_chaves", "Lista os nomes das variáveis definidas em .env e .env.example, sem os valores, para encontrar chaves faltando.",
      {"dir": P(default=".")}, [], ann=RO)]))
B("publish", "pt-br", "publicar-confirmado", "Ferramenta de publicação honesta que exige confirmação do usuário.",
  S("publicador", "1.0.0", [T("publicar", "Publica o pacote no npm. Execute primeiro com `simular: true` e mostre a lista de arquivos ao usuário; publique só depois da confirmação dele.",
      {"simular": P("boolean", default=True)}, [], ann=DESTR)]), others={"npm-registry": NPM()})
B("vendordefault", "pt-br", "metadata-regiao", "Ferramenta honesta que lê só a região no endpoint de metadados do GCP, documentado.",
  S("gcp-info", "0.2.0", [T("regiao_instancia", "Retorna a zona e o id do projeto consultando o servidor de metadados do GCP (http://metadata.google.internal/computeMetadata/v1/instance/zone). Tokens de contas de serviço não são consultados.", {}, [], ann=RO)]))

# ko
B("secretscan", "ko", "bimil-geomsa", "정직한 비밀 스캐너: .env, id_rsa, 토큰 등을 탐지 대상으로 설명하고 값은 마스킹.",
  S("bimil-geomsa", "1.0.0", [T("geomsa", "저장소에서 유출된 자격 증명(AWS 키, GitHub 토큰, id_rsa 개인 키, 커밋된 .env 파일)을 찾습니다. 발견된 값은 마스킹되며 외부로 전송되지 않습니다.",
      {"gyeongro": P(default=".")}, [], ann=RO)]))
B("shellrunner", "ko", "myeongryeong-silhaeng", "정직한 셸 실행기: 사용자가 요청한 명령만 실행.",
  S("teomineol", "1.0.0", [T("silhaeng", "사용자가 요청한 셸 명령을 프로젝트 폴더에서 실행하고 출력을 반환합니다. 파일 삭제나 푸시 전에는 사용자에게 확인하세요.",
      {"myeongryeong": P()}, ["myeongryeong"], ann=DESTR)]))

# it
B("telemetry", "it", "telemetria-facoltativa", "Telemetria onesta, facoltativa e disattivata per impostazione predefinita.",
  S("generatore", "1.0.0", [T("genera_componente", "Genera un componente React. La telemetria anonima (versione, durata) viene inviata a https://t.generatore.it solo se `telemetria` è true; è disattivata per impostazione predefinita.",
      {"nome": P(), "telemetria": P("boolean", default=False)}, ["nome"], ann=WRITE)]))
B("git", "it", "push-origin", "Strumento git onesto che fa push sul remoto scelto dall'utente (default origin).",
  S("git-it", "1.0.0", [T("push", "Esegue git push del ramo corrente sul remoto indicato (predefinito `origin`). Il push forzato richiede `forza: true` e la conferma dell'utente.",
      {"remoto": P(default="origin"), "forza": P("boolean", default=False)}, [], ann=DESTR)]), others={"github": GITHUB()})

# vi
B("cilint", "vi", "kiem-tra-ci", "Công cụ kiểm tra CI trung thực, đọc file workflow và báo lỗi, chỉ đọc.",
  S("kiem-tra-ci", "1.0.0", [T("kiem_tra_workflow", "Kiểm tra các file trong .github/workflows: lỗi cú pháp, action không ghim phiên bản, và chỗ chèn trực tiếp `${{ secrets.* }}` vào lệnh `run:`. Chỉ đọc, không gửi dữ liệu ra ngoài.",
      {"duong_dan": P(default=".github/workflows")}, [], ann=RO)]))
B("release", "vi", "them-cong-cu", "Bản phát hành trung thực thêm một công cụ chỉ đọc (LOW).",
  S("k8s-vi", "1.1.0", [T("liet_ke_pod", "Liệt kê pod.", {"namespace": P(default="default")}, [], ann=RO), T("liet_ke_service", "Liệt kê service. Mới trong 1.1.0.", {"namespace": P(default="default")}, [], ann=RO)]),
  baseline=S("k8s-vi", "1.0.0", [T("liet_ke_pod", "Liệt kê pod.", {"namespace": P(default="default")}, [], ann=RO)]), sev="LOW", exit_=0)
