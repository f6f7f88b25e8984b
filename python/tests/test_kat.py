"""KAT entry 0 of every current scheme on every backend, through Python, against
the registry's official digest (read from the library, not copied here)."""
import hashlib

import pytest

import kpqc
from conftest import ROWS, backend_params


@pytest.mark.parametrize("s,backend", backend_params(ROWS))
def test_kat_entry0_matches_registry(s: kpqc.Scheme, backend: str) -> None:
    if s.kat1_sha256 is None:
        pytest.skip(f"{s.name}: verify-only row, no reproducible official file (no digest kept)")
    # Entry 0 of the official run (its length: 100 entries, as test_kat does).
    rsp = kpqc.kat(s.name, count=1, run_entries=100, backend=backend)
    assert "count = 0" in rsp
    assert hashlib.sha256(rsp.encode("ascii")).hexdigest() == s.kat1_sha256


def test_kat_other_seed_differs() -> None:
    s = kpqc.scheme("NTRU+768")
    seed = bytes(range(1, 49))
    rsp = kpqc.kat("NTRU+768", seed=seed)
    assert hashlib.sha256(rsp.encode()).hexdigest() != s.kat1_sha256
    assert rsp == kpqc.kat("ntru+768", seed=seed)  # reproducible, name case-insensitive


def test_kat_req_and_count() -> None:
    req = kpqc.kat("HAETAE2", count=2, req=True)
    assert req.count("count = ") == 2 and req.count("seed = ") == 2
    rsp = kpqc.kat("HAETAE2", count=2)
    assert rsp.count("count = ") == 2


def test_default_seed() -> None:
    assert kpqc.default_seed() == bytes(range(48))


@pytest.mark.parametrize("bad", [{"count": 0}, {"count": 2, "run_entries": 1},
                                 {"seed": b"short"}, {"backend": "nonsense"}])
def test_kat_bad_arguments(bad: dict) -> None:
    with pytest.raises((ValueError, kpqc.KpqcError)):
        kpqc.kat("NTRU+768", **bad)
