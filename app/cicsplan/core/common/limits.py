"""The limits of what cicsplan takes: file sizes, rows, columns and text lengths, the same for opening, saving,
importing and editing.

Each limit is far beyond what a real site plans with, so a planner never meets one in earnest; they exist so
that a damaged or hostile file is refused with a sentence instead of exhausting memory, and so that cicsplan
never writes a file it would refuse to open again. They are stated in docs/plan-format.md ("Limits"). Read
them as ``limits.NAME`` at the moment of checking, so a test may lower one.
"""

from __future__ import annotations

from cicsplan.core.common.userfiles import MB

# files
MAX_PLAN_BYTES = 64 * MB  # 200,000 to 500,000 workload rows as JSON; saved and opened alike
MAX_MODEL_BYTES = 4 * MB  # a custom model file, loaded at every start; written and read alike
MAX_TABLE_BYTES = 64 * MB  # a calibration or capacity table (CSV, text, xlsx) to import
MAX_RMF_BYTES = 128 * MB  # an RMF Postprocessor report (XML or text): a day of Workload Activity intervals
MAX_WORKBOOK_UNPACKED_BYTES = 256 * MB  # an xlsx is a zip: what its parts unpack to, checked before reading

# a plan
MAX_SCENARIOS = 1_000  # scenarios in one plan
MAX_WORKLOADS = 10_000  # workload rows per scenario (a recalculation of 10,000 takes about 45 ms)
MAX_REGION_GROUPS = 10_000  # region groups per scenario
MAX_PARTITIONS = 1_000  # other LPARs of the machine per scenario (IBM Z runs at most 85)
MAX_VARIABLES = 10_000  # variables (and assumption overrides) per plan or scenario
MAX_NAME_CHARS = 1_000  # the name of the plan, a scenario, a workload, a region group or a variable
MAX_TEXT_CHARS = 1_000_000  # any other text: notes (a long book's worth), formulas, other text cells

# imported tables
# rows of a calibration table (measured intervals): about 170 bytes each in the model file it makes, which stays
# within MAX_MODEL_BYTES and is fitted in about two seconds at this many
MAX_CALIBRATION_ROWS = 10_000
MAX_CAPACITY_ROWS = 100_000  # rows of a capacity table (machine type, n-way), kept in the plan
MAX_TABLE_COLUMNS = 1_000  # columns of a calibration table
MAX_FIELD_CHARS = 10_000  # characters in one field of an imported table

# Excel workbooks brought in (workloads to import, measurements to calibrate from): openpyxl reads every shared
# string and every style before the first cell, so these are counted first, streaming, and a workbook beyond
# them is refused before memory grows (a 0.5 MB part can unpack to millions of strings or styles, gigabytes in
# memory); the cells of a sheet are read up to the last cell each row holds, never up to the size it declares
MAX_WORKBOOK_STRINGS = 200_000  # shared strings (Excel keeps each distinct text of the workbook once)
MAX_WORKBOOK_STRING_CHARS = 50_000_000  # characters in all shared strings together
MAX_WORKBOOK_STYLE_ELEMENTS = 250_000  # elements of the styles part (Excel allows 64,000 cell formats)
MAX_WORKBOOK_CELLS = 2_000_000  # cells read from one sheet: rows, and each row's cells up to its last one
