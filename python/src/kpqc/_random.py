"""Randomness: the OS by default; a reproducible DRBG on request."""
import contextlib
from typing import Iterator

from . import _native as N
from ._kem import as_bytes


@contextlib.contextmanager
def drbg(seed: bytes) -> Iterator[None]:
    """Within the block, this thread's operations draw their randomness from
    NIST's AES-256 CTR-DRBG seeded with 48 bytes (as PQCgenKAT's
    randombytes_init), so key pairs, encapsulations and signatures are
    reproducible; other threads keep theirs. On leaving, the thread goes back
    to the OS source. This is the C API's deterministic form for every scheme
    (KEMs have no seed arguments); not for production keys.
    """
    seed = as_bytes("drbg", "seed", seed, 48)
    N.random_use_drbg(seed)
    try:
        yield
    finally:
        N.random_use_os()
