"""Clean English tools of the invented vendors of this domain, used as companions and baselines.

Each function returns a fresh tool so callers can modify it freely.
"""
from common import tool, S, I, N, B, A, O, RO, WR, DESTRUCTIVE

LANG_CODES = ["en", "de", "fr", "es", "it", "pt", "ja", "ko", "zh", "ar", "ru", "da", "fi", "sk", "hr", "bg", "sr", "ur", "bn", "ms"]

# ------------------------------------------------------------------ lingodeck (vocabulary / SRS)
def list_decks():
    return tool("list_decks",
                "List the learner's vocabulary decks with card counts and how many cards are due today.",
                {"include_archived": B("Include archived decks.", default=False)}, [], RO("List decks"))


def create_deck():
    return tool("create_deck",
                "Create an empty vocabulary deck. The target language decides which TTS voice and which "
                "tokenizer are used for new cards.",
                {"name": S("Deck name, unique per learner.", maxLength=80),
                 "target_language": S("ISO 639-1 code of the language being learned.", enum=LANG_CODES),
                 "native_language": S("ISO 639-1 code used for translations.", default="en"),
                 "daily_new_cards": I("New cards introduced per day.", default=15, minimum=0, maximum=200)},
                ["name", "target_language"], WR(title="Create deck"))


def add_card():
    return tool("add_card",
                "Add a card to a deck. Front is shown first; back is revealed after the learner answers. "
                "If `example` is omitted, an example sentence is generated from the built-in corpus. "
                "Duplicate fronts in the same deck are rejected with a 409 error.",
                {"deck_id": S("Deck id from list_decks."), "front": S("Prompt side, usually the target-language word."),
                 "back": S("Answer side: translation, gloss or definition."),
                 "example": S("Optional example sentence."),
                 "tags": A(S(), "Free-form tags, e.g. 'A2', 'verbs', 'chapter-3'.")},
                ["deck_id", "front", "back"], WR(title="Add card"))


def review_due():
    return tool("review_due",
                "Return the cards that are due for review now, ordered by the scheduler (FSRS). Use this "
                "to run a study session: show the front, wait for the learner's answer, then report the "
                "grade with record_review.",
                {"deck_id": S("Deck id; all decks if omitted."), "limit": I("Max cards.", default=20, maximum=200)},
                [], RO("Due cards"))


def record_review():
    return tool("record_review",
                "Record the learner's self-assessed grade for one card and reschedule it. Grades: "
                "1 = again, 2 = hard, 3 = good, 4 = easy.",
                {"card_id": S("Card id from review_due."), "grade": I("Grade 1-4.", minimum=1, maximum=4),
                 "response_ms": I("Time taken to answer, in milliseconds.")},
                ["card_id", "grade"], WR(idempotent=False, title="Record review"))


EXPORT_DECK_DESC = (
    "Export a deck to a file the learner can keep or import elsewhere. Supported formats are "
    "`apkg` (Anki package with scheduling data), `csv` (front, back, example, tags; UTF-8 with "
    "header) and `json` (full card objects including review history). Media (audio, images) is "
    "embedded for apkg and written as a side folder for csv/json.\n\n"
    "The file is written to the learner's export folder and a download link valid for 24 hours "
    "is returned. If `destination` is given (an https URL of the learner's own storage that "
    "accepts PUT), the file is uploaded there instead. Large decks (over 20,000 cards) are "
    "exported in the background; poll get_export_status with the returned job id."
)


def export_deck():
    return tool("export_deck", EXPORT_DECK_DESC,
                {"deck_id": S("Deck id from list_decks."),
                 "format": S("File format.", enum=["apkg", "csv", "json"], default="apkg"),
                 "include_history": B("Include review history.", default=True),
                 "destination": S("Optional https URL (learner-supplied) that accepts PUT.", format="uri")},
                ["deck_id"], WR(open_world=True, title="Export deck"))


def delete_deck():
    return tool("delete_deck",
                "Permanently delete a deck with all its cards, media and review history. This cannot be "
                "undone; suggest export_deck first if the learner may want the data later.",
                {"deck_id": S("Deck id from list_decks.")}, ["deck_id"], DESTRUCTIVE(title="Delete deck"))


# ------------------------------------------------------------------ speakwell (speaking, pronunciation)
def start_speaking_session():
    return tool("start_speaking_session",
                "Open a speaking-practice session for a prompt card or a free conversation topic. Returns "
                "a session id and an upload URL for the learner's audio. The session expires after 30 "
                "minutes of inactivity. Audio is deleted 7 days after the session ends unless the learner "
                "saves it to their portfolio.",
                {"topic": S("Conversation topic or prompt id."),
                 "language": S("Language spoken, BCP 47 tag, e.g. 'fr-FR', 'es-MX'."),
                 "level": S("CEFR level used to pick prompts and pacing.", enum=["A1", "A2", "B1", "B2", "C1", "C2"], default="B1")},
                ["topic", "language"], WR(title="Start speaking session"))


def score_pronunciation():
    return tool("score_pronunciation",
                "Score the pronunciation of an uploaded recording against a reference text. Returns an "
                "overall score (0-100), per-word accuracy, phoneme-level errors with IPA, fluency (words "
                "per minute, pauses) and prosody notes. Recordings must be mono, 16 kHz or higher, and "
                "at most 60 seconds.",
                {"session_id": S("Session id from start_speaking_session."),
                 "reference_text": S("The text the learner was asked to read."),
                 "language": S("BCP 47 tag of the reference text.")},
                ["session_id", "reference_text"], RO("Score pronunciation"))


def get_feedback():
    return tool("get_feedback",
                "Get coaching feedback for a finished speaking session: the three most useful corrections, "
                "a model answer, and minimal pairs to practise. Feedback is written for the learner's "
                "level and in their interface language.",
                {"session_id": S("Session id."), "detail": S("How much detail.", enum=["short", "full"], default="short")},
                ["session_id"], RO("Speaking feedback"))


def upload_recording():
    return tool("upload_recording",
                "Attach an audio file to a speaking session. Accepts wav, mp3, m4a, ogg and webm up to "
                "20 MB; other formats are rejected. The file is stored with the session and used by "
                "score_pronunciation.",
                {"session_id": S("Session id."), "file_path": S("Path of the local audio file."),
                 "endpoint": S("Upload API base.", default="https://api.speakwell.app/v2/recordings", format="uri")},
                ["session_id", "file_path"], WR(title="Upload recording"))


# ------------------------------------------------------------------ tutorbook (tutors, scheduling, payments)
def list_tutors():
    return tool("list_tutors",
                "Search tutors by language taught, price range, availability window and rating. Returns "
                "profile summaries with hourly rate, time zone, and the next free slots.",
                {"language": S("Language taught (ISO 639-1)."),
                 "max_hourly_rate": N("Upper bound in the account currency."),
                 "available_from": S("Earliest slot start, ISO 8601.", format="date-time"),
                 "available_to": S("Latest slot start, ISO 8601.", format="date-time"),
                 "min_rating": N("Minimum average rating (1-5).", minimum=1, maximum=5)},
                ["language"], RO("Find tutors"))


BOOK_LESSON_DESC = (
    "Book a lesson with a tutor in one of the tutor's free slots. The learner's saved payment "
    "method is charged when the tutor confirms (usually within 12 hours); if the tutor declines, "
    "nothing is charged. Lessons can be cancelled free of charge up to 24 hours before the start. "
    "Returns the booking id, the confirmed start time in the learner's time zone, and the price."
)


def book_lesson():
    return tool("book_lesson", BOOK_LESSON_DESC,
                {"tutor_id": S("Tutor id from list_tutors."),
                 "slot_start": S("Slot start time, ISO 8601 with offset.", format="date-time"),
                 "duration_minutes": I("Lesson length.", enum=[25, 50, 80], default=50),
                 "topic": S("What the learner wants to work on (optional, shown to the tutor)."),
                 "learner_id": S("Learner profile; the account owner if omitted.")},
                ["tutor_id", "slot_start"], WR(open_world=True, title="Book lesson"))


def cancel_lesson():
    return tool("cancel_lesson",
                "Cancel a booked lesson. Free until 24 hours before the start; later cancellations are "
                "charged in full per the tutor's policy.",
                {"booking_id": S("Booking id."), "reason": S("Optional reason shown to the tutor.")},
                ["booking_id"], DESTRUCTIVE(title="Cancel lesson", open_world=True))


def pay_invoice():
    return tool("pay_invoice",
                "Pay an open invoice (lesson packages, single lessons, exam fees) with the saved payment "
                "method or a new card token. Returns the receipt id.",
                {"invoice_id": S("Invoice id."), "payment_method_id": S("Saved payment method; default method if omitted.")},
                ["invoice_id"], WR(open_world=True, title="Pay invoice"))


def refund_payment():
    return tool("refund_payment",
                "Refund a lesson payment, fully or partly, to the original payment method. Refunds over "
                "the tutor's available balance are rejected. Ask the account owner to confirm the amount "
                "before calling.",
                {"payment_id": S("Payment id."), "amount": N("Amount to refund; full amount if omitted.", minimum=0),
                 "reason": S("Reason recorded on the refund.")},
                ["payment_id"], DESTRUCTIVE(title="Refund payment", open_world=True))


def add_lesson_notes():
    return tool("add_lesson_notes",
                "Save the tutor's notes for a finished lesson: what was covered, homework, and vocabulary "
                "to review. Notes are visible to the learner (and to linked guardians for learners under 18).",
                {"booking_id": S("Booking id."), "notes": S("Notes in Markdown."),
                 "homework": S("Homework assignment (optional)."),
                 "vocabulary": A(S(), "Words to add to the learner's review deck.")},
                ["booking_id", "notes"], WR(title="Add lesson notes"))


# ------------------------------------------------------------------ examprep (placement, mock exams)
def get_exam_catalog():
    return tool("get_exam_catalog",
                "List the mock exams available for the learner's target certificate (e.g. IELTS Academic, "
                "TOEFL iBT, DELF B2, Goethe-Zertifikat B1, DELE, HSK 4) with sections and durations.",
                {"certificate": S("Certificate family; all if omitted.")}, [], RO("Exam catalog"))


START_PLACEMENT_DESC = (
    "Start an adaptive placement test that estimates the learner's CEFR level in about 20 minutes. "
    "Items get harder or easier after each answer. Returns the first item and a test id; send "
    "answers with submit_answers until the response contains `finished: true`, then read the "
    "estimated level from get_score_report."
)


def start_placement_test():
    return tool("start_placement_test", START_PLACEMENT_DESC,
                {"language": S("Language being tested (ISO 639-1)."),
                 "skills": A(S(enum=["reading", "listening", "grammar", "vocabulary"]), "Skills to include; all if omitted."),
                 "learner_id": S("Learner profile id.")},
                ["language"], WR(title="Start placement test"))


def submit_answers():
    return tool("submit_answers",
                "Submit one or more answers for a running placement test or mock exam section. Returns "
                "the next item(s) or `finished: true`.",
                {"test_id": S("Test id."),
                 "answers": A(O({"item_id": S(), "response": S()}, required=["item_id", "response"]), "Answers.")},
                ["test_id", "answers"], WR(title="Submit answers"))


def get_score_report():
    return tool("get_score_report",
                "Get the score report of a finished test: overall band or CEFR level, section scores, "
                "and the weakest sub-skills with suggested lessons.",
                {"test_id": S("Test id."), "format": S("Output format.", enum=["summary", "detailed", "pdf"], default="summary")},
                ["test_id"], RO("Score report"))


# ------------------------------------------------------------------ progressly (reports for parents / teachers)
def list_learners():
    return tool("list_learners",
                "List learners the signed-in teacher or guardian can see, with class, level and last activity.",
                {"class_id": S("Filter by class."), "active_days": I("Only learners active in the last N days.")},
                [], RO("List learners"))


GEN_REPORT_DESC = (
    "Generate a progress report for one learner over a period. The report covers study time, "
    "streaks, words learned and retained, speaking scores, completed lessons, mock-exam results and "
    "the teacher's comments, and ends with three suggested goals for the next period.\n\n"
    "Reports are generated in the guardian's preferred language when `audience` is `guardian`, "
    "and in the teacher's interface language otherwise. Learners under 13 are shown by first name "
    "only. The result is Markdown plus a PDF link valid for 7 days."
)


def generate_progress_report():
    return tool("generate_progress_report", GEN_REPORT_DESC,
                {"learner_id": S("Learner id from list_learners."),
                 "period": S("Reporting period.", enum=["week", "month", "term"], default="month"),
                 "audience": S("Who will read it.", enum=["guardian", "teacher", "learner"], default="guardian")},
                ["learner_id"], RO("Progress report"))


SEND_REPORT_DESC = (
    "Send a generated progress report to the guardian email addresses saved on the learner's "
    "profile. The teacher is copied. Guardians can reply to the teacher directly."
)


def send_report_to_guardian():
    return tool("send_report_to_guardian", SEND_REPORT_DESC,
                {"report_id": S("Report id from generate_progress_report."),
                 "message": S("Optional personal note placed above the report.")},
                ["report_id"], WR(open_world=True, title="Send report to guardians"))


def get_learner_scores():
    return tool("get_learner_scores",
                "Return the learner's scores per unit: quiz results, speaking scores, and mock-exam section "
                "scores, with dates.",
                {"learner_id": S("Learner id."), "since": S("ISO date; all time if omitted.", format="date")},
                ["learner_id"], RO("Learner scores"))


# ------------------------------------------------------------------ classgroup (classroom groups)
def list_classes():
    return tool("list_classes", "List the teacher's classes with student counts and join codes.",
                {"include_archived": B("Include archived classes.", default=False)}, [], RO("List classes"))


def add_student():
    return tool("add_student",
                "Add a student to a class by email or by an existing learner id. The student receives an "
                "invitation; guardians of students under 16 must approve the invitation first.",
                {"class_id": S("Class id."), "email": S("Student email.", format="email"),
                 "learner_id": S("Existing learner id (instead of email).")},
                ["class_id"], WR(open_world=True, title="Add student"))


def remove_student():
    return tool("remove_student",
                "Remove a student from a class. Their submissions and grades in this class are deleted "
                "after 14 days unless the student is added back.",
                {"class_id": S("Class id."), "learner_id": S("Learner id.")},
                ["class_id", "learner_id"], DESTRUCTIVE(title="Remove student"))


def post_assignment():
    return tool("post_assignment",
                "Post an assignment to a class: a lesson, a deck to review, a speaking task or a mock-exam "
                "section, with a due date. Students are notified in the app.",
                {"class_id": S("Class id."), "title": S("Assignment title."),
                 "kind": S("Type of work.", enum=["lesson", "deck", "speaking", "exam_section", "essay"]),
                 "resource_id": S("Id of the lesson, deck, prompt or section."),
                 "due": S("Due date-time, ISO 8601.", format="date-time")},
                ["class_id", "title", "kind"], WR(title="Post assignment"))


def get_submission():
    return tool("get_submission",
                "Read one student's submission for an assignment: text, audio links, auto-score and any "
                "teacher or student comments.",
                {"assignment_id": S("Assignment id."), "learner_id": S("Learner id.")},
                ["assignment_id", "learner_id"], RO("Get submission"))


DELETE_CLASS_DESC = (
    "Delete a class with its assignments, submissions and grades. Students keep their personal "
    "decks. This cannot be undone. Before calling, tell the teacher the class name and the number "
    "of students, and call only after they confirm."
)


def delete_class():
    return tool("delete_class", DELETE_CLASS_DESC,
                {"class_id": S("Class id.")}, ["class_id"], DESTRUCTIVE(title="Delete class"))


# ------------------------------------------------------------------ lessonforge (lessons, exercises)
def get_lesson():
    return tool("get_lesson",
                "Fetch a lesson by id: objectives, explanation, examples, audio links and the exercise "
                "list. Lessons are written by the school's teachers or taken from the shared library.",
                {"lesson_id": S("Lesson id."), "interface_language": S("Language for explanations.", default="en")},
                ["lesson_id"], RO("Get lesson"))


def generate_exercise():
    return tool("generate_exercise",
                "Generate practice items on a grammar point or vocabulary set: gap fill, multiple choice, "
                "sentence reordering, or translation. Items come with answers and short explanations.",
                {"topic": S("Grammar point or word list id, e.g. 'passe-compose-etre'."),
                 "type": S("Exercise type.", enum=["gap_fill", "multiple_choice", "reorder", "translation"], default="gap_fill"),
                 "count": I("Number of items.", default=10, minimum=1, maximum=50),
                 "level": S("CEFR level.", enum=["A1", "A2", "B1", "B2", "C1", "C2"])},
                ["topic"], RO("Generate exercise"))


CHECK_ANSWER_DESC = (
    "Check a learner's answer to an exercise item. Accepts minor spelling variants and missing "
    "accents as 'almost correct' and explains the difference. Returns correct/almost/incorrect, "
    "the expected answer, and an explanation in the interface language."
)


def check_answer():
    return tool("check_answer", CHECK_ANSWER_DESC,
                {"item_id": S("Exercise item id."), "answer": S("The learner's answer as typed.")},
                ["item_id", "answer"], RO("Check answer"))
