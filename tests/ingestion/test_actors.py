"""Actor identities: one spelling per person, blank and oversized names refused with their reason."""

from __future__ import annotations

import pytest

from ingestion.domain.actors import ACTOR_MAX, ActorRefused, actor_identity, rejection_reason, same_actor


@pytest.mark.parametrize(
    ("name", "identity"),
    [("root", "root"), ("Root", "root"), ("  root\t", "root"), ("Bob   Smith", "bob smith"), ("ｒｏｏｔ", "root")],
)
def test_names_are_normalised(name: str, identity: str) -> None:
    assert actor_identity(name, "approver") == identity


def test_the_same_person_under_two_spellings() -> None:
    assert same_actor("Root", " root ")
    assert not same_actor("root", "roots")


@pytest.mark.parametrize("name", ["", " ", "\t\n", "\u3000"])
def test_a_blank_name_is_refused_naming_the_role(name: str) -> None:
    with pytest.raises(ActorRefused, match="the approver must be named"):
        actor_identity(name, "approver")


@pytest.mark.parametrize("name", ["x" * (ACTOR_MAX + 1), "bob\x00", "bob\u202e"])
def test_an_unrecordable_name_is_refused(name: str) -> None:
    with pytest.raises(ActorRefused, match="printable characters"):
        actor_identity(name, "rejecter")


def test_a_reason_is_trimmed_and_required() -> None:
    assert rejection_reason("  wording not agreed ") == "wording not agreed"
    with pytest.raises(ActorRefused, match="needs a reason"):
        rejection_reason("  ")
