"""The registry as Python objects: kpqc.schemes() and kpqc.scheme()."""
import difflib
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from . import _native as N
from ._errors import BackendError, KindError, UnknownSchemeError

KEM = "kem"
SIGNATURE = "signature"
_KINDS = {1: KEM, 2: SIGNATURE}
_KIND_ALIASES = {"kem": KEM, "signature": SIGNATURE, "sign": SIGNATURE, "sig": SIGNATURE}


@dataclass(frozen=True)
class Backend:
    """One compiled implementation of a scheme (``portable``, ``avx2``, ...)."""

    name: str
    available: bool
    """True when this CPU can run it."""
    default: bool
    """True for the one used when no backend is named (the fastest available)."""


@dataclass(frozen=True)
class Scheme:
    """One row of the registry: what the scheme is, its sizes and backends.

    Sizes are in bytes; ``signature_bytes`` is the maximum detached signature
    length (some schemes' signatures are shorter). KEM-only fields are 0 for
    signature schemes and the reverse.
    """

    name: str
    family: str
    kind: str
    """``"kem"`` or ``"signature"``."""
    group: str
    """``"KpqC"`` (the finalists), ``"KpqC Round 2"``, ``"KpqC Round 1"`` or ``"NIST"``."""
    version: str
    """The upstream version this row reproduces."""
    level: int
    """NIST security level."""
    public_key_bytes: int
    secret_key_bytes: int
    ciphertext_bytes: int
    shared_secret_bytes: int
    signature_bytes: int
    max_context_bytes: int
    backends: Tuple[Backend, ...]
    default_backend: str
    status: str
    provenance: str
    current_row: Optional[str]
    """None for a current row; for a versioned row (e.g. ``SMAUG-T1-r2``) the current row it is a version of."""
    rejection: Optional[str]
    """KEMs: ``"implicit"`` (pseudo-random key on a bad ciphertext) or ``"explicit"`` (error)."""
    keypair_seed_bytes: int
    """Seed length of deterministic key generation (0: the scheme has none)."""
    signing_seed_bytes: int
    """Seed length of deterministic signing (0: the scheme has none)."""
    kat_header: str
    kat_sha256: Optional[str]
    """SHA-256 of the official KAT file (``kat_entries`` entries, default seed)."""
    kat1_sha256: Optional[str]
    """SHA-256 of the official KAT file cut after entry 0."""
    kat_entries: int


def _text(value: Optional[bytes]) -> str:
    return value.decode() if value else ""


def _build(ptr: int) -> Scheme:
    info = N.scheme_info_of(ptr).contents
    default = N.backend_default(ptr).decode()
    backends = tuple(
        Backend(N.backend_name(ptr, i).decode(), bool(N.backend_available(ptr, i)),
                N.backend_name(ptr, i).decode() == default)
        for i in range(N.backend_count(ptr)))
    kind = _KINDS[info.kind]
    rejection = {1: "implicit", 2: "explicit"}.get(N.kem_rejection(ptr)) if kind == KEM else None
    signature = kind == SIGNATURE
    return Scheme(
        name=_text(info.name), family=_text(info.family), kind=kind, group=_text(info.group),
        version=_text(info.version), level=info.nist_level,
        public_key_bytes=info.public_key_bytes, secret_key_bytes=info.secret_key_bytes,
        ciphertext_bytes=info.ciphertext_bytes, shared_secret_bytes=info.shared_secret_bytes,
        signature_bytes=info.signature_bytes, max_context_bytes=info.max_context_bytes,
        backends=backends, default_backend=default, status=_text(info.status),
        provenance=_text(info.provenance),
        current_row=info.current_row.decode() if info.current_row else None,
        rejection=rejection,
        keypair_seed_bytes=N.sign_keypair_seed_bytes(ptr) if signature else 0,
        signing_seed_bytes=N.sign_signing_seed_bytes(ptr) if signature else 0,
        kat_header=_text(info.kat_header),
        kat_sha256=info.kat_sha256.decode() if info.kat_sha256 else None,
        kat1_sha256=info.kat1_sha256.decode() if info.kat1_sha256 else None,
        kat_entries=N.scheme_kat_entries(ptr))


_ROWS: List[Tuple[int, Scheme]] = [
    (N.scheme_at(i), _build(N.scheme_at(i))) for i in range(N.scheme_count())]
_BY_PTR: Dict[int, Scheme] = {ptr: s for ptr, s in _ROWS}


def _normalize_kind(kind: Optional[str]) -> Optional[str]:
    if kind is None:
        return None
    k = _KIND_ALIASES.get(kind.lower())
    if k is None:
        raise ValueError(f"kind must be 'kem' or 'signature', got {kind!r}")
    return k


def schemes(kind: Optional[str] = None, group: Optional[str] = None,
            all_versions: bool = False) -> List[Scheme]:
    """The schemes of this build, in registry order (as ``kpqc list``).

    kind: ``"kem"`` or ``"signature"`` (None: both). group: ``"KpqC"``,
    ``"KpqC Round 2"``, ``"KpqC Round 1"`` or ``"NIST"``, case-insensitive
    (None: all). all_versions: include the versioned rows (other published
    versions of a current row, e.g. ``SMAUG-T1-r2``), hidden by default.
    """
    k = _normalize_kind(kind)
    g = group.lower() if group is not None else None
    return [s for _, s in _ROWS
            if (k is None or s.kind == k) and (g is None or s.group.lower() == g)
            and (all_versions or s.current_row is None)]


def _suggestions(name: str) -> List[str]:
    names = [s.name for _, s in _ROWS]
    lower = {n.lower(): n for n in names}
    close = difflib.get_close_matches(name.lower(), list(lower), n=3, cutoff=0.6)
    prefix = [n for n in names if n.lower().startswith(name.lower()[:4])] if len(name) >= 4 else []
    out: List[str] = []
    for n in [lower[c] for c in close] + prefix:
        if n not in out:
            out.append(n)
    return out[:5]


def find(name: str) -> Tuple[int, Scheme]:
    """(library pointer, Scheme) of a name, case-insensitive."""
    if not isinstance(name, str):
        raise TypeError(f"scheme name must be str, got {type(name).__name__}")
    ptr = N.scheme_find(name.encode())
    if not ptr:
        hint = _suggestions(name)
        more = f"; did you mean {', '.join(hint)}?" if hint else "; kpqc.schemes() lists them"
        raise UnknownSchemeError(f"unknown scheme {name!r}{more}")
    return ptr, _BY_PTR[ptr]


def scheme(name: str) -> Scheme:
    """The registry row of a scheme name (case-insensitive).

    Raises UnknownSchemeError, with close names as suggestions, when no
    scheme of this build has that name.
    """
    return find(name)[1]


def resolve(name: str, kind: str, backend: Optional[str]) -> Tuple[int, Scheme, Optional[bytes]]:
    """Pointer, row and backend name (bytes, None for the default) for a KEM or
    Signature object; checks kind and backend once, at construction."""
    ptr, s = find(name)
    if s.kind != kind:
        other = "kpqc.Signature" if s.kind == SIGNATURE else "kpqc.KEM"
        raise KindError(f"{s.name} is a {'signature scheme' if s.kind == SIGNATURE else 'KEM'}: "
                        f"use {other}")
    if backend is None:
        return ptr, s, None
    for b in s.backends:
        if b.name == backend.lower():
            if not b.available:
                raise BackendError(f"{s.name}: this CPU cannot run the {b.name} backend "
                                   f"(available: {', '.join(x.name for x in s.backends if x.available)})")
            return ptr, s, b.name.encode()
    raise BackendError(f"{s.name}: unknown backend {backend!r} "
                       f"(compiled: {', '.join(b.name for b in s.backends)})")
