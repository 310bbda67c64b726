"""Where a chart's label goes so that it crosses none of the chart's lines nor another label: plain geometry in
the drawing's own coordinates (y down), shared by the PDF's charts and the workbook's.

A rectangle is (left, top, right, bottom); a line is its points in drawing order."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

import numpy as np

Rect = tuple[float, float, float, float]
Point = tuple[float, float]
PLACES_PER_BLOCK = 64  # places counted at once (each against every segment) while looking for a free one
TRIES_PER_BLOCK = 512  # a label's places over all its tries counted at once (only the pairs that may touch are tested)
NEAR = 1.0  # a segment this far (in the drawing's units: pixels, points) from every place is not tested against them


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


class Segments:
    """Every segment of the lines as arrays, to count at once how many lines each of many places crosses: a busy
    chart has eighty limit lines and curves of forty points, and a label may try a thousand places. The test is
    ``segment_crosses``'s, element-wise. Made once, it serves every label placed among the same lines."""

    def __init__(self, lines: Sequence[Sequence[Point]]):
        starts, ends, owner = [], [], []
        for k, line in enumerate(lines):
            points = np.asarray(line, dtype=float).reshape(-1, 2)
            if len(points) == 1:  # a point: a segment of no length
                points = np.repeat(points, 2, axis=0)
            starts.append(points[:-1])
            ends.append(points[1:])
            owner.append(np.full(len(points) - 1, k))
        self.a = np.concatenate(starts) if starts else np.zeros((0, 2))
        self.b = np.concatenate(ends) if ends else np.zeros((0, 2))
        self.owner = np.concatenate(owner).astype(int) if owner else np.zeros(0, dtype=int)
        self.lines = len(lines)
        with np.errstate(invalid="ignore"):
            self.low = np.minimum(self.a, self.b)  # each segment's box
            self.high = np.maximum(self.a, self.b)
        self.finite = np.isfinite(self.a).all(axis=1) & np.isfinite(self.b).all(axis=1)

    def crossed(self, rects: np.ndarray) -> np.ndarray:
        """(places,) how many lines each place (left, top, right, bottom) touches."""
        if not len(self.owner):
            return np.zeros(len(rects), dtype=int)
        # the test below on the pairs of a place and a segment that may touch, not on every pair (a busy chart's
        # curves cross the whole plot, a label's places are spread over it when none near its point is free): a
        # segment of finite ends whose box is more than NEAR from a place's box touches it in no rounding. The
        # segments far from every place are left out first, then the pairs far apart.
        with np.errstate(invalid="ignore"):
            far = ((self.low[:, 0] > np.max(rects[:, 2]) + NEAR) | (self.high[:, 0] < np.min(rects[:, 0]) - NEAR)
                   | (self.low[:, 1] > np.max(rects[:, 3]) + NEAR) | (self.high[:, 1] < np.min(rects[:, 1]) - NEAR))
        near = np.flatnonzero(~(far & self.finite))
        low_x, low_y = self.low[near, 0], self.low[near, 1]
        high_x, high_y = self.high[near, 0], self.high[near, 1]
        with np.errstate(invalid="ignore"):
            apart = ((low_x > rects[:, 2:3] + NEAR) | (high_x < rects[:, 0:1] - NEAR)
                     | (low_y > rects[:, 3:4] + NEAR) | (high_y < rects[:, 1:2] - NEAR))
        place, nearby = np.nonzero(~(apart & self.finite[near]))  # the pairs to test, place by place
        segment = near[nearby]
        a, b, owner = self.a[segment], self.b[segment], self.owner[segment]
        left, top, right, bottom = (rects[place, side] for side in range(4))
        ax, ay = a[:, 0], a[:, 1]
        low = np.zeros(len(ax))
        high = np.ones_like(low)
        ok = np.ones(low.shape, dtype=bool)
        with np.errstate(divide="ignore", invalid="ignore"):  # a line running off the plot: inf - inf
            dx, dy = b[:, 0] - ax, b[:, 1] - ay
            for p, q in ((-dx, ax - left), (dx, right - ax), (-dy, ay - top), (dy, bottom - ay)):
                ok &= (p != 0) | (q >= 0)
                t = q / p
                low = np.where(p < 0, np.maximum(low, t), low)
                high = np.where(p > 0, np.minimum(high, t), high)
        touches = ok & (low <= high)  # low only rises and high only falls: the clipping's early exits agree
        per_line = np.zeros((len(rects), self.lines), dtype=bool)
        per_line[place[touches], owner[touches]] = True
        return per_line.sum(axis=1)


def _counts(rects: Sequence[Rect], segments: Segments, taken: Sequence[Rect]) -> np.ndarray:
    """``collisions`` of every place at once."""
    boxes = np.array(rects, dtype=float).reshape(-1, 4)
    counts = segments.crossed(boxes)
    if len(taken):  # rects_meet of every place with every taken label (a busy chart's eighty limit numbers)
        t = np.asarray(taken, dtype=float).reshape(-1, 4)[None]
        b = boxes[:, None]
        counts += ((b[..., 0] < t[..., 2]) & (t[..., 0] < b[..., 2]) & (b[..., 1] < t[..., 3])
                   & (t[..., 1] < b[..., 3])).sum(axis=1)
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
    # the grid as numbers, each made by the same additions as one place after another would be (the same floats)
    xs, ys = _steps(bounds[0], bounds[2] - width, step * 2), _steps(bounds[1], bounds[3] - height, step)
    left, top = np.tile(xs, len(ys)), np.repeat(ys, len(xs))
    right, bottom = left + width, top + height
    distance = ((left + right) / 2 - point[0]) ** 2 + ((top + bottom) / 2 - point[1]) ** 2
    order = np.argsort(distance, kind="stable")  # ties keep the grid's order, as sorted() does
    return list(zip(left[order].tolist(), top[order].tolist(), right[order].tolist(), bottom[order].tolist(),
                    strict=True))


def _steps(start: float, last: float, step: float) -> np.ndarray:
    """start, start + step, ... while at most ``last``, each the running sum (as a loop adding ``step`` gives)."""
    out = []
    value = start
    while value <= last:
        out.append(value)
        value += step
    return np.array(out, dtype=float)


def place_label(candidates: Sequence[Rect], bounds: Rect, lines: Sequence[Sequence[Point]],
                taken: Sequence[Rect] = ()) -> Rect:
    """The first candidate inside ``bounds`` that crosses no line and no taken label; where every one does, the
    one crossing the fewest (the caller writes the label on a white ground then)."""
    return _place(candidates, bounds, Segments(lines), taken)


def _inside(candidates: Sequence[Rect], bounds: Rect) -> list[Rect]:
    """The candidates inside ``bounds`` (all of them where none is); a plot too small for the label: its corner,
    where the caller's ground keeps it legible."""
    inside = [c for c in candidates if c[0] >= bounds[0] and c[1] >= bounds[1] and c[2] <= bounds[2]
              and c[3] <= bounds[3]] or list(candidates)
    return inside or [(bounds[0], bounds[1], bounds[0], bounds[1])]


def _place(candidates: Sequence[Rect], bounds: Rect, segments: Segments, taken: Sequence[Rect]) -> Rect:
    inside = _inside(candidates, bounds)
    # nearest first: the first free place is most often among the first few, and no later one can beat it; the
    # places are counted a block at a time until one is free, all of them only where none is
    counts = []
    for start in range(0, len(inside), PLACES_PER_BLOCK):
        block = _counts(inside[start:start + PLACES_PER_BLOCK], segments, taken)
        if not block.all():
            return inside[start + int(np.argmin(block))]
        counts.append(block)
    return inside[int(np.argmin(np.concatenate(counts)))]  # the first with the fewest


def first_free(tries: Sequence[tuple[str, Sequence[Rect]]], bounds: Rect,
               lines: Sequence[Sequence[Point]] | Segments, taken: Sequence[Rect] = ()) -> tuple[str, Rect, bool]:
    """The first of ``tries`` (a text and the places it may go, in order of preference) with a free place:
    (text, place, True); where none has, the last one's best place (the first crossing the fewest) and False.
    ``lines`` may be made Segments once for several labels."""
    if not tries:
        return "", (0.0, 0.0, 0.0, 0.0), False
    segments = lines if isinstance(lines, Segments) else Segments(lines)
    # every try's places in one list, counted a block at a time until one is free (each count is a handful of
    # array operations whatever its places: one count for a label's four tries, not one for each try and block)
    places: list[Rect] = []
    owner: list[int] = []
    for k, (_text, candidates) in enumerate(tries):
        inside = _inside(candidates, bounds)
        places += inside
        owner += [k] * len(inside)
    counts = []
    for start in range(0, len(places), TRIES_PER_BLOCK):
        block = _counts(places[start:start + TRIES_PER_BLOCK], segments, taken)
        counts.append(block)
        if not block.all():
            first = start + int(np.argmin(block))
            return tries[owner[first]][0], places[first], True
    last = owner.index(len(tries) - 1)
    return tries[-1][0], places[last + int(np.argmin(np.concatenate(counts)[last:]))], False
