"""A label's place on a chart is the first free one, or the one crossing the fewest lines and labels: the
workbook's busy chart asks this with eighty limit lines, so the search skips lines far from a place; the place it
finds is the one the plain count over every line and label gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cicsplan.report import chart_layout
from fuzzing import budget

# quarter pixels: the plain count's clipping arithmetic rounds a place 1e-299 beside a line's end onto it, the box
# test does not; no chart has places that close
coordinate = st.integers(-200, 1000).map(lambda v: v / 4)
point = st.tuples(coordinate, coordinate)
rect = st.tuples(coordinate, coordinate, st.integers(1, 320).map(lambda v: v / 4),
                 st.integers(1, 160).map(lambda v: v / 4)).map(
    lambda r: (r[0], r[1], r[0] + r[2], r[1] + r[3]))
BOUNDS = (0.0, 0.0, 200.0, 200.0)


def counted_place(candidates, bounds, lines, taken):
    """The rule as first written: every candidate's full count, the first with the fewest."""
    inside = [c for c in candidates if c[0] >= bounds[0] and c[1] >= bounds[1] and c[2] <= bounds[2]
              and c[3] <= bounds[3]] or list(candidates)
    return min(inside, key=lambda c: chart_layout.collisions(c, lines, taken))


@settings(max_examples=budget(200), deadline=None)
@given(candidates=st.lists(rect, min_size=1, max_size=30), lines=st.lists(st.lists(point, min_size=1, max_size=6),
                                                                          max_size=12),
       taken=st.lists(rect, max_size=4))
def test_the_place_found_is_the_first_with_fewest_collisions(candidates, lines, taken):
    assert chart_layout.place_label(candidates, BOUNDS, lines, taken) == counted_place(candidates, BOUNDS, lines,
                                                                                        taken)


def test_among_eighty_vertical_lines_a_label_finds_the_gap():
    lines = [[(x, 0.0), (x, 200.0)] for x in range(0, 201, 2) if not 100 <= x <= 130]
    places = chart_layout.scan((10.0, 10.0), 20.0, 10.0, BOUNDS)
    _text, box, free = chart_layout.first_free([("label", places)], BOUNDS, lines)
    assert free and box[0] > 98 and box[2] < 132  # between the lines either side of the gap


def test_a_plot_smaller_than_the_label_gives_its_corner_rather_than_failing():
    assert not chart_layout.scan((5.0, 5.0), 50.0, 20.0, (0.0, 0.0, 10.0, 10.0))
    _text, box, _free = chart_layout.first_free([("label", [])], (0.0, 0.0, 10.0, 10.0), [])
    assert box == (0.0, 0.0, 0.0, 0.0)


def grid_places(point, width, height, bounds):
    """The scan as first written: the grid place by place, sorted nearest first."""
    step = max(height / 2, 1.0)
    out = []
    y = bounds[1]
    while y + height <= bounds[3]:
        x = bounds[0]
        while x + width <= bounds[2]:
            out.append((x, y, x + width, y + height))
            x += step * 2
        y += step
    return sorted(out, key=lambda r: ((r[0] + r[2]) / 2 - point[0]) ** 2 + ((r[1] + r[3]) / 2 - point[1]) ** 2)


@settings(max_examples=budget(200), deadline=None)
@given(point=point, width=st.floats(0.5, 150.0), height=st.floats(0.5, 60.0), bounds=rect)
def test_the_scan_gives_the_grid_nearest_first(point, width, height, bounds):
    assert chart_layout.scan(point, width, height, bounds) == grid_places(point, width, height, bounds)


@settings(max_examples=budget(100), deadline=None)
@given(candidates=st.lists(rect, min_size=1, max_size=300),
       lines=st.lists(st.lists(point, min_size=1, max_size=6), max_size=40), taken=st.lists(rect, max_size=12))
def test_among_hundreds_of_places_the_search_by_blocks_finds_the_plain_counts_place(candidates, lines, taken):
    """The search counts a block of places at a time and stops at the first free one: the same place."""
    assert chart_layout.place_label(candidates, BOUNDS, lines, taken) == counted_place(candidates, BOUNDS, lines,
                                                                                        taken)


def test_the_first_free_place_is_found_after_a_hundred_crowded_ones():
    lines = [[(100.0, 0.0), (100.0, 200.0)]]
    crowded = [(90.0 + k / 100, 10.0, 110.0 + k / 100, 20.0) for k in range(100)]  # each across the line
    free = (10.0, 10.0, 30.0, 20.0)
    assert chart_layout.first_free([("label", [*crowded, free, (150.0, 10.0, 170.0, 20.0)])], BOUNDS, lines) == (
        "label", free, True)
    # none free: the first with the fewest, wherever it is
    taken = [(0.0, 0.0, 200.0, 15.0)]
    fewest = (10.0, 100.0, 30.0, 110.0)
    assert chart_layout.place_label([*crowded, free, fewest], BOUNDS, [*lines, [(20.0, 0.0), (20.0, 200.0)]],
                                    taken) == fewest


far_or_odd = st.sampled_from([float("inf"), float("-inf"), float("nan"), 1e6, -1e6])


@settings(max_examples=budget(200), deadline=None)
@given(places=st.lists(rect, min_size=1, max_size=70),
       lines=st.lists(st.lists(st.one_of(point, st.tuples(far_or_odd, coordinate), st.tuples(coordinate, far_or_odd)),
                               min_size=1, max_size=8), max_size=20))
def test_skipping_the_segments_far_from_every_place_changes_no_count(places, lines):
    """The count of every place at once tests only the segments near some place (a busy chart's curves cross the whole
    plot, one label's places sit near its point): the same counts as every segment tested, lines that run off the
    plot (infinite, or not a number) included."""
    import numpy as np

    boxes = np.array(places, dtype=float).reshape(-1, 4)
    segments = chart_layout.Segments(lines)
    near = chart_layout.NEAR
    try:
        chart_layout.NEAR = float("inf")  # no segment is far: every one is tested
        every = segments.crossed(boxes).tolist()
    finally:
        chart_layout.NEAR = near
    assert segments.crossed(boxes).tolist() == every


def tried_in_turn(tries, bounds, lines, taken):
    """first_free as first written: each try's best place in turn, the first that is free."""
    text, box = "", (0.0, 0.0, 0.0, 0.0)
    for text, candidates in tries:
        box = counted_place(candidates, bounds, lines, taken) if candidates else (bounds[0], bounds[1], bounds[0],
                                                                                  bounds[1])
        if not chart_layout.collisions(box, lines, taken):
            return text, box, True
    return text, box, False


@settings(max_examples=budget(200), deadline=None)
@given(tries=st.lists(st.tuples(st.sampled_from(["long label", "short", ""]), st.lists(rect, max_size=300)),
                      max_size=4),
       lines=st.lists(st.lists(point, min_size=1, max_size=6), max_size=40), taken=st.lists(rect, max_size=12))
def test_a_labels_tries_counted_together_give_the_place_tried_in_turn_gives(tries, lines, taken):
    """The busy chart's labels try their long text near the point, the short one, then each over the whole plot: all
    their places are counted together (far fewer array operations), the same text and place as one try after
    another, the last one's best where none is free."""
    assert chart_layout.first_free(tries, BOUNDS, lines, taken) == tried_in_turn(tries, BOUNDS, lines, taken)
