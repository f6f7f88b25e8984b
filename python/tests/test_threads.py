"""The GIL is released during C calls; objects are shared safely by threads."""
import threading
import time
from typing import List, Tuple

import kpqc


def longest_pause(stamps: List[float], a: float, b: float) -> float:
    """The longest interval without a stamp within (a, b), as a fraction of b - a."""
    inside = [a] + [s for s in stamps if a < s < b] + [b]
    return max(y - x for x, y in zip(inside, inside[1:])) / (b - a)


def test_gil_released_during_signing() -> None:
    # A long C call (AIMer256s signs in tens of ms on the portable backend) on
    # a worker, timed from inside it; the main thread records when it runs
    # Python code. Holding the GIL in the C call would freeze the main thread
    # for the whole call: its longest pause inside the call's interval would
    # be the call's length. Released, the pauses are the OS's scheduling only.
    sig = kpqc.Signature("AIMer256s", backend="portable", workspace=False)
    pk, sk = sig.keypair()
    done = threading.Event()
    intervals: List[Tuple[float, float]] = []

    def work() -> None:
        try:
            for _ in range(3):
                t0 = time.perf_counter()
                sig.sign(b"m", sk)
                intervals.append((t0, time.perf_counter()))
        finally:
            done.set()

    stamps: List[float] = []
    t = threading.Thread(target=work)
    t.start()
    give_up = time.monotonic() + 120
    while not done.is_set() and time.monotonic() < give_up:
        stamps.append(time.perf_counter())
    t.join(60)
    assert done.is_set() and len(intervals) == 3
    pauses = [longest_pause(stamps, a, b) for a, b in intervals]
    assert min(pauses) < 0.5, f"main thread's longest pause / call length: {pauses}"


def test_shared_objects_across_threads() -> None:
    kem = kpqc.KEM("SMAUG-T1")
    sig = kpqc.Signature("AIMer128f")  # per-thread workspaces
    spk, ssk = sig.keypair()
    errors: List[str] = []

    def work(i: int) -> None:
        try:
            for _ in range(20):
                pk, sk = kem.keypair()
                ct, ss = kem.encaps(pk)
                if kem.decaps(ct, sk) != ss:
                    errors.append("kem mismatch")
                m = bytes([i]) * 10
                if not sig.verify(m, sig.sign(m, ssk), spk):
                    errors.append("signature rejected")
        except Exception as e:  # noqa: BLE001 (reported below)
            errors.append(repr(e))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
