"""Where a chart's label goes so that it crosses none of the chart's lines nor another label: plain geometry in
the drawing's own coordinates (y down), shared by the PDF's charts and the workbook's.

A rectangle is (left, top, right, bottom); a line is its points in drawing order."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

import numpy as np

Rect = tuple[float, float, float, float]
Point = tuple[float, float]


def segment_crosses(rect: Rect, a: Point, b: Point) -> bool:
    """Whether the segment a-b touches the rectangle (Liang-Barsky clipping)."""
    left, top, right, bottom = rect
    dx, dy = b[0] - a[0], b[1] - a[1]
    low, high = 0.0, 1.0
    for p, q in ((-dx, a[0] - left), (dx, right - a[0]), (-dy, a[1] - top), (dy, bottom - a[1])):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def line_crosses(rect: Rect, points: Sequence[Point]) -> bool:
    """Whether a line drawn through ``points`` touches the rectangle."""
    if len(points) == 1:
        return rect[0] <= points[0][0] <= rect[2] and rect[1] <= points[0][1] <= rect[3]
    return any(segment_crosses(rect, a, b) for a, b in itertools.pairwise(points))


def rects_meet(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def collisions(rect: Rect, lines: Iterable[Sequence[Point]], taken: Iterable[Rect]) -> int:
    return sum(line_crosses(rect, line) for line in lines) + sum(rects_meet(rect, t) for t in taken)


class _Segments:
    """Every segment of the lines as arrays, to count at once how many lines each of many places crosses: a busy
    chart has eighty limit lines and curves of forty points, and a label may try a thousand places. The test is
    ``segment_crosses``'s, element-wise."""

    def __init__(self, lines: Sequence[Sequence[Point]]):
        starts, ends, owner = [], [], []
        for k, line in enumerate(lines):
            pairs = list(itertools.pairwise(line)) if len(line) > 1 else [(line[0], line[0])]  # a point: no length
            starts += [a for a, _ in pairs]
            ends += [b for _, b in pairs]
            owner += [k] * len(pairs)
        self.a = np.array(starts, dtype=float).reshape(-1, 2)
        self.b = np.array(ends, dtype=float).reshape(-1, 2)
        self.owner = np.array(owner, dtype=int)
        self.lines = len(lines)

    def crossed(self, rects: np.ndarray) -> np.ndarray:
        """(places,) how many lines each place (left, top, right, bottom) touches."""
        if not len(self.owner):
            return np.zeros(len(rects), dtype=int)
        left, top, right, bottom = (rects[:, k:k + 1] for k in range(4))
        ax, ay = self.a[:, 0], self.a[:, 1]
        dx, dy = self.b[:, 0] - ax, self.b[:, 1] - ay
        low = np.zeros((len(rects), len(ax)))
        high = np.ones_like(low)
        ok = np.ones(low.shape, dtype=bool)
        with np.errstate(divide="ignore", invalid="ignore"):
            for p, q in ((-dx, ax - left), (dx, right - ax), (-dy, ay - top), (dy, bottom - ay)):
                ok &= (p != 0) | (q >= 0)
                t = q / p
                low = np.where(p < 0, np.maximum(low, t), low)
                high = np.where(p > 0, np.minimum(high, t), high)
        touches = ok & (low <= high)  # low only rises and high only falls: the clipping's early exits agree
        per_line = np.zeros((len(rects), self.lines), dtype=bool)
        rows = np.repeat(np.arange(len(rects)), len(ax))
        per_line[rows[touches.ravel()], np.tile(self.owner, len(rects))[touches.ravel()]] = True
        return per_line.sum(axis=1)


def _counts(rects: Sequence[Rect], segments: _Segments, taken: Sequence[Rect]) -> np.ndarray:
    """``collisions`` of every place at once."""
    boxes = np.array(rects, dtype=float).reshape(-1, 4)
    counts = segments.crossed(boxes)
    for t in taken:
        counts += (boxes[:, 0] < t[2]) & (t[0] < boxes[:, 2]) & (boxes[:, 1] < t[3]) & (t[1] < boxes[:, 3])
    return counts


def around(point: Point, width: float, height: float, gap: float, steps: int = 2) -> list[Rect]:
    """Places for a label of ``width`` x ``height`` near ``point``, nearest first: above and below, left and
    right of it, then ``steps`` - 1 more a label's height further up and down."""
    x, y = point
    out: list[Rect] = []
    for k in range(steps):
        rise = gap + k * height
        for left in (x - gap - width, x + gap):
            out += [(left, y - rise - height, left + width, y - rise),
                    (left, y + rise, left + width, y + rise + height)]
    return out


def scan(point: Point, width: float, height: float, bounds: Rect) -> list[Rect]:
    """Every place for the label over ``bounds`` on a grid of half its height, nearest ``point`` first: where
    nothing near the point is free."""
    step = max(height / 2, 1.0)
    out: list[Rect] = []
    y = bounds[1]
    while y + height <= bounds[3]:
        x = bounds[0]
        while x + width <= bounds[2]:
            out.append((x, y, x + width, y + height))
            x += step * 2
        y += step
    return sorted(out, key=lambda r: ((r[0] + r[2]) / 2 - point[0]) ** 2 + ((r[1] + r[3]) / 2 - point[1]) ** 2)


def place_label(candidates: Sequence[Rect], bounds: Rect, lines: Sequence[Sequence[Point]],
                taken: Sequence[Rect] = ()) -> Rect:
    """The first candidate inside ``bounds`` that crosses no line and no taken label; where every one does, the
    one crossing the fewest (the caller writes the label on a white ground then)."""
    return _place(candidates, bounds, _Segments(lines), taken)


def _place(candidates: Sequence[Rect], bounds: Rect, segments: _Segments, taken: Sequence[Rect]) -> Rect:
    inside = [c for c in candidates if c[0] >= bounds[0] and c[1] >= bounds[1] and c[2] <= bounds[2]
              and c[3] <= bounds[3]] or list(candidates)
    if not inside:  # a plot too small for the label: its corner, where the caller's ground keeps it legible
        return (bounds[0], bounds[1], bounds[0], bounds[1])
    return inside[int(np.argmin(_counts(inside, segments, taken)))]  # the first with the fewest


def first_free(tries: Sequence[tuple[str, Sequence[Rect]]], bounds: Rect, lines: Sequence[Sequence[Point]],
               taken: Sequence[Rect] = ()) -> tuple[str, Rect, bool]:
    """The first of ``tries`` (a text and the places it may go, in order of preference) with a free place:
    (text, place, True); where none has, the last one's best place and False."""
    text, box = "", (0.0, 0.0, 0.0, 0.0)
    segments = _Segments(lines)
    for text, candidates in tries:
        box = _place(candidates, bounds, segments, taken)
        if not _counts([box], segments, taken)[0]:
            return text, box, True
    return text, box, False
