"""kpqc.kat: NIST-format known-answer files (include/kpqc/kat.h)."""
import ctypes
import ctypes.util
import os
import tempfile
from ctypes import c_char_p, c_int, c_void_p, create_string_buffer
from typing import Optional

from . import _native as N
from ._errors import error_for
from ._kem import as_bytes
from ._schemes import find, resolve

_libc = ctypes.CDLL(ctypes.util.find_library("c") or None)
_fopen = _libc.fopen
_fopen.restype = c_void_p
_fopen.argtypes = [c_char_p, c_char_p]
_fclose = _libc.fclose
_fclose.restype = c_int
_fclose.argtypes = [c_void_p]


def default_seed() -> bytes:
    """The 48 bytes NIST's PQCgenKAT drivers seed their DRBG with (0x00..0x2f)."""
    buf = create_string_buffer(48)
    N.kat_default_seed(buf)
    return buf.raw


def kat(name: str, seed: Optional[bytes] = None, count: int = 1, backend: Optional[str] = None,
        run_entries: Optional[int] = None, req: bool = False) -> str:
    """The .rsp text of a known-answer run, as ``kpqc kat NAME`` writes it.

    seed: the 48 bytes of DRBG entropy (default: NIST's 0x00..0x2f).
    count: entries to write. run_entries: write the first ``count`` entries
    of a ``run_entries``-entry run instead (the same text except for
    generators that draw ahead, PALOMA's and IPCC's; the registry's
    ``kat1_sha256`` is entry 0 of the official run, ``kat_entries`` long).
    req: return the .req text instead. The call runs on this thread's
    randomness source and leaves it on the OS (as the C function does).
    """
    ptr, s = find(name)
    b = resolve(name, s.kind, backend)[2]
    seed = default_seed() if seed is None else as_bytes(s.name, "KAT seed", seed, 48)
    if not isinstance(count, int) or count < 1 or count > 100000:
        raise ValueError(f"count must be 1..100000, got {count!r}")
    total = count if run_entries is None else run_entries
    if not isinstance(total, int) or total < count or total > 100000:
        raise ValueError(f"run_entries must be count..100000, got {run_entries!r}")
    with tempfile.TemporaryDirectory(prefix="kpqc-kat-") as tmp:
        paths = [os.path.join(tmp, "kat.req"), os.path.join(tmp, "kat.rsp")]
        files = [_fopen(p.encode(), b"w") for p in paths]
        try:
            if not all(files):
                raise OSError(f"cannot create a temporary file in {tmp}")
            r = N.kat_write_prefix(ptr, b, seed, total, count, files[0], files[1])
        finally:
            closed = [_fclose(f) if f else -1 for f in files]
        if r:
            raise error_for(r, f"{s.name}: KAT generation failed: {N.error_string(r).decode()}")
        if any(closed):
            raise OSError("writing the KAT file failed")
        with open(paths[0] if req else paths[1], "r", encoding="ascii", newline="") as f:
            return f.read()
