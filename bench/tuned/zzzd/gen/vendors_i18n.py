"""Clean companion tools of the invented vendors, one small pack per language."""
from common import P, S, T, RO, date


def pack(lang):
    return PACKS[lang]()


def _fr():
    return [
        T("list_journal_entries",
          "Liste les \u00e9critures comptables d'une p\u00e9riode avec leurs lignes (compte, d\u00e9bit, cr\u00e9dit, libell\u00e9) "
          "et le journal d'origine (achats, ventes, banque, op\u00e9rations diverses).",
          {"date_debut": date("Premier jour de la p\u00e9riode."), "date_fin": date("Dernier jour de la p\u00e9riode."),
           "journal": S(["AC", "VT", "BQ", "OD"], "Code journal (facultatif).")}, ["date_debut", "date_fin"], ann=RO),
        T("get_trial_balance",
          "Renvoie la balance g\u00e9n\u00e9rale \u00e0 une date donn\u00e9e, compte par compte, avec les totaux d\u00e9bit et cr\u00e9dit "
          "et le solde.",
          {"date_arrete": date("Date d'arr\u00eat\u00e9.")}, ["date_arrete"], ann=RO),
    ]


def _de():
    return [
        T("list_bookings",
          "Listet die Buchungss\u00e4tze eines Zeitraums mit Soll- und Habenkonto (SKR03 oder SKR04), Betrag, "
          "Steuerschl\u00fcssel, Belegnummer und Buchungstext.",
          {"von": date("Beginn des Zeitraums."), "bis": date("Ende des Zeitraums."),
           "konto": P("string", "Nur Buchungen auf diesem Konto (optional).")}, ["von", "bis"], ann=RO),
        T("get_chart_of_accounts",
          "Gibt den Kontenrahmen des Mandanten zur\u00fcck (SKR03 oder SKR04) mit Kontonummer, Bezeichnung und "
          "Automatikfunktion.",
          {}, [], ann=RO),
    ]


def _pl():
    return [
        T("list_documents",
          "Zwraca list\u0119 dokument\u00f3w ksi\u0119gowych (faktury zakupu i sprzeda\u017cy, wyci\u0105gi bankowe, noty) z numerem, "
          "dat\u0105, kontrahentem, kwot\u0105 netto i brutto.",
          {"od": date("Pocz\u0105tek okresu."), "do": date("Koniec okresu."),
           "typ": S(["FZ", "FS", "WB", "NK"], "Rodzaj dokumentu (opcjonalnie).")}, ["od", "do"], ann=RO),
        T("get_contractor",
          "Pobiera dane kontrahenta po NIP: nazw\u0119, adres, status VAT z Bia\u0142ej listy i zg\u0142oszone rachunki bankowe.",
          {"nip": P("string", "NIP kontrahenta, 10 cyfr.", pattern="^[0-9]{10}$")}, ["nip"], ann=RO),
    ]


def _cs():
    return [
        T("list_documents",
          "Vr\u00e1t\u00ed seznam \u00fa\u010detn\u00edch doklad\u016f (p\u0159ijat\u00e9 a vydan\u00e9 faktury, pokladn\u00ed doklady, bankovn\u00ed v\u00fdpisy) "
          "s \u010d\u00edslem, datem, partnerem a \u010d\u00e1stkou.",
          {"od": date("Za\u010d\u00e1tek obdob\u00ed."), "do": date("Konec obdob\u00ed.")}, ["od", "do"], ann=RO),
        T("get_partner",
          "Na\u010dte \u00fadaje obchodn\u00edho partnera podle I\u010cO z registru ARES: n\u00e1zev, s\u00eddlo, DI\u010c a zda je "
          "spolehliv\u00fdm pl\u00e1tcem DPH.",
          {"ico": P("string", "I\u010cO partnera, 8 \u010d\u00edslic.", pattern="^[0-9]{8}$")}, ["ico"], ann=RO),
    ]


def _ro():
    return [
        T("list_invoices",
          "Returneaz\u0103 facturile emise \u0219i primite dintr-o perioad\u0103, cu num\u0103r, dat\u0103, partener, valoare f\u0103r\u0103 TVA "
          "\u0219i TVA.",
          {"de_la": date("\u00cenceputul perioadei."), "pana_la": date("Sf\u00e2r\u0219itul perioadei."),
           "tip": S(["emise", "primite"], "Tipul facturilor.", default="emise")}, ["de_la", "pana_la"], ann=RO),
        T("get_partner",
          "Caut\u0103 un partener dup\u0103 CUI \u00een baza de date ANAF \u0219i returneaz\u0103 denumirea, adresa \u0219i starea de "
          "pl\u0103titor de TVA.",
          {"cui": P("string", "Codul unic de \u00eenregistrare.")}, ["cui"], ann=RO),
    ]


def _uk():
    return [
        T("list_documents",
          "\u041f\u043e\u0432\u0435\u0440\u0442\u0430\u0454 \u043f\u0435\u0440\u0435\u043b\u0456\u043a \u043f\u0435\u0440\u0432\u0438\u043d\u043d\u0438\u0445 "
          "\u0434\u043e\u043a\u0443\u043c\u0435\u043d\u0442\u0456\u0432 (\u0432\u0438\u0434\u0430\u0442\u043a\u043e\u0432\u0456 \u0442\u0430 "
          "\u043f\u043e\u0434\u0430\u0442\u043a\u043e\u0432\u0456 \u043d\u0430\u043a\u043b\u0430\u0434\u043d\u0456, \u0430\u043a\u0442\u0438, "
          "\u0440\u0430\u0445\u0443\u043d\u043a\u0438) \u0437\u0430 \u043f\u0435\u0440\u0456\u043e\u0434 \u0437 \u043d\u043e\u043c\u0435\u0440\u043e\u043c, "
          "\u0434\u0430\u0442\u043e\u044e, \u043a\u043e\u043d\u0442\u0440\u0430\u0433\u0435\u043d\u0442\u043e\u043c \u0456 \u0441\u0443\u043c\u043e\u044e.",
          {"vid": date("\u041f\u043e\u0447\u0430\u0442\u043e\u043a \u043f\u0435\u0440\u0456\u043e\u0434\u0443."),
           "do": date("\u041a\u0456\u043d\u0435\u0446\u044c \u043f\u0435\u0440\u0456\u043e\u0434\u0443.")}, ["vid", "do"], ann=RO),
        T("get_counterparty",
          "\u041f\u043e\u0432\u0435\u0440\u0442\u0430\u0454 \u0434\u0430\u043d\u0456 \u043a\u043e\u043d\u0442\u0440\u0430\u0433\u0435\u043d\u0442\u0430 "
          "\u0437\u0430 \u043a\u043e\u0434\u043e\u043c \u0404\u0414\u0420\u041f\u041e\u0423: \u043d\u0430\u0437\u0432\u0443, \u0430\u0434\u0440\u0435\u0441\u0443, "
          "\u0406\u041f\u041d \u043f\u043b\u0430\u0442\u043d\u0438\u043a\u0430 \u041f\u0414\u0412.",
          {"edrpou": P("string", "\u041a\u043e\u0434 \u0404\u0414\u0420\u041f\u041e\u0423.", pattern="^[0-9]{8,10}$")},
          ["edrpou"], ann=RO),
    ]


def _ar():
    return [
        T("list_invoices",
          "\u062a\u0639\u0631\u0636 \u0642\u0627\u0626\u0645\u0629 \u0627\u0644\u0641\u0648\u0627\u062a\u064a\u0631 \u0627\u0644\u0635\u0627\u062f\u0631\u0629 "
          "\u062e\u0644\u0627\u0644 \u0641\u062a\u0631\u0629 \u0645\u062d\u062f\u062f\u0629 \u0645\u0639 \u0631\u0642\u0645 \u0627\u0644\u0641\u0627\u062a\u0648\u0631\u0629 "
          "\u0648\u0627\u0644\u062a\u0627\u0631\u064a\u062e \u0648\u0627\u0633\u0645 \u0627\u0644\u0639\u0645\u064a\u0644 \u0648\u0627\u0644\u0645\u0628\u0644\u063a "
          "\u0648\u0636\u0631\u064a\u0628\u0629 \u0627\u0644\u0642\u064a\u0645\u0629 \u0627\u0644\u0645\u0636\u0627\u0641\u0629.",
          {"from_date": date("\u0628\u062f\u0627\u064a\u0629 \u0627\u0644\u0641\u062a\u0631\u0629."),
           "to_date": date("\u0646\u0647\u0627\u064a\u0629 \u0627\u0644\u0641\u062a\u0631\u0629.")}, ["from_date", "to_date"], ann=RO),
        T("get_customer",
          "\u062a\u0639\u0631\u0636 \u0628\u064a\u0627\u0646\u0627\u062a \u0627\u0644\u0639\u0645\u064a\u0644: \u0627\u0644\u0627\u0633\u0645 "
          "\u0648\u0627\u0644\u0631\u0642\u0645 \u0627\u0644\u0636\u0631\u064a\u0628\u064a \u0648\u0627\u0644\u0639\u0646\u0648\u0627\u0646 "
          "\u0648\u0634\u0631\u0648\u0637 \u0627\u0644\u062f\u0641\u0639.",
          {"customer_id": P("string", "\u0645\u0639\u0631\u0651\u0641 \u0627\u0644\u0639\u0645\u064a\u0644.")}, ["customer_id"], ann=RO),
    ]


def _fa():
    return [
        T("list_invoices",
          "\u0641\u0647\u0631\u0633\u062a \u0641\u0627\u06a9\u062a\u0648\u0631\u0647\u0627\u06cc \u0641\u0631\u0648\u0634 \u0648 \u062e\u0631\u06cc\u062f "
          "\u06cc\u06a9 \u062f\u0648\u0631\u0647 \u0631\u0627 \u0628\u0627 \u0634\u0645\u0627\u0631\u0647\u060c \u062a\u0627\u0631\u06cc\u062e\u060c "
          "\u0637\u0631\u0641 \u062d\u0633\u0627\u0628 \u0648 \u0645\u0628\u0644\u063a \u0628\u0631\u0645\u06cc\u200c\u06af\u0631\u062f\u0627\u0646\u062f.",
          {"az_tarikh": P("string", "\u062a\u0627\u0631\u06cc\u062e \u0634\u0631\u0648\u0639 (\u0634\u0645\u0633\u06cc\u060c YYYY/MM/DD)."),
           "ta_tarikh": P("string", "\u062a\u0627\u0631\u06cc\u062e \u067e\u0627\u06cc\u0627\u0646 (\u0634\u0645\u0633\u06cc\u060c YYYY/MM/DD).")},
          ["az_tarikh", "ta_tarikh"], ann=RO),
        T("get_account_ledger",
          "\u06af\u0631\u062f\u0634 \u06cc\u06a9 \u062d\u0633\u0627\u0628 \u0645\u0639\u06cc\u0646 \u0631\u0627 \u062f\u0631 \u0628\u0627\u0632\u0647 "
          "\u062a\u0627\u0631\u06cc\u062e\u06cc \u0645\u0634\u062e\u0635 \u0628\u0627 \u0645\u0627\u0646\u062f\u0647 \u0627\u0648\u0644 \u0648 "
          "\u067e\u0627\u06cc\u0627\u0646 \u062f\u0648\u0631\u0647 \u0628\u0631\u0645\u06cc\u200c\u06af\u0631\u062f\u0627\u0646\u062f.",
          {"account_code": P("string", "\u06a9\u062f \u062d\u0633\u0627\u0628 \u0645\u0639\u06cc\u0646.")}, ["account_code"], ann=RO),
    ]


def _hi():
    return [
        T("list_invoices",
          "\u0915\u093f\u0938\u0940 \u0905\u0935\u0927\u093f \u0915\u0947 \u092c\u093f\u0915\u094d\u0930\u0940 \u0914\u0930 \u0916\u0930\u0940\u0926 "
          "\u092c\u093f\u0932\u094b\u0902 \u0915\u0940 \u0938\u0942\u091a\u0940 \u0932\u094c\u091f\u093e\u0924\u093e \u0939\u0948: \u092c\u093f\u0932 "
          "\u0938\u0902\u0916\u094d\u092f\u093e, \u0924\u093e\u0930\u0940\u0916, \u092a\u093e\u0930\u094d\u091f\u0940 \u0915\u093e \u0928\u093e\u092e, "
          "GSTIN, \u0915\u0930 \u092f\u094b\u0917\u094d\u092f \u0930\u093e\u0936\u093f \u0914\u0930 GST\u0964",
          {"from_date": date("\u0905\u0935\u0927\u093f \u0915\u0940 \u0936\u0941\u0930\u0941\u0906\u0924\u0964"),
           "to_date": date("\u0905\u0935\u0927\u093f \u0915\u093e \u0905\u0902\u0924\u0964")}, ["from_date", "to_date"], ann=RO),
        T("get_party_ledger",
          "\u0915\u093f\u0938\u0940 \u092a\u093e\u0930\u094d\u091f\u0940 \u0915\u093e \u0916\u093e\u0924\u093e \u0935\u093f\u0935\u0930\u0923 "
          "(\u0932\u0947\u091c\u0930) \u0926\u0940 \u0917\u0908 \u0924\u093e\u0930\u0940\u0916\u094b\u0902 \u0915\u0947 \u092c\u0940\u091a "
          "\u0932\u094c\u091f\u093e\u0924\u093e \u0939\u0948, \u0936\u0941\u0930\u0941\u0906\u0924\u0940 \u0914\u0930 \u0905\u0902\u0924\u093f\u092e "
          "\u0936\u0947\u0937 \u0915\u0947 \u0938\u093e\u0925\u0964",
          {"party_id": P("string", "\u092a\u093e\u0930\u094d\u091f\u0940 \u0915\u0940 \u092a\u0939\u091a\u093e\u0928\u0964")}, ["party_id"], ann=RO),
    ]


def _bn():
    return [
        T("list_invoices",
          "\u09a8\u09bf\u09b0\u09cd\u09a6\u09bf\u09b7\u09cd\u099f \u09b8\u09ae\u09af\u09bc\u09c7\u09b0 \u09ac\u09bf\u0995\u09cd\u09b0\u09af\u09bc "
          "\u0993 \u0995\u09cd\u09b0\u09af\u09bc \u099a\u09be\u09b2\u09be\u09a8\u09c7\u09b0 \u09a4\u09be\u09b2\u09bf\u0995\u09be \u09a6\u09c7\u09af\u09bc: "
          "\u099a\u09be\u09b2\u09be\u09a8 \u09a8\u09ae\u09cd\u09ac\u09b0, \u09a4\u09be\u09b0\u09bf\u0996, \u09aa\u0995\u09cd\u09b7\u09c7\u09b0 "
          "\u09a8\u09be\u09ae, \u09ad\u09cd\u09af\u09be\u099f \u0993 \u09ae\u09cb\u099f \u099f\u09be\u0995\u09be\u0964",
          {"from_date": date("\u09b6\u09c1\u09b0\u09c1\u09b0 \u09a4\u09be\u09b0\u09bf\u0996\u0964"),
           "to_date": date("\u09b6\u09c7\u09b7\u09c7\u09b0 \u09a4\u09be\u09b0\u09bf\u0996\u0964")}, ["from_date", "to_date"], ann=RO),
        T("get_cash_book",
          "\u09a8\u09bf\u09b0\u09cd\u09a6\u09bf\u09b7\u09cd\u099f \u09a4\u09be\u09b0\u09bf\u0996\u09c7\u09b0 \u09a8\u0997\u09a6 \u0996\u09be\u09a4\u09be "
          "(\u0995\u09cd\u09af\u09be\u09b6 \u09ac\u09c1\u0995) \u09a6\u09c7\u09af\u09bc: \u09aa\u09cd\u09b0\u09be\u09b0\u09ae\u09cd\u09ad\u09bf\u0995 "
          "\u099c\u09c7\u09b0, \u0986\u09af\u09bc, \u09ac\u09cd\u09af\u09af\u09bc \u0993 \u09b8\u09ae\u09be\u09aa\u09a8\u09c0 \u099c\u09c7\u09b0\u0964",
          {"date": date("\u09a4\u09be\u09b0\u09bf\u0996\u0964")}, ["date"], ann=RO),
    ]


def _ja():
    return [
        T("list_journal_entries",
          "\u6307\u5b9a\u671f\u9593\u306e\u4ed5\u8a33\u3092\u4e00\u89a7\u3067\u8fd4\u3057\u307e\u3059\u3002\u5404\u4ed5\u8a33\u306b\u306f"
          "\u65e5\u4ed8\u3001\u501f\u65b9\u30fb\u8cb8\u65b9\u52d8\u5b9a\u79d1\u76ee\u3001\u91d1\u984d\u3001\u7a0e\u533a\u5206\u3001\u6458\u8981\u304c"
          "\u542b\u307e\u308c\u307e\u3059\u3002",
          {"start_date": date("\u958b\u59cb\u65e5\u3002"), "end_date": date("\u7d42\u4e86\u65e5\u3002")},
          ["start_date", "end_date"], ann=RO),
        T("get_trial_balance",
          "\u6307\u5b9a\u65e5\u6642\u70b9\u306e\u6b8b\u9ad8\u8a66\u7b97\u8868\u3092\u52d8\u5b9a\u79d1\u76ee\u3054\u3068\u306b\u8fd4\u3057\u307e\u3059\u3002",
          {"as_of": date("\u57fa\u6e96\u65e5\u3002")}, ["as_of"], ann=RO),
    ]


def _id():
    return [
        T("list_invoices",
          "Menampilkan daftar faktur penjualan dan pembelian dalam periode tertentu beserta nomor, tanggal, nama "
          "pelanggan atau pemasok, DPP, dan PPN.",
          {"dari": date("Awal periode."), "sampai": date("Akhir periode.")}, ["dari", "sampai"], ann=RO),
        T("get_cash_position",
          "Menampilkan saldo kas dan bank per tanggal tertentu, dikelompokkan per rekening.",
          {"per_tanggal": date("Tanggal posisi saldo.")}, ["per_tanggal"], ann=RO),
    ]


def _sw():
    return [
        T("list_invoices",
          "Huorodhesha ankara za mauzo na manunuzi za kipindi fulani pamoja na namba, tarehe, jina la mteja au "
          "msambazaji, kiasi na VAT.",
          {"kuanzia": date("Mwanzo wa kipindi."), "hadi": date("Mwisho wa kipindi.")}, ["kuanzia", "hadi"], ann=RO),
        T("get_mpesa_statement",
          "Hurudisha taarifa ya miamala ya M-Pesa ya biashara (Paybill au Till) kwa kipindi fulani.",
          {"shortcode": P("string", "Namba ya Paybill au Till."),
           "kuanzia": date("Mwanzo wa kipindi."), "hadi": date("Mwisho wa kipindi.")},
          ["shortcode", "kuanzia"], ann=RO),
    ]


PACKS = {"fr": _fr, "de": _de, "pl": _pl, "cs": _cs, "ro": _ro, "uk": _uk, "ar": _ar, "fa": _fa,
         "hi": _hi, "bn": _bn, "ja": _ja, "id": _id, "sw": _sw}

VENDOR = {"fr": "comptaflow-mcp", "de": "buchwerk-mcp", "pl": "ksiegowy-mcp", "cs": "ucetka-mcp",
          "ro": "contabilo-mcp", "uk": "buhoblik-mcp", "ar": "muhasib-mcp", "fa": "hesabyar-mcp",
          "hi": "bahikhata-mcp", "bn": "hisabkhata-mcp", "ja": "kaikei-cloud-mcp", "id": "bukukas-mcp",
          "sw": "hesabu-mcp"}
