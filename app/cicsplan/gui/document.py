"""The open plan: the one place that edits it, keeps undo history, recomputes and tells views.

Every edit goes through a method here, becomes one undoable command, and is followed by a
recalculation with the core engine, so views only ever display, never compute.
"""

from __future__ import annotations

import copy
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from cicsplan.core.analysis.ranges import Ranges, RangesCancelled, compute_ranges
from cicsplan.core.catalog.catalog import Catalog
from cicsplan.core.common import limits, userfiles
from cicsplan.core.common.userfiles import ChangedOnDiskError, DiskState, FileReadError
from cicsplan.core.model import plan_catalog
from cicsplan.core.model.engine import ScenarioResult, compute
from cicsplan.core.plan import bounds, edits
from cicsplan.core.plan.edits import CellRef
from cicsplan.core.plan.plan import Plan, Record, Scalar, Scenario
from cicsplan.core.plan.planio import LoadedPlan, PlanSaveError, backup_path
from cicsplan.core.plan.routing import ROUTING, routing_of
from cicsplan.core.plan.routing_text import RoutingTextError, parse_routing
from cicsplan.gui import gc_guard
from cicsplan.gui.qt_guard import qt_override, report_exception


class CalculationError(RuntimeError):
    """The engine failed on a plan (it reports bad input as issues, so this is a defect, not the user's)."""


class _Command(QUndoCommand):
    """An undoable edit made of a do and an undo function; ``kind`` tells views what moved.

    An edit is a transaction: the plan changes and is recomputed, or, when the engine fails on it, the change
    is taken back, the command leaves the undo history and the user is told. The views then still show the
    plan they describe, never figures of a plan that no longer exists."""

    def __init__(self, doc: PlanDocument, label: str, do: Callable[[], None], undo: Callable[[], None],
                 kind: str, detail: object = None, scenario: int | None = None, what: str = ""):
        super().__init__(label)
        self._doc, self._do, self._undo, self._detail = doc, do, undo, detail
        self.kind = kind  # "cell", "rows", "scenario", "plan"...: what the views refresh
        self.scenario = scenario  # the scenario it changes; None: the plan (or the scenario list itself)
        self.what = what or label  # for the status bar: "rate of CICS-A"
        self._made = False  # the first redo is the edit being made, not a Redo

    @qt_override
    def redo(self) -> None:
        self._apply(self._do, self._undo, "made" if not self._made else "redone")
        self._made = True

    @qt_override
    def undo(self) -> None:
        self._apply(self._undo, self._do, "undone")

    def _apply(self, forward: Callable[[], None], back: Callable[[], None], done: str) -> None:
        forward()
        try:
            self._doc._after_edit(self.kind, self._detail, self.scenario)
        except CalculationError as exc:
            back()  # the plan its current result describes
            self.setObsolete(True)  # QUndoStack drops it: redoing it would fail the same way
            failure = CalculationError(f"the edit '{self.text()}' was not {done} because the plan could not be "
                                       f"calculated with it ({exc})")
            failure.__cause__ = exc.__cause__
            report_exception(failure)
            return
        if done != "made":
            self._doc.replayed.emit(self._doc.replay_text(self, done), self._cells())

    def _cells(self) -> list[CellRef]:
        """The cells the edit changed, for the views to show; none for rows, scenarios and plan settings."""
        if isinstance(self._detail, CellRef):
            return [self._detail]
        if isinstance(self._detail, list):
            return [ref for ref in self._detail if isinstance(ref, CellRef)]
        return []


class PlanDocument(QObject):
    # kind: "cell" (detail: CellRef), "rows" (detail: table name), "scenario", "plan"
    edited = Signal(str, object)
    recomputed = Signal()
    scenario_switched = Signal()
    path_changed = Signal()
    modified_changed = Signal(bool)
    ranges_ready = Signal()  # the ranges of the current result are computed (see request_ranges)
    refused = Signal(str)  # an edit was not made: it would pass a limit (core.common.limits); the text says which
    # an Undo or Redo was applied: what it did ("Undid: rate of CICS-A in scenario 'after'") and the cells it
    # changed (list of CellRef, maybe empty), after the scenario it changed became the current one
    replayed = Signal(str, object)

    def __init__(self, catalog: Catalog, plan: Plan | None = None, path: Path | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.catalog = catalog
        self.plan = plan or Plan()
        self.path = path
        self.scenario_index = 0
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)
        self._dirty_without_undo = False  # recovered or migrated plans are unsaved from the start
        self.migrated_from: int | None = None  # format version the file had, when it was converted
        # the file as this document last read or wrote it: Save refuses to replace anything else unasked
        self.disk_state: DiskState | None = None
        self.disk_state_from = "opened"  # or "saved": how the dialogs word it
        # work recovered after a crash: its file's state comes from the recovery file (None: not recorded, so
        # a save over the file asks first)
        self.recovered = False
        self.result: ScenarioResult = self._compute()
        self._ranges: tuple[ScenarioResult, Ranges] | None = None
        self._ranges_jobs: list[tuple[ScenarioResult, threading.Event]] = []  # running workers
        self._ranges_inbox: queue.SimpleQueue = queue.SimpleQueue()  # (result, ranges or None) from workers
        self._ranges_poll = QTimer(self)
        self._ranges_poll.setInterval(40)
        self._ranges_poll.timeout.connect(self._collect_ranges)
        self.recomputed.connect(self._cancel_ranges)

    @classmethod
    def from_loaded(cls, catalog: Catalog, loaded: LoadedPlan, parent: QObject | None = None) -> PlanDocument:
        doc = cls(catalog, loaded.plan, loaded.path, parent)
        doc.disk_state = loaded.disk_state
        if loaded.migrated_from is not None:
            doc.migrated_from = loaded.migrated_from
            doc.mark_modified()
        return doc

    # ----------------------------------------------------------------------------------------
    # state

    def _clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    @property
    def scenario(self) -> Scenario:
        return self.plan.scenarios[self.scenario_index]

    @property
    def modified(self) -> bool:
        return self._dirty_without_undo or not self.undo_stack.isClean()

    def mark_modified(self) -> None:
        self._dirty_without_undo = True
        self.modified_changed.emit(True)

    @property
    def display_name(self) -> str:
        return self.path.name if self.path else "Untitled"

    def switch_scenario(self, index: int) -> None:
        if 0 <= index < len(self.plan.scenarios) and index != self.scenario_index:
            previous, self.scenario_index = self.scenario_index, index
            try:
                self.recompute()
            except CalculationError:
                self.scenario_index = previous  # the views keep showing the scenario they describe
                raise
            self.scenario_switched.emit()

    def ranges(self) -> Ranges:
        """Ranges from assumptions of the current result, computed now if they are not yet (blocks)."""
        cached = self.cached_ranges()
        if cached is None:
            self._ranges = (self.result, compute_ranges(self.result, self.catalog))
            cached = self._ranges[1]
        return cached

    def cached_ranges(self) -> Ranges | None:
        """The ranges of the current result if they are computed, else None (see request_ranges)."""
        if self._ranges is not None and self._ranges[0] is self.result:
            return self._ranges[1]
        return None

    def request_ranges(self) -> None:
        """Compute the ranges of the current result in a worker thread; ranges_ready follows.

        A Monte Carlo of a few hundred rows takes up to a second: off the GUI thread, edits stay instant
        and the sheets show the range when it arrives (numpy releases the GIL in the large array work).
        The worker touches no Qt object: it reads the result and the catalog (plain Python), stops when
        its cancel flag is set, and hands its answer over through a queue the GUI thread polls; while it
        runs, garbage is collected in the GUI thread only (gc_guard)."""
        result = self.result
        if self.cached_ranges() is not None or any(job[0] is result for job in self._ranges_jobs):
            return
        cancel = threading.Event()
        self._ranges_jobs.append((result, cancel))
        catalog, inbox = self.catalog, self._ranges_inbox

        def work() -> None:
            try:
                ranges = compute_ranges(result, catalog, cancelled=cancel.is_set)
            except RangesCancelled:
                ranges = None
            except Exception as exc:  # never lose the thread's failure: show it where the ranges go
                ranges = Ranges(samples=0, seed=0, sources=[], notes=[f"ranges could not be computed: {exc}"])
            inbox.put((result, ranges))

        gc_guard.start_worker(work, "cicsplan-ranges")
        self._ranges_poll.start()

    def _cancel_ranges(self) -> None:
        """The plan changed: running Monte Carlos of older results stop at their next batch."""
        for result, cancel in self._ranges_jobs:
            if result is not self.result:
                cancel.set()

    def _collect_ranges(self) -> None:
        while True:
            try:
                result, ranges = self._ranges_inbox.get_nowait()
            except queue.Empty:
                break
            self._ranges_jobs = [job for job in self._ranges_jobs if job[0] is not result]
            if ranges is not None and result is self.result:
                self._ranges = (result, ranges)
                self.ranges_ready.emit()
        if not self._ranges_jobs:
            self._ranges_poll.stop()

    def _compute(self) -> ScenarioResult:
        """The engine's result for the current scenario; CalculationError (naming the scenario) if it fails."""
        try:
            return compute(self.plan, self.catalog, self.scenario.name)
        except Exception as exc:
            raise CalculationError(f"scenario '{self.scenario.name}': {type(exc).__name__}: {exc}") from exc

    def recompute(self) -> None:
        self.result = self._compute()
        self.recomputed.emit()

    def _after_edit(self, kind: str, detail: object, scenario: int | None = None) -> None:
        """Recompute after a change of the plan, then tell the views; nothing is told when it fails.

        An edit of one scenario (an Undo or Redo of it, made while another is shown) shows that scenario: a
        change the user cannot see is a change they do not know was made."""
        index = min(self.scenario_index, len(self.plan.scenarios) - 1)
        if scenario is not None and 0 <= scenario < len(self.plan.scenarios):
            index = scenario
        previous, self.scenario_index = self.scenario_index, index
        try:
            self.result = self._compute()
        except CalculationError:
            self.scenario_index = previous
            raise
        if index != previous and kind != "scenario":
            self.scenario_switched.emit()
        self.edited.emit(kind, detail)
        self.recomputed.emit()

    def _push(self, label: str, do: Callable[[], None], undo: Callable[[], None], kind: str,
              detail: object = None, scenario: int | None = None, what: str = "") -> None:
        self.undo_stack.push(_Command(self, label, do, undo, kind, detail, scenario, what))

    def describe_cell(self, ref: CellRef) -> str:
        """A cell as a user names it: "rate of CICS-A", "CPs of the hardware", "regions of region group AOR"."""
        spec = edits.FIELDS.get(ref.table, {}).get(ref.key)
        label = spec.label if spec else ref.key
        label = label[:1].lower() + label[1:] if label[1:2].islower() or len(label) == 1 else label
        if ref.table == "hardware":
            return f"{label} of the hardware"
        records = getattr(self.plan.scenarios[ref.scenario], ref.table)
        name = records[ref.row].get("name") if ref.row < len(records) else None
        where = f"'{name}'" if isinstance(name, str) and name else self._where(ref.table, ref.row)
        return f"{label} of {where}" if ref.table == "workloads" else f"{label} of region group {where}"

    def replay_text(self, command: _Command, done: str) -> str:
        """The status bar's sentence for an Undo or Redo: what, and in which scenario when there are several."""
        text = f"{'Undid' if done == 'undone' else 'Redid'}: {_in_sentence(command.what)}"
        scenario = command.scenario
        if (scenario is not None and command.kind != "scenario" and len(self.plan.scenarios) > 1
                and scenario < len(self.plan.scenarios)):
            text += f" in scenario '{self.plan.scenarios[scenario].name}'"
        return text

    def _refuse(self, problem: str | None) -> bool:
        """Tell the views (refused) when an edit would pass a limit; True when it was refused."""
        if problem is None:
            return False
        self.refused.emit(f"{problem[:1].upper()}{problem[1:]}. Nothing was changed: a plan beyond cicsplan's "
                          "limits could not be opened again once saved.")
        return True

    def _where(self, table: str, row: int) -> str:
        return f"{bounds.ROW_TABLES.get(table, table)} {row + 1}"

    def _cells_problem(self, changes: list[tuple[CellRef, Scalar]]) -> str | None:
        for ref, value in changes:
            problem = bounds.cell_problem(ref.key, value, self._where(ref.table, ref.row))
            if problem is not None:
                return problem
        return None

    def _rows_problem(self, table: str, added: int) -> str | None:
        return bounds.rows_problem(table, len(getattr(self.scenario, table)) + added, self.scenario.name)

    # ----------------------------------------------------------------------------------------
    # edits

    def cell_ref(self, table: str, row: int, key: str) -> CellRef:
        return CellRef(self.scenario_index, table, row, key)

    def app_basis(self) -> tuple[str, int] | None:
        """The machine and CPs the current scenario computes on, to pin typed application CPU to (None when the
        machine cannot be used: nothing is pinned to a machine that does not compute)."""
        r = self.result.resolved
        if r.machine is None or r.scenario is not self.scenario or any(
                i.scope == "hardware" and i.field in edits.HARDWARE_BASIS_KEYS for i in self.result.errors):
            return None
        return r.machine.text, int(r.hardware["cps"])

    def _app_pins(self, changes: list[tuple[CellRef, Scalar]]) -> list[tuple[CellRef, Scalar]]:
        basis = self.app_basis()
        if basis is None:
            return []
        return edits.app_basis_pins(self.scenario, self.scenario_index, changes, *basis)

    def set_cell(self, ref: CellRef, value: Scalar, label: str | None = None) -> bool:
        """Set one input cell; returns False when nothing changed. Typed application CPU, or a new machine, also
        records where the application CPU was measured, in the same undo step (edits.app_basis_pins)."""
        if ref.key == ROUTING:  # not a field of the record: the routing's words, read into its routes
            return self.set_cells([(ref, value)], label or "Edit routing")
        new = edits.normalise_cell(ref, value)
        old = edits.get_cell(self.plan, ref)
        if new == old and type(new) is type(old):
            return False
        if self._app_pins([(ref, new)]):
            self.set_cells([(ref, new)], label or f"Edit {ref.key}")
            return True
        if self._refuse(self._cells_problem([(ref, new)])):
            return False
        self._push(label or f"Edit {ref.key}", lambda: edits.set_cell(self.plan, ref, new),
                   lambda: edits.set_cell(self.plan, ref, old), "cell", ref, ref.scenario, self.describe_cell(ref))
        return True

    def set_cells(self, changes: list[tuple[CellRef, Scalar]], label: str) -> bool:
        """Several cells as one undo step (paste, multi-row edit, clear), with the application CPU's machine pinned
        where they need it (edits.app_basis_pins). A workload's Routing cell takes the routing's words
        (core.plan.routing_text); words it cannot read refuse the whole edit with the sentence naming the cell.
        False when nothing changed."""
        routed = [(ref, v) for ref, v in changes if ref.key == ROUTING]
        changes = [(ref, v) for ref, v in changes if ref.key != ROUTING]
        changes = [*changes, *self._app_pins(changes)]
        pairs = [(ref, edits.normalise_cell(ref, v), edits.get_cell(self.plan, ref)) for ref, v in changes]
        if self._refuse(self._cells_problem(routed)):  # the words as typed, before they are read
            return False
        routes = self._routes_of(routed)
        if routes is None:
            return False
        pairs = [(ref, new, old) for ref, new, old in pairs + routes if not (new == old and type(new) is type(old))]
        if not pairs or self._refuse(self._cells_problem([(ref, new) for ref, new, _ in pairs if ref.key != ROUTING])):
            return False

        def do() -> None:
            for ref, new, _ in pairs:
                self._put_cell(ref, new)

        def undo() -> None:
            for ref, _, old in reversed(pairs):
                self._put_cell(ref, old)

        refs = [p[0] for p in pairs]
        what = self.describe_cell(refs[0]) if len(refs) == 1 else _in_sentence(label)
        self._push(label, do, undo, "cells", refs, refs[0].scenario, what)
        return True

    def _routes_of(self, changes: list[tuple[CellRef, Scalar]]) -> list[tuple[CellRef, object, object]] | None:
        """(ref, new routes, old routes) of the Routing cells typed or pasted; None (after refused) when the words of
        one do not read as routes."""
        out = []
        for ref, value in changes:
            if ref.table != "workloads":
                continue
            records = self.plan.scenarios[ref.scenario].workloads
            try:
                new = parse_routing(value if isinstance(value, str) else "" if value is None else str(value))
            except RoutingTextError as exc:
                self.refused.emit(f"Routing of {self._row_name(ref)}: {exc}. Nothing was changed.")
                return None
            old = copy.deepcopy(routing_of(records[ref.row])) if ref.row < len(records) else None
            out.append((ref, new, old))
        return out

    def _row_name(self, ref: CellRef) -> str:
        records = getattr(self.plan.scenarios[ref.scenario], ref.table)
        name = records[ref.row].get("name") if ref.row < len(records) else None
        return f"'{name}' (row {ref.row + 1})" if isinstance(name, str) and name else self._where(ref.table, ref.row)

    def _put_cell(self, ref: CellRef, value) -> None:
        if ref.key != ROUTING:
            edits.set_cell(self.plan, ref, value)
            return
        extra = getattr(self.plan.scenarios[ref.scenario], ref.table)[ref.row].extra
        if value:
            extra[ROUTING] = copy.deepcopy(value)
        else:
            extra.pop(ROUTING, None)

    def insert_records(self, table: str, row: int, records: list[Record], label: str) -> bool:
        """Insert rows as one undo step; False (after refused) when the scenario would hold too many."""
        problem = self._rows_problem(table, len(records)) or self._cells_problem(
            [(CellRef(self.scenario_index, table, row + i, key), value)
             for i, record in enumerate(records) for key, value in record.values.items()])
        if self._refuse(problem):
            return False
        scenario = self.scenario_index
        count = len(records)
        basis = self.app_basis()
        saved = [copy.deepcopy(r) for r in (edits.pin_app_basis(records, *basis) if basis else records)]
        self._push(label, lambda: edits.insert_records(self.plan, scenario, table, row, saved),
                   lambda: edits.remove_records(self.plan, scenario, table, list(range(row, row + count))),
                   "rows", table, scenario)
        return True

    def insert_and_set(self, table: str, row: int, records: list[Record], changes: list[tuple[CellRef, Scalar]],
                       label: str) -> None:
        """Add rows and fill cells as one undo step (a paste that runs past the last row)."""
        if self._refuse(self._rows_problem(table, len(records)) or self._cells_problem(changes)):
            return
        if self._routes_of([(ref, v) for ref, v in changes if ref.key == ROUTING]) is None:
            return  # refused: the words of a Routing cell do not read as routes
        self.undo_stack.beginMacro(label)
        if records:
            self.insert_records(table, row, records, label)
        self.set_cells(changes, label)
        self.undo_stack.endMacro()

    def replace_records(self, table: str, records: list[Record], label: str) -> bool:
        """Replace every row of a table (an import that replaces the workloads), as one undo step."""
        if self._refuse(bounds.rows_problem(table, len(records), self.scenario.name) or self._cells_problem(
                [(CellRef(self.scenario_index, table, i, key), value)
                 for i, record in enumerate(records) for key, value in record.values.items()])):
            return False
        self.undo_stack.beginMacro(label)
        count = len(getattr(self.scenario, table))
        if count:
            self.remove_records(table, list(range(count)), label)
        self.insert_records(table, 0, records, label)
        self.undo_stack.endMacro()
        return True

    def remove_records(self, table: str, rows: list[int], label: str) -> None:
        scenario = self.scenario_index
        removed: list[tuple[int, Record]] = []

        def do() -> None:
            removed[:] = edits.remove_records(self.plan, scenario, table, rows)

        self._push(label, do, lambda: edits.restore_records(self.plan, scenario, table, removed), "rows", table,
                   scenario)

    def move_records(self, table: str, rows: list[int], offset: int) -> list[int]:
        scenario = self.scenario_index
        chosen = sorted(set(rows))
        records = getattr(self.scenario, table)
        if not chosen or chosen[0] + offset < 0 or chosen[-1] + offset >= len(records):
            return chosen
        moved = [r + offset for r in chosen]
        self._push("Move rows", lambda: edits.move_records(self.plan, scenario, table, chosen, offset),
                   lambda: edits.move_records(self.plan, scenario, table, moved, -offset), "rows", table, scenario)
        return moved

    def reorder_records(self, table: str, order: list[int], label: str) -> None:
        """Put a table's rows in a new order (``order[k]`` is the row that goes to position k), as one undoable
        edit: "Sort the plan by this column"."""
        scenario = self.scenario_index
        records = getattr(self.scenario, table)
        if sorted(order) != list(range(len(records))):
            raise ValueError(f"not an order of the {len(records)} rows: {order[:10]}")
        inverse = [0] * len(order)
        for position, row in enumerate(order):
            inverse[row] = position

        def arrange(positions: list[int]) -> None:
            rows = getattr(self.plan.scenarios[scenario], table)
            rows[:] = [rows[k] for k in positions]

        self._push(label, lambda: arrange(order), lambda: arrange(inverse), "rows", table, scenario)

    def set_plan_attribute(self, name: str, value: object, label: str) -> None:
        old = copy.deepcopy(getattr(self.plan, name))
        if old == value or self._refuse(bounds.text_problem(value, f"the plan's {name}", bounds.text_limit(name))):
            return
        value = copy.deepcopy(value)
        self._push(label, lambda: setattr(self.plan, name, value), lambda: setattr(self.plan, name, old), "plan", name)

    def set_scenario_notes(self, notes: str, label: str) -> None:
        """Replace the current scenario's notes, as one undoable edit (undone on that scenario)."""
        index, old = self.scenario_index, self.scenario.notes
        if old == notes or self._refuse(bounds.text_problem(notes, "the scenario's notes", limits.MAX_TEXT_CHARS)):
            return
        # by index, as cell edits are: a redone New or Duplicate Scenario puts a fresh copy in the plan
        self._push(label, lambda: setattr(self.plan.scenarios[index], "notes", notes),
                   lambda: setattr(self.plan.scenarios[index], "notes", old), "plan", "scenario_notes", index)

    def set_hourly_profile(self, profile: dict | None, label: str) -> None:
        """Replace the current scenario's hourly profile (None: flat), as one undoable edit."""
        index = self.scenario_index  # the scenario edited, whichever is current when it is undone
        old, new = copy.deepcopy(self.scenario.hourly_profile), copy.deepcopy(profile)
        if old == new:
            return
        self._push(label, lambda: setattr(self.plan.scenarios[index], "hourly_profile", copy.deepcopy(new)),
                   lambda: setattr(self.plan.scenarios[index], "hourly_profile", copy.deepcopy(old)), "plan",
                   "hourly_profile", index)

    def set_routing(self, row: int, routes: list[dict] | None, label: str = "Set routing") -> None:
        """Replace a workload's routing (workloads[row].routing; None or [] removes it) as one undoable edit."""
        index = self.scenario_index  # the scenario edited, whichever is current when it is undone
        old = copy.deepcopy(routing_of(self.scenario.workloads[row]))
        new = copy.deepcopy(routes) or None
        if old == new:
            return

        ref = CellRef(index, "workloads", row, ROUTING)
        self._push(label, lambda: self._put_cell(ref, new), lambda: self._put_cell(ref, old), "plan", ROUTING, index,
                   f"routing of {self._where('workloads', row)}")

    def set_mapping(self, which: str, key: str, value: Scalar, label: str, scenario_level: bool = False) -> None:
        """Set (or with None, remove) a plan variable or an assumption override."""
        owner = self.scenario if scenario_level else self.plan
        mapping = getattr(owner, which)
        new = edits.normalise(value) if which == "variables" else value
        if key in mapping and mapping[key] == new and type(mapping[key]) is type(new):
            return
        count = len(mapping) + (key not in mapping and new is not None)
        if self._refuse(bounds.count_problem(count, which.removesuffix("s"), limits.MAX_VARIABLES, "the "
                                             + ("scenario" if scenario_level else "plan"))
                        or bounds.text_problem(key, "the name", limits.MAX_NAME_CHARS)
                        or bounds.text_problem(new, f"the value of {key[:40]}", limits.MAX_TEXT_CHARS)):
            return
        state: list = []
        index = self.scenario_index

        def target() -> dict:  # looked up when run: a redone New Scenario puts a fresh copy in the plan
            return getattr(self.plan.scenarios[index] if scenario_level else self.plan, which)

        def do() -> None:
            state[:] = edits.set_mapping_value(target(), key, new)

        self._push(label, do, lambda: edits.restore_mapping_value(target(), key, *state), "plan", which,
                   index if scenario_level else None)

    def rename_variable(self, old: str, new: str) -> None:
        mapping = self.plan.variables
        if old == new or old not in mapping:
            return
        if new in mapping:
            raise ValueError(f"a variable named '{new}' already exists")
        if self._refuse(bounds.text_problem(new, "the variable's name", limits.MAX_NAME_CHARS)):
            return
        before = dict(mapping)

        def do() -> None:
            items = [(new if k == old else k, v) for k, v in before.items()]
            mapping.clear()
            mapping.update(items)

        def undo() -> None:
            mapping.clear()
            mapping.update(before)

        self._push(f"Rename variable {old}", do, undo, "plan", "variables")

    def _scenarios_problem(self) -> str | None:
        return bounds.count_problem(len(self.plan.scenarios) + 1, "scenario", limits.MAX_SCENARIOS, "the plan")

    def duplicate_scenario(self, name: str | None = None) -> None:
        """A copy of the current scenario right after it, named ``name`` (else '<name> copy')."""
        named = None if name is None else bounds.text_problem(name, "the scenario's name", limits.MAX_NAME_CHARS)
        if self._refuse(self._scenarios_problem() or named):
            return
        source = self.scenario_index
        target = source + 1

        def do() -> None:
            edits.duplicate_scenario(self.plan, source, name)
            self.scenario_index = target

        def undo() -> None:
            edits.remove_scenario(self.plan, target)
            self.scenario_index = source

        self._push("Duplicate scenario", do, undo, "scenario")
        self.scenario_switched.emit()

    def add_scenario(self, name: str) -> None:
        if self._refuse(self._scenarios_problem() or bounds.text_problem(name, "the scenario's name",
                                                                          limits.MAX_NAME_CHARS)):
            return
        index = len(self.plan.scenarios)
        hardware = copy.deepcopy(self.scenario.hardware)
        scenario = Scenario(edits.unique_name([s.name for s in self.plan.scenarios], name), hardware)
        previous = self.scenario_index

        def do() -> None:
            edits.insert_scenario(self.plan, index, copy.deepcopy(scenario))
            self.scenario_index = index

        def undo() -> None:
            edits.remove_scenario(self.plan, index)
            self.scenario_index = previous

        self._push("New scenario", do, undo, "scenario")
        self.scenario_switched.emit()

    def remove_scenario(self) -> None:
        index = self.scenario_index
        if len(self.plan.scenarios) == 1:
            raise ValueError("a plan keeps at least one scenario")
        removed: list[Scenario] = []

        def do() -> None:
            removed[:] = [edits.remove_scenario(self.plan, index)]
            self.scenario_index = max(0, index - 1)

        def undo() -> None:
            edits.insert_scenario(self.plan, index, removed[0])
            self.scenario_index = index

        self._push("Delete scenario", do, undo, "scenario")
        self.scenario_switched.emit()

    def rename_scenario(self, name: str) -> None:
        index = self.scenario_index
        old = self.scenario.name
        if self._refuse(bounds.text_problem(name, "the scenario's name", limits.MAX_NAME_CHARS)):
            return
        edits.rename_scenario(self.plan, index, name)  # validates; undone right away, redone by the command
        edits.rename_scenario(self.plan, index, old)
        self._push("Rename scenario", lambda: edits.rename_scenario(self.plan, index, name),
                   lambda: edits.rename_scenario(self.plan, index, old), "scenario", None, index,
                   f"rename of '{old}' to '{name}'")

    # ----------------------------------------------------------------------------------------
    # files

    def save(self, path: Path | None = None, overwrite: bool = False) -> None:
        """Save atomically; raises PlanSaveError and keeps everything in memory on failure.

        Saving to the plan's own file refuses (ChangedOnDiskError) when that file no longer holds what this
        document read or last wrote there, unless ``overwrite``: someone else's save is never lost unasked."""
        target = Path(path or self.path)
        own_file = self.path is not None and target == self.path
        if self.migrated_from is not None and own_file and target.exists():
            backup = backup_path(target, self.migrated_from)
            if not backup.exists():
                try:  # keep the file as the older version wrote it
                    userfiles.write_bytes(backup, userfiles.read_bytes(target, limits.MAX_PLAN_BYTES, "plan file"))
                except (FileReadError, PlanSaveError) as exc:
                    raise PlanSaveError(f"could not keep a copy of the original as {backup.name}: {exc}; nothing "
                                        "was saved") from None
        expected = self.disk_state if own_file and not overwrite else None
        if own_file and not overwrite and expected is None and self.recovered:
            current = userfiles.disk_state(target)
            raise ChangedOnDiskError(f"could not save '{target.name}': the recovered work does not record the file "
                                     "as it was, so cicsplan cannot tell whether someone else changed it", current)
        # records the catalog (and custom models) it used
        self.disk_state = plan_catalog.save_plan(self.plan, target, self.catalog, unchanged_since=expected)
        self.disk_state_from = "saved"
        self.recovered = False
        self.migrated_from = None
        changed = target != self.path
        self.path = target
        self._dirty_without_undo = False
        self.undo_stack.setClean()
        self.modified_changed.emit(False)
        if changed:
            self.path_changed.emit()


def _in_sentence(label: str) -> str:
    """An edit's label after "Undid: ": "Fill down 3 cells" → "fill down 3 cells"; a name stays as it is
    written ("Size It: use 3931-616" → "Size It: use 3931-616", never "size It")."""
    words = label.split(" ", 2)
    if len(words) > 1 and words[1][:1].isupper():
        return label
    return label[:1].lower() + label[1:]
