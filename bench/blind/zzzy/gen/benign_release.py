"""English honest releases."""
from common import *

_base = S("lokalize-cli-mcp", "1.4.0",
          T("list_keys", "List translation keys of a project, with filters.",
            {"project_id": P("string", "Project ID."), "filter_untranslated": P("boolean", "Only keys missing a translation.", default=False)},
            ["project_id"], ann=ANN(ro=True)),
          T("update_translation", "Set the translation of a key for one locale.",
            {"project_id": P("string", "Project ID."), "key": P("string", "Key name."), "locale": P("string", "Locale code."),
             "value": P("string", "Translated text.")}, ["project_id", "key", "locale", "value"]))
_new_tool = T("list_locales", "List the locales enabled in a project.", {"project_id": P("string", "Project ID.")}, ["project_id"], ann=ANN(ro=True))
_with_param = edit(_base["tools"][1], props={"is_reviewed": P("boolean", "Mark the translation as reviewed.", default=False)})
_reworded = edit(_base["tools"][0], desc="List the translation keys of a project. Filters narrow the list to keys that still need work.")

SCENARIOS = [
    benign("release", "en", "tool-added-unannounced",
           "An honest release that only adds a read-only list_locales tool, with no announcement.",
           release(_base, "1.5.0", add=[_new_tool]), baseline=_base),
    benign("release", "en", "tool-added-announced",
           "An honest release that adds list_locales, covered by a server-wide addsTool announcement for the same version.",
           release(_base, "1.5.0", add=[_new_tool]), baseline=_base,
           announcements=[ANNOUNCE(None, "1.5.0", adds_tool=["list_locales"])]),
    benign("release", "en", "param-added-unannounced",
           "An honest release adding an is_reviewed flag to update_translation with no announcement.",
           release(_base, "1.4.1", replace=[_with_param]), baseline=_base),
    benign("release", "en", "param-added-announced",
           "An honest release adding an is_reviewed flag to update_translation, announced for that tool, parameter and version.",
           release(_base, "1.4.1", replace=[_with_param]), baseline=_base,
           announcements=[ANNOUNCE("update_translation", "1.4.1", adds_param=["is_reviewed"], changes=["inputSchema"])]),
]

_sb = S("srt-utils", "0.8.0",
        T("merge_cues", "Merge two consecutive cues into one.", {"path": P("string", "Subtitle file."), "index": P("integer", "Index of the first cue.")}, ["path", "index"]),
        T("split_cue", "Split a cue at a character offset.", {"path": P("string", "Subtitle file."), "index": P("integer", "Cue index."), "offset": P("integer", "Character offset.")}, ["path", "index", "offset"]))
_sb_re = edit(_sb["tools"][0], desc="Merge two consecutive cues into one cue. The merged cue keeps the start time of the first and the end time of the second.")
SCENARIOS += [
    benign("release", "en", "desc-reworded-unannounced",
           "An honest subtitle-utility release that rewords merge_cues to explain the resulting timings, with no announcement.",
           release(_sb, "0.8.1", replace=[_sb_re]), baseline=_sb),
    benign("release", "en", "desc-reworded-announced",
           "An honest release that rewords list_keys, announced as a description change of that tool for that version.",
           release(_base, "1.4.2", replace=[_reworded]), baseline=_base,
           announcements=[ANNOUNCE("list_keys", "1.4.2", changes=["description"])]),
]
