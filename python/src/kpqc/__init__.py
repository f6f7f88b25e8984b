"""kpqc: the Korean post-quantum algorithms (KpqC) from Python.

Every scheme of libkpqc's registry (the four KpqC standards, the Round 1 and
Round 2 candidates, and the NIST group when built with it), on every backend
this CPU runs, with byte-exact known-answer files and the benchmark harness::

    import kpqc
    kem = kpqc.KEM("NTRU+768")
    pk, sk = kem.keypair()
    ct, ss = kem.encaps(pk)
    assert kem.decaps(ct, sk) == ss

    sig = kpqc.Signature("HAETAE2")
    pk, sk = sig.keypair()
    s = sig.sign(b"message", sk)
    assert sig.verify(b"message", s, pk)

Secrets (secret keys, shared secrets) are returned as ``bytes``: Python
cannot wipe them, and copies may stay in memory until it is reused. The
package zeroes its own intermediate buffers; the C library wipes its own.

Thread safety: KEM and Signature objects may be shared between threads;
every library call releases the GIL while the C code runs.
"""
from . import _native
from ._bench import bench
from ._errors import (ArgumentError, BackendError, DecapsulationError, InvalidKeyError,
                      KindError, KpqcError, KpqcMemoryError, RandomnessError, SizeError,
                      UnknownSchemeError, VerificationError)
from ._kat import default_seed, kat
from ._kem import KEM
from ._random import drbg
from ._schemes import Backend, Scheme, scheme, schemes
from ._sign import Signature

try:
    from importlib.metadata import PackageNotFoundError, version as _dist_version
    try:
        __version__ = _dist_version("kpqc-python")
    except PackageNotFoundError:
        __version__ = _native.kpqc_version().decode()
except ImportError:  # Python < 3.8
    __version__ = _native.kpqc_version().decode()


def version() -> str:
    """The version of the libkpqc this package runs, e.g. ``"0.1.0"``."""
    return str(_native.kpqc_version().decode())


__all__ = [
    "KEM", "Signature", "Scheme", "Backend", "schemes", "scheme", "kat", "default_seed",
    "bench", "drbg", "version", "KpqcError", "UnknownSchemeError", "KindError", "SizeError",
    "BackendError", "RandomnessError", "ArgumentError", "InvalidKeyError",
    "DecapsulationError", "VerificationError", "KpqcMemoryError", "__version__",
]
