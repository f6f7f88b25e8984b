"""The GIL is released during C calls; objects are shared safely by threads."""
import threading
import time
from typing import List

import kpqc


def test_gil_released_during_signing() -> None:
    # A long C call (AIMer256s signs in tens of ms, portable backend) on a
    # worker: the main thread keeps running Python code meanwhile.
    sig = kpqc.Signature("AIMer256s", backend="portable", workspace=False)
    pk, sk = sig.keypair()
    done = threading.Event()
    calls = [0]

    def work() -> None:
        try:
            t_end = time.monotonic() + 0.5
            while time.monotonic() < t_end:
                sig.sign(b"m", sk)
                calls[0] += 1
        finally:
            done.set()

    t = threading.Thread(target=work)
    ticks = 0
    t.start()
    give_up = time.monotonic() + 60
    while not done.is_set() and time.monotonic() < give_up:
        ticks += 1
    t.join(60)
    assert done.is_set()
    # With the GIL held across each sign() the main loop could only run in the
    # short gaps between calls (the interpreter switches every 5 ms).
    per_call = ticks / max(calls[0], 1)
    assert calls[0] >= 1
    assert per_call > 1000, f"{ticks} main-thread iterations during {calls[0]} signatures"


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
