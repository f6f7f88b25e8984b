"""Shared fixtures: the rows and backends under test, key pairs made once."""
import os
import sys
from typing import Dict, List, Tuple

import pytest

import kpqc

# Every current row of this build, on every backend the CPU runs. A backend
# this CPU cannot run is a visible skip, never a pass.
ROWS = kpqc.schemes()
KEMS = [s for s in ROWS if s.kind == "kem"]
SIGS = [s for s in ROWS if s.kind == "signature"]


def backend_params(rows: List[kpqc.Scheme]) -> List[object]:
    out = []
    for s in rows:
        for b in s.backends:
            marks = [] if b.available else [pytest.mark.skip(
                reason=f"this CPU cannot run the {b.name} backend of {s.name}")]
            out.append(pytest.param(s, b.name, id=f"{s.name}-{b.name}", marks=marks))
    return out


_KEYS: Dict[Tuple[str, str], Tuple[bytes, bytes]] = {}


def keypair_of(obj: object) -> Tuple[bytes, bytes]:
    """One key pair per (scheme, backend) for the whole run: PALOMA, MQ-Sign
    and pqsigRM take seconds each."""
    key = (obj.name, obj.backend)  # type: ignore[attr-defined]
    if key not in _KEYS:
        _KEYS[key] = obj.keypair()  # type: ignore[attr-defined]
    return _KEYS[key]


def pytest_report_header(config: object) -> List[str]:
    return [f"kpqc {kpqc.version()} from {os.path.dirname(kpqc.__file__)}, "
            f"{len(ROWS)} current rows, python {sys.version.split()[0]}"]
