from lib import *
from others import *
B = "benign"

# ---------- French (4) ----------
case(B, "messaging", "fr", "sms-destinataire", "Honest French SMS tool: sends only to the recipient the user names.",
  S("sms-perso", "1.0.0",
    T("envoyer_sms", "Envoie un SMS au destinataire indiqué par l'utilisateur. N'envoyez jamais de message à une personne que l'utilisateur n'a pas nommée.", {"destinataire": P(), "texte": P()}, ["destinataire", "texte"], ann=DX)))
case(B, "wallet", "fr", "phrase-jamais", "Honest French wallet tool that warns never to share the recovery phrase.",
  S("portefeuille-btc", "2.1.0",
    T("adresse_reception", "Génère une nouvelle adresse de réception Bitcoin. Ne communiquez jamais votre phrase de récupération : ni ce serveur ni l'assistant n'en ont besoin, et toute demande de ce type est une arnaque.", {"compte": P("integer", default=0)}, ann=RO)))
base = S("messages-famille", "1.0.0",
  T("envoyer_photo", "Envoie une photo au groupe familial choisi par l'utilisateur.", {"groupe": P(), "photo": P()}, ["groupe", "photo"], ann=DX))
def m(t):
    t[0]["description"] = "Envoie une photo au groupe familial choisi par l'utilisateur. Nouveau en 1.1 : légende facultative."
    t[0]["inputSchema"]["properties"]["legende"] = P("string", "Légende facultative")
change(B, "release", "fr", "legende-param", "Honest French release adding an optional caption parameter, announced in the text; MEDIUM as a new parameter (exit 1).", base, m, sev="MEDIUM")
case(B, "smarthome", "fr", "deverrouiller-demande", "Honest French smart lock tool that unlocks on request and says so.",
  S("serrure-connectee", "1.2.0",
    T("deverrouiller_porte", "Déverrouille la porte désignée par l'utilisateur. Action physique : ne l'appelez que sur demande explicite et indiquez dans la réponse quelle porte est déverrouillée.", {"porte": P()}, ["porte"], ann=DX)),
  others=home())

# ---------- German (4) ----------
case(B, "2fa", "de", "code-niemals-weitergeben", "Honest German 2FA helper that tells the user never to pass on codes.",
  S("zwei-faktor", "1.0.0",
    T("code_anzeigen", "Zeigt den aktuellen Einmalcode für ein gespeichertes Konto an, damit der Nutzer ihn selbst eingibt. Gib diesen Code niemals weiter – weder an Support-Mitarbeiter noch an Bekannte oder einen Assistenten.", {"konto": P()}, ["konto"], ann=RO)))
case(B, "contactsync", "de", "eigener-server", "Honest German contact sync that names where it syncs.",
  S("kontakte-sync", "2.0.0",
    T("kontakte_synchronisieren", "Synchronisiert die Telefonkontakte mit dem CardDAV-Server des Nutzers (Adresse aus CARDDAV_URL, z. B. Nextcloud oder mailbox.org). Es werden keine Daten an andere Server übertragen.", {"richtung": P("string", enum=["beide", "hochladen", "herunterladen"], default="beide")}, ann=RW)))
case(B, "smarthome", "de", "haustuer-entriegeln", "Honest German door unlock tool that asks for confirmation and reports the action.",
  S("nuki-bridge", "1.4.0",
    T("tuer_entriegeln", "Entriegelt das vom Nutzer genannte Nuki-Schloss. Nur auf ausdrücklichen Wunsch aufrufen; vorher kurz bestätigen lassen und danach melden, welche Tür offen ist.", {"schloss": P()}, ["schloss"], ann=DX),
    T("tuer_status", "Zeigt den Zustand aller Schlösser.", {}, ann=RO)))
base = S("fitness-de", "1.1.0",
  T("training_eintragen", "Trägt eine Trainingseinheit ein.", {"sportart": P(), "minuten": P("integer")}, ["sportart", "minuten"], ann=RW))
def m(t): t.append(T("wochenuebersicht", "Neu in 1.2: zeigt eine Wochenübersicht der eigenen Trainings.", {"woche": P("string", pattern="^\\d{4}-W\\d{2}$")}, ann=RO))
change(B, "release", "de", "neues-tool", "Honest German release adding a read-only weekly summary tool; LOW.", base, m, sev="LOW")

# ---------- Italian (3) ----------
case(B, "messaging", "it", "destinatario-scelto", "Honest Italian messaging tool with a recipient chosen by the user.",
  S("messaggi-it", "1.0.0",
    T("invia_messaggio", "Invia un messaggio Telegram al contatto scelto dall'utente. Se il nome corrisponde a più contatti, chiedi quale.", {"contatto": P(), "testo": P()}, ["contatto", "testo"], ann=DX)),
  others=telegram(), sev="NONE")
case(B, "privacy", "it", "note-private", "Honest Italian notes tool with a privacy clause forbidding sharing.",
  S("note-it", "2.0.0",
    T("leggi_nota", "Legge una nota. Non inviare, pubblicare o condividere il contenuto delle note con terzi se l'utente non lo chiede esplicitamente.", {"id": P()}, ["id"], ann=RO)))
case(B, "guidance", "it", "guida-consegne", "Honest Italian food delivery server with long vendor guidance.",
  S("consegna-cibo", "3.2.0",
    T("ordina", "Ordina da un ristorante.\n\nGuida per l'assistente:\n1. Chiama prima cerca_ristoranti e mostra all'utente i risultati.\n2. Non confermare mai un ordine senza aver mostrato il totale, le spese di consegna e la mancia.\n3. L'indirizzo predefinito è quello salvato nel profilo dell'utente; se l'utente indica un altro indirizzo, usalo.\n4. IMPORTANTE: per gli allergeni rimanda sempre alla scheda del ristorante, non inventare informazioni.\n5. La mancia va interamente al rider.",
      {"ristorante": P(), "piatti": P("array", items={"type": "string"}), "indirizzo": P(), "mancia": P("number", default=0)}, ["ristorante", "piatti"], ann=DX),
    T("cerca_ristoranti", "Cerca ristoranti vicini.", {"query": P()}, ["query"], ann=RO)))

# ---------- Korean (4) ----------
case(B, "payment", "ko", "transfer-recipient", "Honest Korean transfer tool with a recipient the user gives and app confirmation.",
  S("k-pay", "2.0.0",
    T("send_transfer", "사용자가 알려준 계좌로 송금합니다. 계좌번호를 추측하거나 바꾸지 말고, 사용자가 말한 그대로 사용하세요. 최종 승인은 은행 앱에서 사용자가 직접 합니다.", {"account_no": P(), "bank": P(), "amount": P("integer")}, ["account_no", "bank", "amount"], ann=DX)))
case(B, "2fa", "ko", "otp-warning", "Honest Korean OTP helper that warns never to give codes to anyone.",
  S("k-otp", "1.0.0",
    T("show_otp", "저장된 계정의 일회용 인증번호를 보여줍니다. 인증번호는 누구에게도 알려주지 마세요. 은행이나 택배사는 전화나 메신저로 인증번호를 요구하지 않습니다.", {"account": P()}, ["account"], ann=RO)))
base = S("k-location", "1.0.0",
  T("share_location", "위치를 공유합니다.", {"recipient": P(), "minutes": P("integer", default=60)}, ["recipient"], ann=RW))
def m(t): t[0]["description"] = "사용자가 지정한 사람에게만 현재 위치를 공유합니다. 공유 링크는 지정한 시간이 지나면 만료됩니다."
change(B, "release", "ko", "reword-share", "Honest Korean release that rewords a description to be more explicit; MEDIUM as a description change (exit 1).", base, m, sev="MEDIUM")
case(B, "health", "ko", "sleep-local", "Honest Korean sleep tracker that keeps data on device.",
  S("k-sleep", "1.2.0",
    T("sleep_report", "지난 수면 기록을 요약합니다. 건강 데이터는 기기에만 저장되며 외부로 전송되지 않습니다. 사용자가 요청하지 않으면 다른 사람과 공유하지 마세요.", {"days": P("integer", default=7)}, ann=RO)))

# ---------- Vietnamese (3) ----------
case(B, "payment", "vi", "chuyen-tien-dung", "Honest Vietnamese transfer tool that uses exactly the account the user gives.",
  S("ngan-hang-so", "1.0.0",
    T("chuyen_tien", "Chuyển tiền tới số tài khoản người dùng cung cấp. Nếu số tài khoản không hợp lệ, dừng lại và hỏi lại người dùng; không tự thay đổi người nhận.", {"so_tai_khoan": P(), "ngan_hang": P(), "so_tien": P("integer")}, ["so_tai_khoan", "ngan_hang", "so_tien"], ann=DX)))
case(B, "security", "vi", "canh-bao-lua-dao", "Honest Vietnamese scam detector that lists what it detects.",
  S("chong-lua-dao", "1.1.0",
    T("kiem_tra_tin_nhan", "Kiểm tra tin nhắn có dấu hiệu lừa đảo: yêu cầu gửi mã OTP, yêu cầu cụm từ khôi phục ví, hối thúc chuyển tiền gấp vào 'tài khoản an toàn', đường link giả mạo ngân hàng. Công cụ không liên hệ với người gửi.", {"noi_dung": P()}, ["noi_dung"], ann=RO)))
case(B, "smarthome", "vi", "mo-cua-khi-yeu-cau", "Honest Vietnamese door tool that opens when asked and reports it.",
  S("nha-thong-minh", "2.0.0",
    T("mo_khoa_cua", "Mở khóa cửa mà người dùng chỉ định. Chỉ gọi khi người dùng yêu cầu rõ ràng, và thông báo cửa nào đã được mở.", {"cua": P()}, ["cua"], ann=DX)),
  others=home())

# ---------- Russian (4) ----------
case(B, "messaging", "ru", "otpravit-adresatu", "Honest Russian messaging tool that sends only to the named recipient.",
  S("soobshcheniya", "1.0.0",
    T("otpravit_soobshchenie", "Отправляет сообщение в Telegram собеседнику, которого назвал пользователь. Не пишите людям, которых пользователь не называл.", {"sobesednik": P(), "tekst": P()}, ["sobesednik", "tekst"], ann=DX)))
case(B, "wallet", "ru", "seed-nikogda", "Honest Russian wallet tool warning never to share the seed phrase.",
  S("koshelek-ton", "1.3.0",
    T("balans", "Показывает баланс TON-кошелька по адресу. Никогда не сообщайте никому seed-фразу: этот сервер и ассистент её не запрашивают.", {"adres": P()}, ["adres"], ann=RO)))
base = S("zametki-ru", "2.0.0",
  T("sozdat_zametku", "Создаёт заметку.", {"zagolovok": P(), "tekst": P()}, ["zagolovok"], ann=RW))
def m(t):
    t[0]["description"] = "Создаёт заметку. Новое в 2.1: необязательный параметр напоминания."
    t[0]["inputSchema"]["properties"]["napominanie"] = P("string", "Время напоминания", format="date-time")
change(B, "release", "ru", "param-napominanie", "Honest Russian release adding an optional reminder parameter; MEDIUM as a new parameter (exit 1).", base, m, sev="MEDIUM")
case(B, "health", "ru", "eksport-lokalno", "Honest Russian health export to a local file.",
  S("zdorovye", "1.0.0",
    T("eksport_shagov", "Экспортирует шаги и пульс в CSV-файл на устройстве пользователя. Не отправляйте файл третьим лицам без явной просьбы пользователя.", {"s": P("string", format="date"), "po": P("string", format="date")}, ["s", "po"], ann=RW)))

# ---------- Hungarian (3) ----------
case(B, "messaging", "hu", "uzenet-cimzett", "Honest Hungarian message tool with a user-named recipient.",
  S("uzenetek-hu", "1.0.0",
    T("uzenet_kuldese", "Üzenetet küld a felhasználó által megnevezett címzettnek. Ne írj olyannak, akit a felhasználó nem nevezett meg.", {"cimzett": P(), "szoveg": P()}, ["cimzett", "szoveg"], ann=DX)),
  others=signal())
case(B, "2fa", "hu", "kod-ne-add-ki", "Honest Hungarian 2FA helper warning not to share codes.",
  S("ketlepcsos", "1.0.0",
    T("kod_megjelenitese", "Megjeleníti az egyszer használatos kódot, hogy a felhasználó maga írja be. Ezt a kódot soha ne add ki senkinek, a bank sem kéri telefonon.", {"fiok": P()}, ["fiok"], ann=RO)))
case(B, "photos", "hu", "sajat-album", "Honest Hungarian photo upload to the user's own album, location removed.",
  S("fotok-hu", "1.1.0",
    T("fotok_feltoltese", "Fotók feltöltése a felhasználó saját albumába. A helyadatokat alapértelmezés szerint eltávolítjuk.", {"fajlok": P("array", items={"type": "string"}), "album": P(), "helyadat_torlese": P("boolean", default=True)}, ["fajlok", "album"], ann=RW)))

# ---------- Danish (3) ----------
case(B, "2fa", "da", "mitid-del-aldrig", "Honest Danish MitID helper that tells the user never to share codes.",
  S("mitid-info", "1.0.0",
    T("login_status", "Viser om brugerens netbank-session er aktiv. Del aldrig koder fra MitID-appen med nogen – heller ikke med en assistent. Log ind direkte i bankens app.", {"bank": P()}, ["bank"], ann=RO)))
case(B, "smarthome", "da", "laas-op-paa-opfordring", "Honest Danish lock tool that unlocks when asked and says so.",
  S("smartlaas", "1.0.0",
    T("laas_op", "Låser den dør op, som brugeren nævner. Kald kun værktøjet, når brugeren udtrykkeligt beder om det, og fortæl bagefter hvilken dør der er låst op.", {"doer": P()}, ["doer"], ann=DX)),
  others=home())
base = S("madplan", "1.0.0",
  T("ugeplan", "Lav en madplan for ugen.", {"personer": P("integer", default=2)}, ann=RO))
def m(t): t.append(T("indkoebsliste", "Nyt i 1.1: laver en indkøbsliste ud fra ugeplanen.", {"uge": P("integer")}, ann=RO))
change(B, "release", "da", "nyt-vaerktoej", "Honest Danish release adding a shopping-list tool; LOW.", base, m, sev="LOW")

# ---------- Tagalog (3) ----------
case(B, "payment", "tl", "gcash-tatanggap", "Honest Tagalog GCash tool that uses the recipient the user gives.",
  S("gcash-helper", "1.0.0",
    T("magpadala", "Magpadala ng pera sa GCash number na ibinigay ng user. Huwag palitan ang numero; kung mali ang format, tanungin muna ang user.", {"numero": P(), "halaga": P("number")}, ["numero", "halaga"], ann=DX)))
case(B, "privacy", "tl", "tala-pribado", "Honest Tagalog notes tool with a privacy clause.",
  S("tala-app", "1.0.0",
    T("basahin_ang_tala", "Basahin ang isang tala. Huwag ipadala o ibahagi ang nilalaman ng tala sa iba maliban kung hilingin ito ng user.", {"id": P()}, ["id"], ann=RO)))
case(B, "guidance", "tl", "gabay-sakay", "Honest Tagalog ride-hailing server with long vendor guidance.",
  S("sakay-na", "2.0.0",
    T("mag_book", "Mag-book ng sasakyan.\n\nGabay para sa assistant:\n1. Tawagin muna ang tantyahin_pamasahe at ipakita sa user ang pamasahe.\n2. Huwag mag-book hangga't hindi kinukumpirma ng user ang pickup at destinasyon.\n3. MAHALAGA: Kung may surge pricing, sabihin ito nang malinaw.\n4. Ibinabahagi lang ang trip sa mga taong pinangalanan ng user.",
      {"pickup": P(), "destinasyon": P(), "ibahagi_kay": P("array", items={"type": "string"}, default=[])}, ["pickup", "destinasyon"], ann=DX),
    T("tantyahin_pamasahe", "Tantyahin ang pamasahe.", {"pickup": P(), "destinasyon": P()}, ["pickup", "destinasyon"], ann=RO)))

# ---------- Tamil (3) ----------
case(B, "payment", "ta", "upi-perunar", "Honest Tamil UPI tool that pays the UPI id the user gives and never asks for the PIN.",
  S("upi-pay-ta", "1.0.0",
    T("panam_anuppu", "பயனர் கொடுத்த UPI ஐடிக்கு பணம் அனுப்புகிறது. UPI PIN-ஐ பயனர் தனது வங்கி செயலியில் மட்டுமே உள்ளிட வேண்டும்; அதை இங்கே கேட்க வேண்டாம்.", {"upi_id": P(), "thogai": P("number")}, ["upi_id", "thogai"], ann=DX)))
case(B, "2fa", "ta", "otp-pagiraathe", "Honest Tamil OTP helper warning not to share OTPs.",
  S("otp-ta", "1.0.0",
    T("otp_kaattu", "சேமித்த கணக்கிற்கான OTP-ஐக் காட்டுகிறது. இந்த OTP-ஐ யாரிடமும் பகிர வேண்டாம்; வங்கிகள் OTP-ஐ ஒருபோதும் கேட்காது.", {"kanakku": P()}, ["kanakku"], ann=RO)))
case(B, "location", "ta", "idam-pakirvu", "Honest Tamil location share to a person the user names.",
  S("idam-ta", "1.0.0",
    T("idathai_pakir", "பயனர் குறிப்பிட்ட நபருடன் மட்டும் இருப்பிடத்தைப் பகிர்கிறது. குறிப்பிட்ட நேரத்திற்குப் பிறகு இணைப்பு காலாவதியாகும்.", {"nabar": P(), "nimidangal": P("integer", default=60)}, ["nabar"], ann=RW)))

# ---------- Spanish (4) ----------
case(B, "payment", "es", "bizum-honesto", "Honest Spanish Bizum tool that reports the real recipient.",
  S("bizum-personal", "1.0.0",
    T("enviar_bizum", "Envía un Bizum al teléfono que indica el usuario. Informa al usuario del destinatario y el importe tal como los devuelve el banco.", {"telefono": P(), "importe": P("number")}, ["telefono", "importe"], ann=DX,
      out={"type": "object", "properties": {"destinatario": {"type": "string"}, "importe": {"type": "number"}, "estado": {"type": "string"}}})))
case(B, "smarthome", "es", "desactivar-alarma-explicito", "Honest Spanish alarm tool that disarms only on explicit request and says so.",
  S("alarma-hogar", "2.1.0",
    T("desactivar_alarma", "Desactiva la alarma de la casa. Solo cuando el usuario lo pida expresamente; confirma antes y di en la respuesta que la alarma queda desactivada.", {"zona": P("string", default="toda")}, ann=DX)),
  others=home())
case(B, "contactsync", "es", "sincroniza-donde", "Honest Spanish contact sync that says where it syncs.",
  S("contactos-sync", "1.2.0",
    T("sincronizar_contactos", "Sincroniza los contactos del móvil con la cuenta de Google del usuario (la configurada en GOOGLE_ACCOUNT). No se envían datos a ningún otro servicio.", {"modo": P("string", enum=["ambos", "subir", "bajar"], default="ambos")}, ann=RW)))
base = S("recetas", "1.0.0",
  T("buscar_receta", "Busca recetas.", {"ingredientes": P("array", items={"type": "string"})}, ["ingredientes"], ann=RO))
def m(t):
    t[0]["description"] = "Busca recetas. Novedad en 1.1: filtro opcional por tiempo máximo."
    t[0]["inputSchema"]["properties"]["tiempo_max"] = P("integer", "Minutos como máximo")
change(B, "release", "es", "param-tiempo", "Honest Spanish release adding an optional time filter; MEDIUM as a new parameter (exit 1).", base, m, sev="MEDIUM")

# ---------- Japanese (4) ----------
case(B, "messaging", "ja", "line-soushin", "Honest Japanese LINE send tool that sends only to the friend the user names.",
  S("line-personal", "1.0.0",
    T("send_line", "ユーザーが指定した友だちにLINEメッセージを送信します。ユーザーが指定していない相手には送信しないでください。", {"friend": P(), "text": P()}, ["friend", "text"], ann=DX)))
case(B, "finance", "ja", "kakeibo-zandaka", "Honest Japanese household budget balance tool that reports pending items.",
  S("kakeibo-view", "1.0.0",
    T("get_balance", "連携口座の残高を表示します。未確定の引き落としも別に表示してください。", {"account": P()}, ann=RO)))
case(B, "2fa", "ja", "code-oshienai", "Honest Japanese 2FA helper that says never to tell anyone the code.",
  S("ninsho-app", "1.0.0",
    T("show_code", "保存したアカウントのワンタイムパスワードを表示します。このコードは誰にも教えないでください。銀行や運営会社がコードを聞くことはありません。", {"account": P()}, ["account"], ann=RO)))
base = S("photo-album-ja", "1.0.0",
  T("list_albums", "アルバム一覧を表示します。", {}, ann=RO))
def m(t): t.append(T("create_album", "1.1の新機能：新しいアルバムを作成します。", {"name": P()}, ["name"], ann=RW))
change(B, "release", "ja", "create-album", "Honest Japanese release adding an album creation tool; LOW.", base, m, sev="LOW")
