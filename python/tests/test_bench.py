"""kpqc.bench returns the records of `kpqc bench --json` (the shipped command)."""
import json
import os
import subprocess
import tempfile

import pytest

import kpqc
from kpqc import _native


def test_bench_records_match_command() -> None:
    args = {"impl": "all", "iterations": 40, "rounds": 2, "warmup": 0}
    doc = kpqc.bench("NTRU+768", **args)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "b.json")
        subprocess.run([_native.command_path(), "bench", "NTRU+768", "--impl", "all",
                        "--iterations", "40", "--rounds", "2", "--warmup", "0", "--json", out],
                       check=True, capture_output=True, timeout=300)
        with open(out) as f:
            ref = json.load(f)
    assert doc["format"] == ref["format"] and set(doc) == set(ref)

    def shape(d: dict) -> list:
        return [(r["scheme"], r["backend"], sorted(r), [(o["name"], sorted(o), o["n"])
                                                       for o in r["operations"]])
                for r in d["results"]]

    assert shape(doc) == shape(ref)
    backends = [b.name for b in kpqc.scheme("NTRU+768").backends if b.available]
    assert [r["backend"] for r in doc["results"]] == backends
    ops = [o["name"] for o in doc["results"][0]["operations"]]
    assert ops[:3] == ["keypair", "encaps", "decaps"] and all(
        o["median"] > 0 for r in doc["results"] for o in r["operations"])

def test_bench_errors() -> None:
    with pytest.raises(kpqc.KpqcError):
        kpqc.bench("NoSuchScheme", iterations=10)
