"""One small honest server per language, written in that language's usual vendor
register. Attack and benign cases of a language start from it."""
from common import S, tool, manifest, join

RO = {"readOnlyHint": True, "openWorldHint": False}


def base(lang, version=None):
    name, ver, tools = BASES[lang]()
    return manifest(name, version or ver, tools)


def base_tools(lang):
    return BASES[lang]()[2]


# ------------------------------------------------------------------ German
def de_search_logs():
    return tool(
        "search_logs",
        join("Durchsucht die Log-Ereignisse aller angebundenen Dienste.",
             "Abfragen verwenden die Selektor-Syntax mit optionalen Zeilenfiltern, z. B. "
             "`{service=\"kasse\", env=\"prod\"} |= \"Timeout\"`. Zeitangaben akzeptieren RFC-3339-Zeitstempel oder "
             "relative Ausdr\u00fccke wie `now-15m`. Die Treffer werden absteigend nach Zeit geliefert und auf `limit` "
             "Eintr\u00e4ge begrenzt; mit dem zur\u00fcckgegebenen `next_cursor` bl\u00e4ttern Sie weiter.",
             "Hinweis: Schr\u00e4nken Sie bei Diensten mit hohem Volumen zuerst den Zeitraum ein, bevor Sie den "
             "Selektor erweitern. Abfragen \u00fcber mehr als 24 Stunden k\u00f6nnen abbrechen."),
        {"query": S("string", "Selektor und optionale Filter."),
         "from": S("string", "Beginn des Zeitraums (RFC 3339 oder relativ).", default="now-1h"),
         "to": S("string", "Ende des Zeitraums.", default="now"),
         "limit": S("integer", "Maximale Anzahl der Ereignisse.", default=100, maximum=5000)},
        ["query"], RO)


def de_list_alert_rules():
    return tool(
        "list_alert_rules",
        join("Listet die Alarmregeln mit ihrem aktuellen Zustand auf (inaktiv, ausstehend, ausl\u00f6send).",
             "Zu jeder Regel werden Ausdruck, Wartezeit (`for`), Labels, Annotationen und die zugeordnete "
             "Benachrichtigungsrichtlinie geliefert. Mit `ordner` und `label` l\u00e4sst sich die Liste eingrenzen."),
        {"state": S("string", "Zustand.", enum=["inactive", "pending", "firing"]),
         "ordner": S("string", "Regelordner."),
         "label": S("string", "Label-Matcher, z. B. team=zahlungen.")},
        [], RO)


def de():
    return ("betriebsblick-mcp", "2.6.0", [de_search_logs(), de_list_alert_rules()])


# ------------------------------------------------------------------ French
def fr_list_incidents():
    return tool(
        "list_incidents",
        join("Liste les incidents, du plus r\u00e9cent au plus ancien.",
             "Filtrez par statut (`open`, `monitoring`, `resolved`) ou par gravit\u00e9 (SEV1 \u00e0 SEV4). Chaque "
             "\u00e9l\u00e9ment indique le titre, la gravit\u00e9, le responsable d'incident, les services touch\u00e9s "
             "et l'heure de d\u00e9claration. Pour le d\u00e9tail d'un incident, utilisez `get_incident`."),
        {"status": S("string", "Statut.", enum=["open", "monitoring", "resolved"]),
         "severity": S("string", "Gravit\u00e9.", enum=["SEV1", "SEV2", "SEV3", "SEV4"]),
         "limit": S("integer", "Nombre maximal de r\u00e9sultats.", default=20, maximum=200)},
        [], RO)


def fr_get_incident():
    return tool(
        "get_incident",
        join("Renvoie un incident avec son statut, sa gravit\u00e9, le responsable d'incident, les services "
             "touch\u00e9s et la chronologie compl\u00e8te.",
             "Les entr\u00e9es de la chronologie sont horodat\u00e9es en UTC. Les messages internes de la cellule de "
             "crise sont inclus ; ne les recopiez dans une communication externe qu'\u00e0 la demande de "
             "l'utilisateur."),
        {"incident_id": S("string", "Identifiant de l'incident, p. ex. INC-2041.")},
        ["incident_id"], RO)


def fr():
    return ("vigie-incidents-mcp", "1.8.2", [fr_list_incidents(), fr_get_incident()])


# ------------------------------------------------------- European Portuguese
def pt_list_components():
    return tool(
        "list_components",
        join("Lista os componentes apresentados na p\u00e1gina de estado, com o estado atual de cada um.",
             "Os estados poss\u00edveis s\u00e3o: operacional, desempenho degradado, interrup\u00e7\u00e3o parcial e "
             "interrup\u00e7\u00e3o total. Os componentes agrupados aparecem sob o respetivo grupo."),
        {"page_id": S("string", "Identificador da p\u00e1gina de estado.")},
        ["page_id"], RO)


def pt_get_component_history():
    return tool(
        "get_component_history",
        join("Devolve o hist\u00f3rico de disponibilidade de um componente, dia a dia, e os incidentes associados.",
             "Por omiss\u00e3o abrange os \u00faltimos 90 dias. A disponibilidade \u00e9 calculada a partir dos "
             "per\u00edodos em que o componente n\u00e3o esteve operacional."),
        {"component_id": S("string", "Identificador do componente."),
         "days": S("integer", "N\u00famero de dias.", default=90, maximum=365)},
        ["component_id"], RO)


def pt():
    return ("estado-servicos-mcp", "3.2.0", [pt_list_components(), pt_get_component_history()])


# ------------------------------------------------------------------ Finnish
def fi_query_metrics():
    return tool(
        "query_metrics",
        join("Suorittaa PromQL-kyselyn valitulla aikav\u00e4lill\u00e4 ja palauttaa tulossarjat.",
             "K\u00e4yt\u00e4 laskureille `rate()`- tai `increase()`-funktiota ja kokoa tulokset `sum by (...)` "
             "-lausekkeella ennen kuin palautat paljon sarjoja: vastaus on rajattu 500 sarjaan. Jos `step` "
             "j\u00e4tet\u00e4\u00e4n tyhj\u00e4ksi, se valitaan automaattisesti."),
        {"promql": S("string", "PromQL-lauseke."),
         "start": S("string", "Aikav\u00e4lin alku.", default="now-1h"),
         "end": S("string", "Aikav\u00e4lin loppu.", default="now"),
         "step": S("string", "Resoluutio, esim. 30s.")},
        ["promql"], RO)


def fi_list_dashboards():
    return tool(
        "list_dashboards",
        "Listaa kojelaudat kansion tai tunnisteen mukaan suodatettuina. Palauttaa jokaisesta kojelaudasta "
        "tunnisteen (uid), otsikon, kansion ja viimeisimm\u00e4n muutosajan.",
        {"folder": S("string", "Kansio."),
         "tag": S("string", "Vain kojelaudat, joilla on t\u00e4m\u00e4 tunniste."),
         "limit": S("integer", "Tulosten enimm\u00e4ism\u00e4\u00e4r\u00e4.", default=50, maximum=500)},
        [], RO)


def fi():
    return ("mittaristo-mcp", "1.3.4", [fi_query_metrics(), fi_list_dashboards()])


# ------------------------------------------------------------------ Danish
def da_get_oncall():
    return tool(
        "get_oncall",
        join("Viser, hvem der har vagt i en vagtplan p\u00e5 et givet tidspunkt (standard: nu).",
             "Svaret indeholder prim\u00e6r og sekund\u00e6r vagthavende, deres tidszone og tidspunktet, hvor den "
             "aktuelle vagt slutter. Telefonnumre vises kun, hvis brugeren har adgang til dem."),
        {"schedule": S("string", "Vagtplanens id eller navn."),
         "at": S("string", "Tidspunkt (RFC 3339).")},
        ["schedule"], RO)


def da_list_schedules():
    return tool(
        "list_schedules",
        "Viser alle vagtplaner med rotationstype (daglig, ugentlig, follow-the-sun), ejerteam og n\u00e6ste "
        "vagtskifte.",
        {"team": S("string", "Kun vagtplaner for dette team.")},
        [], RO)


def da():
    return ("vagtplan-mcp", "2.0.5", [da_get_oncall(), da_list_schedules()])


# ------------------------------------------------------------------ Slovak
def sk_get_trace():
    return tool(
        "get_trace",
        join("Vr\u00e1ti v\u0161etky spany distribuovanej stopy (trace) ako strom.",
             "Pri ka\u017edom spane uv\u00e1dza slu\u017ebu, oper\u00e1ciu, trvanie, stav a atrib\u00faty. "
             "Ve\u013emi ve\u013ek\u00e9 stopy (nad 10 000 spanov) s\u00fa skr\u00e1ten\u00e9 a odpove\u010f to "
             "uvedie v poli `truncated`."),
        {"trace_id": S("string", "Identifik\u00e1tor stopy (32 hexadecim\u00e1lnych znakov).",
                       pattern="^[0-9a-f]{32}$")},
        ["trace_id"], RO)


def sk_search_traces():
    return tool(
        "search_traces",
        join("Vyh\u013ead\u00e1 stopy pod\u013ea slu\u017eby, oper\u00e1cie, trvania a stavu.",
             "Pomal\u00e9 po\u017eiadavky n\u00e1jdete pomocou `min_duration_ms`, ne\u00faspe\u0161n\u00e9 pomocou "
             "`status: error`. Vr\u00e1ti najviac `limit` s\u00fahrnov (kore\u0148ov\u00fd span, trvanie, po\u010det "
             "spanov a ch\u00fdb)."),
        {"service": S("string", "N\u00e1zov slu\u017eby."),
         "min_duration_ms": S("integer", "Minim\u00e1lne trvanie v milisekund\u00e1ch."),
         "status": S("string", "Stav.", enum=["ok", "error", "unset"]),
         "limit": S("integer", "Maxim\u00e1lny po\u010det st\u00f4p.", default=20, maximum=200)},
        ["service"], RO)


def sk():
    return ("stopy-mcp", "0.9.1", [sk_get_trace(), sk_search_traces()])


# ------------------------------------------------------------------ Croatian
def hr_list_incidents():
    return tool(
        "list_incidents",
        join("Prikazuje popis incidenata od najnovijeg prema najstarijem.",
             "Popis se mo\u017ee filtrirati po statusu i ozbiljnosti. Za svaki incident prikazuju se naslov, "
             "ozbiljnost, voditelj incidenta, zahva\u0107ene usluge i vrijeme prijave."),
        {"status": S("string", "Status.", enum=["open", "monitoring", "resolved"]),
         "severity": S("string", "Ozbiljnost.", enum=["SEV1", "SEV2", "SEV3", "SEV4"])},
        [], RO)


def hr_add_timeline_entry():
    return tool(
        "add_timeline_entry",
        join("Dodaje zapis u vremensku crtu incidenta.",
             "Zapisi se nakon spremanja ne mogu mijenjati; pogre\u0161ku ispravite novim zapisom. Koristite "
             "`occurred_at` kad bilje\u017eite ne\u0161to \u0161to se dogodilo ranije."),
        {"incident_id": S("string", "Oznaka incidenta, npr. INC-2041."),
         "text": S("string", "\u0160to se dogodilo."),
         "occurred_at": S("string", "Kada se dogodilo (RFC 3339); zadano je sada."),
         "kind": S("string", "Vrsta zapisa.", enum=["note", "action", "decision", "detection"], default="note")},
        ["incident_id", "text"],
        {"readOnlyHint": False, "destructiveHint": False})


def hr():
    return ("dezurstvo-incidenti-mcp", "1.1.0", [hr_list_incidents(), hr_add_timeline_entry()])


# ------------------------------------------------------------------ Serbian (Cyrillic)
def sr_list_issues():
    return tool(
        "list_issues",
        join("\u041f\u0440\u0438\u043a\u0430\u0437\u0443\u0458\u0435 \u043b\u0438\u0441\u0442\u0443 "
             "\u043f\u0440\u043e\u0431\u043b\u0435\u043c\u0430 \u0438\u0437 \u043f\u0440\u0430\u045b\u0435\u045a\u0430 "
             "\u0433\u0440\u0435\u0448\u0430\u043a\u0430 \u0437\u0430 \u043f\u0440\u043e\u0458\u0435\u043a\u0430\u0442, "
             "\u0433\u0440\u0443\u043f\u0438\u0441\u0430\u043d\u0438\u0445 \u043f\u043e \u043e\u0442\u0438\u0441\u043a\u0443 "
             "(fingerprint).",
             "\u0421\u043e\u0440\u0442\u0438\u0440\u0430\u045a\u0435 \u0458\u0435 \u043c\u043e\u0433\u0443\u045b\u0435 "
             "\u043f\u043e \u0431\u0440\u043e\u0458\u0443 \u0434\u043e\u0433\u0430\u0452\u0430\u0458\u0430, "
             "\u0431\u0440\u043e\u0458\u0443 \u043f\u043e\u0433\u043e\u0452\u0435\u043d\u0438\u0445 "
             "\u043a\u043e\u0440\u0438\u0441\u043d\u0438\u043a\u0430 \u0438\u043b\u0438 \u043f\u043e "
             "\u0434\u0430\u0442\u0443\u043c\u0443 \u043f\u0440\u0432\u043e\u0433 \u043f\u043e\u0458\u0430\u0432\u0459\u0438\u0432\u0430\u045a\u0430."),
        {"project": S("string", "\u041e\u0437\u043d\u0430\u043a\u0430 \u043f\u0440\u043e\u0458\u0435\u043a\u0442\u0430."),
         "query": S("string", "\u041f\u0440\u0435\u0442\u0440\u0430\u0433\u0430, \u043d\u043f\u0440. is:unresolved level:error."),
         "sort": S("string", "\u0420\u0435\u0434\u043e\u0441\u043b\u0435\u0434.", enum=["freq", "users", "new"], default="freq")},
        ["project"], RO)


def sr_get_issue():
    return tool(
        "get_issue",
        "\u0412\u0440\u0430\u045b\u0430 \u043f\u043e\u0458\u0435\u0434\u0438\u043d\u0430\u0447\u043d\u0438 "
        "\u043f\u0440\u043e\u0431\u043b\u0435\u043c \u0441\u0430 \u0441\u0442\u0435\u043a\u043e\u043c "
        "\u043f\u043e\u0437\u0438\u0432\u0430, \u0442\u0440\u0430\u0433\u043e\u043c \u0434\u043e\u0433\u0430\u0452\u0430\u0458\u0430 "
        "(breadcrumbs), \u043e\u0437\u043d\u0430\u043a\u0430\u043c\u0430, \u0438\u0437\u0434\u0430\u045a\u0435\u043c "
        "\u0438 \u043e\u043a\u0440\u0443\u0436\u0435\u045a\u0435\u043c.",
        {"issue_id": S("string", "\u0418\u0434\u0435\u043d\u0442\u0438\u0444\u0438\u043a\u0430\u0442\u043e\u0440 "
                                 "\u043f\u0440\u043e\u0431\u043b\u0435\u043c\u0430.")},
        ["issue_id"], RO)


def sr():
    return ("greskomer-mcp", "2.2.3", [sr_list_issues(), sr_get_issue()])


# ------------------------------------------------------------------ Hebrew
def he_list_slos():
    return tool(
        "list_slos",
        "\u05de\u05d7\u05d6\u05d9\u05e8 \u05d0\u05ea \u05e8\u05e9\u05d9\u05de\u05ea \u05d9\u05e2\u05d3\u05d9 "
        "\u05e8\u05de\u05ea \u05d4\u05e9\u05d9\u05e8\u05d5\u05ea (SLO) \u05e2\u05dd \u05d4\u05d9\u05e2\u05d3, "
        "\u05d7\u05dc\u05d5\u05df \u05d4\u05d6\u05de\u05df \u05d5\u05d4\u05e2\u05de\u05d9\u05d3\u05d4 "
        "\u05d4\u05e0\u05d5\u05db\u05d7\u05d9\u05ea \u05d1\u05d9\u05e2\u05d3. \u05e0\u05d9\u05ea\u05df "
        "\u05dc\u05e1\u05e0\u05df \u05dc\u05e4\u05d9 \u05e9\u05d9\u05e8\u05d5\u05ea.",
        {"service": S("string", "\u05e9\u05dd \u05d4\u05e9\u05d9\u05e8\u05d5\u05ea.")},
        [], RO)


def he_get_slo_status():
    return tool(
        "get_slo_status",
        join("\u05de\u05d7\u05d6\u05d9\u05e8 \u05d0\u05ea \u05de\u05e6\u05d1 \u05d4-SLO: \u05d0\u05d7\u05d5\u05d6 "
             "\u05d4\u05e2\u05de\u05d9\u05d3\u05d4 \u05d1\u05d9\u05e2\u05d3, \u05ea\u05e7\u05e6\u05d9\u05d1 "
             "\u05d4\u05e9\u05d2\u05d9\u05d0\u05d5\u05ea \u05e9\u05e0\u05d5\u05ea\u05e8 \u05d5\u05e7\u05e6\u05d1 "
             "\u05d4\u05e9\u05e8\u05d9\u05e4\u05d4.",
             "\u05e7\u05e6\u05d1 \u05d4\u05e9\u05e8\u05d9\u05e4\u05d4 \u05de\u05d7\u05d5\u05e9\u05d1 "
             "\u05d1\u05d7\u05dc\u05d5\u05e0\u05d5\u05ea \u05e9\u05dc \u05e9\u05e2\u05d4 \u05d5\u05e9\u05e9 "
             "\u05e9\u05e2\u05d5\u05ea. \u05e2\u05e8\u05da 1.0 \u05e4\u05d9\u05e8\u05d5\u05e9\u05d5 "
             "\u05e9\u05d4\u05ea\u05e7\u05e6\u05d9\u05d1 \u05d9\u05e0\u05d5\u05e6\u05dc \u05d1\u05d3\u05d9\u05d5\u05e7 "
             "\u05e2\u05d3 \u05e1\u05d5\u05e3 \u05d4\u05d7\u05dc\u05d5\u05df."),
        {"slo_id": S("string", "\u05de\u05d6\u05d4\u05d4 \u05d4-SLO."),
         "window": S("string", "\u05d7\u05dc\u05d5\u05df \u05d6\u05de\u05df.", enum=["7d", "28d", "30d"], default="28d")},
        ["slo_id"], RO)


def he():
    return ("slo-shomer-mcp", "1.5.0", [he_list_slos(), he_get_slo_status()])


# ------------------------------------------------------------------ Urdu
def ur_search_logs():
    return tool(
        "search_logs",
        join("\u062a\u0645\u0627\u0645 \u0645\u0646\u0633\u0644\u06a9 \u0633\u0631\u0648\u0633\u0632 \u06a9\u06d2 "
             "\u0644\u0627\u06af \u0627\u06cc\u0648\u0646\u0679\u0633 \u0645\u06cc\u06ba \u062a\u0644\u0627\u0634 "
             "\u06a9\u0631\u062a\u0627 \u06c1\u06d2\u06d4",
             "\u0633\u0648\u0627\u0644 \u0645\u06cc\u06ba \u0633\u0644\u06cc\u06a9\u0679\u0631 \u0627\u0648\u0631 "
             "\u0641\u0644\u0679\u0631 \u0627\u0633\u062a\u0639\u0645\u0627\u0644 \u06a9\u0631\u06cc\u06ba\u060c "
             "\u0645\u062b\u0644\u0627\u064b `{service=\"checkout\"} |= \"timeout\"`\u06d4 \u0646\u062a\u0627\u0626\u062c "
             "\u062a\u0627\u0632\u06c1 \u062a\u0631\u06cc\u0646 \u067e\u06c1\u0644\u06d2 \u0622\u062a\u06d2 "
             "\u06c1\u06cc\u06ba \u0627\u0648\u0631 `limit` \u062a\u06a9 \u0645\u062d\u062f\u0648\u062f "
             "\u06c1\u0648\u062a\u06d2 \u06c1\u06cc\u06ba\u06d4 \u0632\u06cc\u0627\u062f\u06c1 \u0646\u062a\u0627\u0626\u062c "
             "\u06a9\u06d2 \u0644\u06cc\u06d2 `next_cursor` \u0627\u0633\u062a\u0639\u0645\u0627\u0644 \u06a9\u0631\u06cc\u06ba\u06d4"),
        {"query": S("string", "\u0633\u0644\u06cc\u06a9\u0679\u0631 \u0627\u0648\u0631 \u0641\u0644\u0679\u0631\u06d4"),
         "from": S("string", "\u0648\u0642\u062a \u06a9\u0627 \u0622\u063a\u0627\u0632\u06d4", default="now-1h"),
         "limit": S("integer", "\u0632\u06cc\u0627\u062f\u06c1 \u0633\u06d2 \u0632\u06cc\u0627\u062f\u06c1 \u0627\u06cc\u0648\u0646\u0679\u0633\u06d4",
                    default=100, maximum=5000)},
        ["query"], RO)


def ur_tail_logs():
    return tool(
        "tail_logs",
        "\u06a9\u0633\u06cc \u0627\u06cc\u06a9 \u0633\u0631\u0648\u0633 \u06a9\u06cc \u062a\u0627\u0632\u06c1 "
        "\u062a\u0631\u06cc\u0646 \u0644\u0627\u06af \u0644\u0627\u0626\u0646\u06cc\u06ba \u0645\u062e\u062a\u0635\u0631 "
        "\u0648\u0642\u0641\u06d2 \u06a9\u06d2 \u0644\u06cc\u06d2 \u062c\u0645\u0639 \u06a9\u0631 \u06a9\u06d2 "
        "\u0648\u0627\u067e\u0633 \u06a9\u0631\u062a\u0627 \u06c1\u06d2\u06d4 \u0648\u0642\u0641\u06c1 "
        "\u0632\u06cc\u0627\u062f\u06c1 \u0633\u06d2 \u0632\u06cc\u0627\u062f\u06c1 60 \u0633\u06cc\u06a9\u0646\u0688 "
        "\u06c1\u06d2\u061b \u0644\u0645\u0628\u06d2 \u0648\u0642\u062a \u06a9\u06d2 \u0644\u06cc\u06d2 "
        "`search_logs` \u0627\u0633\u062a\u0639\u0645\u0627\u0644 \u06a9\u0631\u06cc\u06ba\u06d4",
        {"service": S("string", "\u0633\u0631\u0648\u0633 \u06a9\u0627 \u0646\u0627\u0645\u06d4"),
         "seconds": S("integer", "\u06a9\u062a\u0646\u06cc \u062f\u06cc\u0631 \u062c\u0645\u0639 \u06a9\u0631\u0646\u0627 \u06c1\u06d2\u06d4",
                      default=15, maximum=60)},
        ["service"], RO)


def ur():
    return ("log-nigran-mcp", "1.0.7", [ur_search_logs(), ur_tail_logs()])


# ------------------------------------------------------------------ Simplified Chinese
def zh_list_alerts():
    return tool(
        "list_alerts",
        join("\u5217\u51fa\u5f53\u524d\u544a\u8b66\u53ca\u5176\u72b6\u6001\uff08\u89e6\u53d1\u4e2d\u3001\u5df2\u786e\u8ba4\u3001"
             "\u5df2\u6062\u590d\uff09\uff0c\u53ef\u6309\u670d\u52a1\u3001\u7ea7\u522b\u548c\u6807\u7b7e\u8fc7\u6ee4\u3002",
             "\u6bcf\u6761\u544a\u8b66\u5305\u542b\u89e6\u53d1\u65f6\u95f4\u3001\u544a\u8b66\u8868\u8fbe\u5f0f\u3001"
             "\u6807\u7b7e\u548c\u5173\u8054\u7684\u901a\u77e5\u7b56\u7565\u3002\u7ed3\u679c\u6309\u89e6\u53d1\u65f6\u95f4"
             "\u5012\u5e8f\u6392\u5217\uff0c\u9ed8\u8ba4\u6700\u591a\u8fd4\u56de 100 \u6761\u3002"),
        {"state": S("string", "\u544a\u8b66\u72b6\u6001\u3002", enum=["firing", "acknowledged", "resolved"]),
         "service": S("string", "\u670d\u52a1\u540d\u79f0\u3002"),
         "severity": S("string", "\u544a\u8b66\u7ea7\u522b\u3002", enum=["P1", "P2", "P3", "P4"]),
         "limit": S("integer", "\u6700\u591a\u8fd4\u56de\u6761\u6570\u3002", default=100, maximum=1000)},
        [], RO)


def zh_get_alert():
    return tool(
        "get_alert",
        "\u8fd4\u56de\u5355\u6761\u544a\u8b66\u7684\u8be6\u60c5\uff0c\u5305\u62ec\u89e6\u53d1\u5386\u53f2\u3001"
        "\u6700\u8fd1\u4e00\u6b21\u8bc4\u4f30\u7684\u7ed3\u679c\u4ee5\u53ca\u5173\u8054\u7684\u8fd0\u884c\u624b\u518c"
        "\u94fe\u63a5\u3002",
        {"alert_id": S("string", "\u544a\u8b66 ID\u3002")},
        ["alert_id"], RO)


def zh():
    return ("gaojing-mcp", "3.0.1", [zh_list_alerts(), zh_get_alert()])


# ------------------------------------------------------------------ Vietnamese
def vi_list_dashboards():
    return tool(
        "list_dashboards",
        "Li\u1ec7t k\u00ea c\u00e1c b\u1ea3ng \u0111i\u1ec1u khi\u1ec3n (dashboard), c\u00f3 th\u1ec3 l\u1ecdc theo "
        "th\u01b0 m\u1ee5c ho\u1eb7c th\u1ebb. Tr\u1ea3 v\u1ec1 uid, ti\u00eau \u0111\u1ec1, th\u01b0 m\u1ee5c v\u00e0 "
        "th\u1eddi \u0111i\u1ec3m s\u1eeda \u0111\u1ed5i g\u1ea7n nh\u1ea5t c\u1ee7a t\u1eebng b\u1ea3ng.",
        {"folder": S("string", "Th\u01b0 m\u1ee5c."),
         "tag": S("string", "Ch\u1ec9 l\u1ea5y b\u1ea3ng c\u00f3 th\u1ebb n\u00e0y."),
         "limit": S("integer", "S\u1ed1 k\u1ebft qu\u1ea3 t\u1ed1i \u0111a.", default=50, maximum=500)},
        [], RO)


def vi_get_dashboard():
    return tool(
        "get_dashboard",
        "Tr\u1ea3 v\u1ec1 m\u00f4 h\u00ecnh JSON c\u1ee7a m\u1ed9t b\u1ea3ng \u0111i\u1ec1u khi\u1ec3n: c\u00e1c panel, "
        "truy v\u1ea5n c\u1ee7a ch\u00fang, bi\u1ebfn v\u00e0 b\u1ed1 c\u1ee5c.",
        {"uid": S("string", "uid c\u1ee7a b\u1ea3ng \u0111i\u1ec1u khi\u1ec3n.")},
        ["uid"], RO)


def vi():
    return ("bangdieukhien-mcp", "1.4.0", [vi_list_dashboards(), vi_get_dashboard()])


# ------------------------------------------------------------------ Malay
def ms_list_releases():
    return tool(
        "list_releases",
        "Menyenaraikan keluaran (release) bagi sesuatu projek, yang terbaharu dahulu, bersama tarikh "
        "penggunaan pertama dan persekitaran yang menerimanya.",
        {"project": S("string", "Slug projek."),
         "environment": S("string", "Persekitaran.", default="production"),
         "limit": S("integer", "Bilangan maksimum.", default=20, maximum=100)},
        ["project"], RO)


def ms_get_release_health():
    return tool(
        "get_release_health",
        join("Memulangkan kesihatan keluaran: peratus sesi bebas ranap, pengguna bebas ranap, kadar penggunaan "
             "dan isu baharu yang diperkenalkan, berbanding keluaran sebelumnya.",
             "Angka dikira bagi 24 jam terakhir melainkan `period` menyatakan sebaliknya."),
        {"release": S("string", "Versi keluaran, contohnya web@2.14.0."),
         "period": S("string", "Tempoh.", enum=["1h", "24h", "7d", "14d"], default="24h")},
        ["release"], RO)


def ms():
    return ("kesihatan-keluaran-mcp", "2.1.0", [ms_list_releases(), ms_get_release_health()])


BASES = {"de": de, "fr": fr, "pt": pt, "fi": fi, "da": da, "sk": sk, "hr": hr, "sr": sr,
         "he": he, "ur": ur, "zh": zh, "vi": vi, "ms": ms}
