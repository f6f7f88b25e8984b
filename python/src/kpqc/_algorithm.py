"""What kpqc.KEM and kpqc.Signature share: the registry row they were made
for, its backend, the sizes both kinds have, and the context-manager and
liboqs-python-style ``details`` surface."""
from typing import Dict, Optional, TypeVar

from ._schemes import Scheme, resolve

_T = TypeVar("_T", bound="Algorithm")


class Algorithm:
    """A scheme of the registry of one kind, on one backend (checked once,
    here: UnknownSchemeError, KindError, BackendError)."""

    __slots__ = ("scheme", "name", "backend", "public_key_bytes", "secret_key_bytes", "_s", "_b")

    def __init__(self, name: str, kind: str, backend: Optional[str]) -> None:
        ptr, s, b = resolve(name, kind, backend)
        self.scheme: Scheme = s
        self.name: str = s.name
        self.backend: str = b.decode() if b is not None else s.default_backend
        self.public_key_bytes: int = s.public_key_bytes
        self.secret_key_bytes: int = s.secret_key_bytes
        self._s = ptr
        self._b = self.backend.encode()

    def __repr__(self) -> str:
        return f"kpqc.{type(self).__name__}({self.name!r}, backend={self.backend!r})"

    def __enter__(self: _T) -> _T:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def _details(self, **kind_specific: object) -> Dict[str, object]:
        """liboqs-python's ``details``: the common keys, then the kind's own."""
        s = self.scheme
        common: Dict[str, object] = {
            "name": s.name, "version": s.version, "family": s.family, "group": s.group,
            "claimed_nist_level": s.level, "backend": self.backend,
            "length_public_key": s.public_key_bytes, "length_secret_key": s.secret_key_bytes}
        common.update(kind_specific)
        return common
