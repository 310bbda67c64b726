"""core.common.records.dataclass behaves as the standard library's dataclass: each class here is made twice, once
with each, and every comparison, hash and repr must agree (a record's equality decides what the workbook redraws
and what caches hit; its hash where it is a key; its repr is what a failing test prints)."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, field  # noqa: F401 (InitVar: read by dataclasses from the string annotations below)
from typing import ClassVar  # noqa: F401 (likewise)

import pytest

from cicsplan.core.common import records


def twins(frozen: bool, body: dict, bases: tuple = ()) -> tuple[type, type]:
    """The same class made by the standard library's dataclass and by records.dataclass."""
    made = []
    for maker in (dataclasses.dataclass, records.dataclass):
        namespace = dict(body)
        namespace["__annotations__"] = dict(body.get("__annotations__", {}))
        namespace["__qualname__"] = "Point"
        namespace["__module__"] = __name__
        cls = type("Point", tuple(b[len(made)] for b in bases), namespace)
        made.append(maker(frozen=frozen)(cls))
    return made[0], made[1]


PLAIN = {"__annotations__": {"x": "float", "y": "list"}}
OPTIONS = {"__annotations__": {"x": "float", "hidden": "str", "loose": "int", "keyed": "int", "tag": "ClassVar[int]",
                               "start": "InitVar[int]"},
           "hidden": field(default="h", repr=False), "loose": field(default=1, compare=False),
           "keyed": field(default=2, compare=False, hash=True), "tag": 7, "start": 0}
NO_FIELDS: dict = {"__annotations__": {}}
ONE_FIELD = {"__annotations__": {"x": "float"}}
NAN = float("nan")


@pytest.mark.parametrize("frozen", [False, True])
@pytest.mark.parametrize("body, args_list", [
    (PLAIN, [(1.0, [1]), (1.0, [1]), (2.0, [1]), (NAN, [1]), (1.0, [NAN])]),
    (OPTIONS, [(1.0, "a", 1, 2, 0), (1.0, "b", 9, 2, 5), (1.0, "a", 1, 3, 0), (2.0, "a", 1, 2, 0),
               (NAN, "a", 1, 2, 0)]),
    (NO_FIELDS, [(), ()]),
    (ONE_FIELD, [(1.0,), (1.0,), (2.0,), (NAN,), (-0.0,), (0.0,)]),
], ids=["plain", "field options", "no fields", "one field"])
def test_equality_hash_and_repr_are_the_standard_librarys(frozen, body, args_list):
    standard, ours = twins(frozen, body)
    a = [standard(*args) for args in args_list]
    b = [ours(*args) for args in args_list]
    shared_nan = [standard(*args_list[0]), ours(*args_list[0])]
    for i in range(len(args_list)):
        assert repr(b[i]) == repr(a[i])
        assert (b[i] == object()) is (a[i] == object()) is False
        for j in range(len(args_list)):
            assert (b[i] == b[j]) is (a[i] == a[j]), (args_list[i], args_list[j])
            assert (b[i] != b[j]) is (a[i] != a[j])
        assert (b[i] == b[i]) is (a[i] == a[i])  # a NaN field: the same object in both tuples compares equal
    assert (shared_nan[0] == a[0]) is (shared_nan[1] == b[0])
    if frozen and body is not PLAIN:  # a list field makes the hash fail in both
        assert [hash(x) for x in b] == [hash(x) for x in a]
    elif frozen:
        with pytest.raises(TypeError):
            hash(b[0])
        with pytest.raises(TypeError):
            hash(a[0])
    else:
        assert ours.__hash__ is None and standard.__hash__ is None


def test_class_and_init_variables_are_not_fields():
    standard, ours = twins(True, OPTIONS)
    assert [f.name for f in dataclasses.fields(ours)] == [f.name for f in dataclasses.fields(standard)] == [
        "x", "hidden", "loose", "keyed"]


def test_identity_records_compare_and_hash_by_identity():
    ours = records.dataclass(frozen=True, eq=False)(type("Model", (), {"__annotations__": {"x": "float"}}))
    a, b = ours(1.0), ours(1.0)
    assert a != b and a == a and hash(a) != hash(b) and repr(a) == "Model(x=1.0)"


def test_a_class_of_another_record_type_with_the_same_fields_is_not_equal():
    standard, ours = twins(True, ONE_FIELD)
    standard2, ours2 = twins(True, ONE_FIELD)
    assert (ours(1.0) == ours2(1.0)) is (standard(1.0) == standard2(1.0)) is False
    assert (ours(1.0) == standard(1.0)) is False


def test_frozen_records_refuse_assignment_as_the_standard_librarys_do():
    standard, ours = twins(True, ONE_FIELD)
    for made in (standard(1.0), ours(1.0)):
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'x'"):
            made.x = 2.0
    assert dataclasses.replace(ours(1.0), x=3.0) == ours(3.0)
    assert dataclasses.asdict(ours(1.0)) == {"x": 1.0}
    assert [f.name for f in dataclasses.fields(ours)] == ["x"]


def test_a_repr_that_meets_itself_says_so():
    standard, ours = twins(False, {"__annotations__": {"items": "list"}})
    for cls in (standard, ours):
        made = cls([])
        made.items.append(made)
    assert repr(ours([])) == repr(standard([])) == "Point(items=[])"
    a, b = standard([]), ours([])
    a.items.append(a)
    b.items.append(b)
    assert repr(b) == repr(a) == "Point(items=[...])"


def test_methods_a_class_defines_itself_are_kept():
    body = {"__annotations__": {"x": "float"}, "__eq__": lambda self, other: True, "__repr__": lambda self: "mine"}
    standard, ours = twins(True, body)
    assert repr(ours(1.0)) == repr(standard(1.0)) == "mine"
    assert (ours(1.0) == 5) is (standard(1.0) == 5) is True
    assert hash(ours(1.0)) == hash(standard(1.0))  # __eq__ without __hash__, frozen: a hash of the fields
    explicit = {"__annotations__": {"x": "float"}, "__hash__": lambda self: 42}
    standard, ours = twins(True, explicit)
    assert hash(ours(1.0)) == hash(standard(1.0)) == 42


def test_a_subclass_record_compares_its_own_fields():
    base_standard, base_ours = twins(True, ONE_FIELD)
    standard, ours = twins(True, {"__annotations__": {"y": "float"}}, bases=((base_standard, base_ours),))
    assert repr(ours(1.0, 2.0)) == repr(standard(1.0, 2.0)) == "Point(x=1.0, y=2.0)"
    assert (ours(1.0, 2.0) == ours(1.0, 3.0)) is (standard(1.0, 2.0) == standard(1.0, 3.0)) is False
    assert hash(ours(1.0, 2.0)) == hash(standard(1.0, 2.0))
    assert (ours(1.0, 2.0) == base_ours(1.0)) is False


def test_the_records_of_the_app_keep_their_meaning():
    """A record the engine's caches key on, made twice from equal values: equal, hashed alike, shown in full."""
    from cicsplan.core.catalog.costs import AddressSpaceCost

    def made() -> AddressSpaceCost:
        return AddressSpaceCost("cics", 0.0, 1.5, 0.0, 0.5, 0.25, "published", (1, 2))

    a, b = made(), made()
    assert a == b and hash(a) == hash(b) and a is not b
    assert a != dataclasses.replace(a, rows_used=(1,))
    assert repr(a) == ("AddressSpaceCost(address_space='cics', fixed_pct=0.0, total_ms=1.5, eligible_fixed_pct=0.0, "
                       "eligible_ms=0.5, spill_share=0.25, derivation='published', rows_used=(1, 2), fit_total=None, "
                       "fit_eligible=None)")
