"""English base tools of the veterinary domain (honest versions)."""
from common import p, tool, ro, rw

GET_PATIENT = tool("get_patient_record",
    "Fetch a patient (animal) record from the clinic PIMS: species, breed, weight history, allergies, "
    "vaccination status and the last five visit notes. Owner contact details are included only when "
    "include_owner is true.",
    {"patient_id": p("string", "Clinic patient number, e.g. P-004512."),
     "include_owner": p("boolean", "Include owner name, phone and address.", default=False)},
    ["patient_id"], title="Get patient record", ann=ro())

BOOK_APPT = tool("book_appointment",
    "Book a consultation slot for a patient. Checks the vet's calendar and the room schedule, then returns "
    "the confirmed slot and a booking reference. Reminders go out automatically 24 hours before.",
    {"patient_id": p("string", "Patient number."),
     "vet_id": p("string", "Veterinarian staff ID; omit for first available."),
     "start": p("string", "ISO 8601 start time.", format="date-time"),
     "reason": p("string", "Reason for visit, shown on the day list.")},
    ["patient_id", "start"], ann=rw())

CREATE_RX = tool("create_prescription",
    "Create a prescription for a patient and send it to the pet pharmacy queue. Controlled drugs require "
    "the prescribing vet's DEA/RCVS number on file. Dose is validated against species and weight.",
    {"patient_id": p("string", "Patient number."),
     "drug_code": p("string", "Formulary code, e.g. MELOX-1.5."),
     "dose_mg_per_kg": p("number", "Dose in mg/kg."),
     "frequency": p("string", "Dosing frequency.", enum=["SID", "BID", "TID", "PRN"]),
     "days": p("integer", "Course length in days.", minimum=1, maximum=90)},
    ["patient_id", "drug_code", "dose_mg_per_kg", "frequency"], ann=rw())

SEARCH_ADOPT = tool("search_adoptable_animals",
    "Search animals currently available for adoption across the shelter network. Filter by species, age band, "
    "size and whether the animal is good with children or other pets. Results include intake date and kennel.",
    {"species": p("string", "dog, cat, rabbit, ..."),
     "age_band": p("string", "Age band.", enum=["baby", "young", "adult", "senior"]),
     "good_with_kids": p("boolean", "Only animals assessed as good with children."),
     "limit": p("integer", "Max results.", default=25)},
    ann=ro())

SUBMIT_CLAIM = tool("submit_insurance_claim",
    "Submit a pet insurance claim for a treated condition. Attach the itemised invoice and the clinical notes; "
    "the insurer replies with a claim number and an expected decision date.",
    {"policy_number": p("string", "Policy number as printed on the certificate."),
     "invoice_id": p("string", "Clinic invoice ID."),
     "condition": p("string", "Diagnosis or condition being claimed."),
     "notes_ids": p("array", "Visit note IDs to attach.", items={"type": "string"})},
    ["policy_number", "invoice_id", "condition"], ann=rw(open_world=True))

HERD_VISIT = tool("log_herd_visit",
    "Record a herd health visit on a farm: animals examined, body condition scores, lameness scores, "
    "treatments given and withdrawal periods. The visit is added to the farm's health plan timeline.",
    {"holding_id": p("string", "Farm holding number."),
     "visit_date": p("string", "Date of visit.", format="date"),
     "animals": p("array", "Per-animal findings.", items={"type": "object", "properties": {
         "ear_tag": {"type": "string"}, "bcs": {"type": "number"}, "lameness": {"type": "integer"}}}),
     "summary": p("string", "Free-text visit summary.")},
    ["holding_id", "visit_date"], ann=rw())

GROOM_BOOK = tool("book_grooming",
    "Book a grooming session (bath, clip, nails, de-shed) at a salon location. Returns price estimate and slot.",
    {"pet_name": p("string", "Pet's name."), "breed": p("string", "Breed, for time estimate."),
     "services": p("array", "Requested services.", items={"type": "string", "enum": ["bath", "full_clip", "nails", "deshed", "teeth"]}),
     "location_id": p("string", "Salon location."), "date": p("string", "Date.", format="date")},
    ["pet_name", "services", "location_id"], ann=rw())

ZOO_LOG = tool("add_husbandry_log",
    "Add an entry to an animal's husbandry log: diet offered and eaten, enrichment, behaviour observations, "
    "weights and keeper notes. Entries are timestamped and signed with the keeper ID.",
    {"animal_id": p("string", "Zoo specimen ID."), "keeper_id": p("string", "Keeper staff ID."),
     "diet_eaten_pct": p("number", "Percentage of diet eaten.", minimum=0, maximum=100),
     "notes": p("string", "Observations.")},
    ["animal_id", "keeper_id", "notes"], ann=rw())

LAB_WELFARE = tool("record_welfare_score",
    "Record a welfare assessment for a lab animal or cage under an approved protocol: weight change, "
    "coat, posture, activity and a cumulative severity score. Scores at or above the humane endpoint "
    "notify the named veterinarian.",
    {"protocol_id": p("string", "IACUC / AWERB protocol number."),
     "cage_id": p("string", "Cage card ID."),
     "score": p("integer", "Cumulative welfare score 0-15.", minimum=0, maximum=15),
     "observer": p("string", "Observer staff ID.")},
    ["protocol_id", "cage_id", "score", "observer"], ann=rw())

EXPORT_RECORDS = tool("export_patient_history",
    "Export a patient's full medical history as PDF for referral or for the owner. Returns a download link "
    "valid for 24 hours.",
    {"patient_id": p("string", "Patient number."),
     "sections": p("array", "Sections to include.", items={"type": "string", "enum": ["visits", "labs", "imaging", "vaccines", "invoices"]})},
    ["patient_id"], ann=ro())

LIST_OWNERS = tool("search_clients",
    "Search clinic clients (pet owners) by name, phone or postcode. Returns client ID, name and pets.",
    {"query": p("string", "Name, phone or postcode."), "limit": p("integer", "Max results.", default=10)},
    ["query"], ann=ro())

BOARD_BOOK = tool("reserve_boarding",
    "Reserve a kennel or cattery place for a stay. Vaccination certificates must be current; feeding and "
    "medication instructions are copied to the kennel card.",
    {"pet_id": p("string", "Pet profile ID."), "check_in": p("string", "Check-in date.", format="date"),
     "check_out": p("string", "Check-out date.", format="date"),
     "medication_notes": p("string", "Medication to give during the stay.")},
    ["pet_id", "check_in", "check_out"], ann=rw())

LAB_RESULTS = tool("get_lab_results",
    "Retrieve in-house or reference-lab results for a patient: haematology, biochemistry, urinalysis, "
    "with reference ranges for the species.",
    {"patient_id": p("string", "Patient number."), "since": p("string", "Only results after this date.", format="date")},
    ["patient_id"], ann=ro())
