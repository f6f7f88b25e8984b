"""The finalists' operations as callables, for kpqc-python and for PyPI's kpqc
0.2.1 (both import as `kpqc`, so each runs in its own venv and process).
Used by vs_pypi.py; run as a worker: python ops.py ours|pypi BUDGET_SECONDS."""
import json
import sys
import time
from typing import Callable, Dict, List, Tuple

# Registry name -> PyPI kpqc 0.2.1 attribute.
FINALISTS = {
    "NTRU+768": "ntruplus768", "NTRU+864": "ntruplus864", "NTRU+1152": "ntruplus1152",
    "SMAUG-T1": "smaugt128", "SMAUG-T3": "smaugt192", "SMAUG-T5": "smaugt256",
    "TiMER": "timer",
    "HAETAE2": "haetae2", "HAETAE3": "haetae3", "HAETAE5": "haetae5",
    "AIMer128f": "aimer128f", "AIMer128s": "aimer128s", "AIMer192f": "aimer192f",
    "AIMer192s": "aimer192s", "AIMer256f": "aimer256f", "AIMer256s": "aimer256s",
}
KEMS = {"NTRU+768", "NTRU+864", "NTRU+1152", "SMAUG-T1", "SMAUG-T3", "SMAUG-T5", "TiMER"}
MSG = bytes(range(32))


def operations(impl: str, name: str) -> List[Tuple[str, Callable[[], object]]]:
    import kpqc  # the one of this venv
    if impl == "ours":
        if name in KEMS:
            k = kpqc.KEM(name)
            pk, sk = k.keypair()
            ct, _ = k.encaps(pk)
            return [("keypair", k.keypair), ("encaps", lambda: k.encaps(pk)),
                    ("decaps", lambda: k.decaps(ct, sk))]
        s = kpqc.Signature(name)
        pk, sk = s.keypair()
        sig = s.sign(MSG, sk)
        assert s.verify(MSG, sig, pk)
        return [("keypair", s.keypair), ("sign", lambda: s.sign(MSG, sk)),
                ("verify", lambda: s.verify(MSG, sig, pk))]
    a = getattr(kpqc, FINALISTS[name])
    kp = a.generate_key_pair()
    pk, sk = kp.public_key, kp.secret_key
    if name in KEMS:
        ct = a.encapsulate(pk).ciphertext
        return [("keypair", a.generate_key_pair), ("encaps", lambda: a.encapsulate(pk)),
                ("decaps", lambda: a.decapsulate(ct, sk))]
    sig = a.sign(MSG, sk)
    assert a.verify(MSG, sig, pk)
    return [("keypair", a.generate_key_pair), ("sign", lambda: a.sign(MSG, sk)),
            ("verify", lambda: a.verify(MSG, sig, pk))]


def median_ns(fn: Callable[[], object], budget: float) -> float:
    """Median per-call time of fn, calls timed one by one for about budget seconds."""
    fn()
    samples: List[int] = []
    clock = time.perf_counter_ns
    end = time.perf_counter() + budget
    while len(samples) < 5 or (time.perf_counter() < end and len(samples) < 20000):
        t0 = clock()
        fn()
        samples.append(clock() - t0)
    samples.sort()
    return float(samples[len(samples) // 2])


def main() -> None:
    impl, budget = sys.argv[1], float(sys.argv[2])
    out: Dict[str, float] = {}
    for name in FINALISTS:
        for op, fn in operations(impl, name):
            out[f"{name} {op}"] = median_ns(fn, budget)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
