"""Errors are exceptions carrying the C error's meaning, never a crash."""
import os
import subprocess
import sys

import pytest

import kpqc


def test_unknown_scheme_suggests() -> None:
    with pytest.raises(kpqc.UnknownSchemeError, match="NTRU\\+768") as e:
        kpqc.KEM("NTRU+769")
    assert isinstance(e.value, LookupError)
    with pytest.raises(kpqc.UnknownSchemeError, match="HAETAE2"):
        kpqc.Signature("HAETAE-2")
    with pytest.raises(kpqc.UnknownSchemeError):
        kpqc.scheme("")
    with pytest.raises(TypeError):
        kpqc.KEM(None)  # type: ignore[arg-type]


def test_kind_mismatch() -> None:
    with pytest.raises(kpqc.KindError, match="kpqc.Signature"):
        kpqc.KEM("AIMer128f")
    with pytest.raises(kpqc.KindError, match="kpqc.KEM"):
        kpqc.Signature("SMAUG-T1")


def test_backend_errors() -> None:
    with pytest.raises(kpqc.BackendError, match="unknown backend"):
        kpqc.KEM("NTRU+768", backend="neon9")
    with pytest.raises(kpqc.BackendError):
        kpqc.kat("NTRU+768", backend="nonsense")


def test_backend_not_available_without_avx2() -> None:
    # KPQC_CPU_DISABLE=avx2 hides the feature: avx2 is refused, portable is the default.
    code = ("import kpqc\n"
            "k = kpqc.KEM('NTRU+768'); assert k.backend == 'portable', k.backend\n"
            "try:\n    kpqc.KEM('NTRU+768', backend='avx2')\n"
            "except kpqc.BackendError as e:\n    print('refused:', e)\n")
    if not any(b.name == "avx2" and b.available for b in kpqc.scheme("NTRU+768").backends):
        pytest.skip("this CPU has no avx2 backend to hide")
    env = dict(os.environ, KPQC_CPU_DISABLE="avx2")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert "refused: NTRU+768: this CPU cannot run the avx2 backend" in out.stdout


def test_wrong_sizes() -> None:
    kem = kpqc.KEM("NTRU+768")
    pk, sk = kem.keypair()
    ct, _ = kem.encaps(pk)
    with pytest.raises(kpqc.SizeError, match="public key must be 1152 bytes, got 1151"):
        kem.encaps(pk[:-1])
    with pytest.raises(kpqc.SizeError, match="ciphertext"):
        kem.decaps(ct + b"\0", sk)
    with pytest.raises(kpqc.SizeError, match="secret key"):
        kem.decaps(ct, sk[:10])
    with pytest.raises(TypeError):
        kem.encaps("not bytes")  # type: ignore[arg-type]
    sig = kpqc.Signature("HAETAE2")
    spk, ssk = sig.keypair()
    with pytest.raises(kpqc.SizeError):
        sig.sign(b"m", ssk + b"\0")
    with pytest.raises(kpqc.SizeError):
        sig.verify(b"m", b"sig", spk[1:])
    s = sig.sign(b"m", ssk)
    assert sig.verify(b"m", s + bytes(sig.signature_bytes), spk) is False  # too long: invalid
    # A public key out of the scheme's range (HAETAE: b >= q) is refused as a key.
    with pytest.raises(kpqc.InvalidKeyError):
        sig.verify(b"m", s, b"\xff" * len(spk))
    assert isinstance(kpqc.SizeError("x"), ValueError)


def test_context_and_seed_arguments() -> None:
    sig = kpqc.Signature("HAETAE2")
    pk, sk = sig.keypair()
    too_long = bytes(sig.max_context_bytes + 1)
    with pytest.raises(kpqc.ArgumentError) as e:
        sig.sign(b"m", sk, ctx=too_long)
    assert e.value.code == -6
    with pytest.raises(kpqc.SizeError):
        sig.keypair(seed=b"short")
    aimer = kpqc.Signature("AIMer128f")
    with pytest.raises(kpqc.ArgumentError, match="no deterministic key generation"):
        aimer.keypair(seed=bytes(32))
    with pytest.raises(kpqc.ArgumentError, match="no deterministic signing"):
        aimer.sign(b"m", aimer.keypair()[1], seed=bytes(32))
    with pytest.raises(kpqc.SizeError):
        with kpqc.drbg(b"too short"):
            pass


def test_scheme_listing() -> None:
    rows = kpqc.schemes()
    names = {s.name for s in rows}
    assert {"NTRU+768", "SMAUG-T1", "HAETAE2", "AIMer128f"} <= names
    assert all(s.current_row is None for s in rows)
    every = kpqc.schemes(all_versions=True)
    assert len(every) >= len(rows) and any(s.current_row for s in every) == (len(every) > len(rows))
    kems = kpqc.schemes(kind="kem")
    assert kems and all(s.kind == "kem" and s.ciphertext_bytes > 0 for s in kems)
    assert all(s.signature_bytes > 0 for s in kpqc.schemes(kind="signature"))
    finalists = kpqc.schemes(group="kpqc")
    assert {s.family for s in finalists} == {"NTRU+", "SMAUG-T", "HAETAE", "AIMer"}
    for s in rows:
        assert s.backends[0].name == "portable" and s.backends[0].available
        assert sum(b.default for b in s.backends) == 1
        assert s.level in (1, 2, 3, 4, 5)
    with pytest.raises(ValueError):
        kpqc.schemes(kind="cipher")
    assert kpqc.version().count(".") == 2
    assert kpqc.KEM("ntru+768").details["length_public_key"] == 1152


def test_invalid_keys_are_exceptions() -> None:
    sig = kpqc.Signature("HAETAE2")
    with pytest.raises(kpqc.InvalidKeyError) as e:
        sig.sign(b"m", b"\xff" * sig.secret_key_bytes)
    assert e.value.code == -8 and isinstance(e.value, ValueError)
    # Hostile keys and ciphertexts: a result or a KpqcError, never a crash.
    for name in ("NTRU+768", "SMAUG-T1", "TiGER128"):
        kem = kpqc.KEM(name)
        for fill in (b"\0", b"\xff"):
            try:
                kem.encaps(fill * kem.public_key_bytes)
            except kpqc.KpqcError:
                pass
            try:
                kem.decaps(fill * kem.ciphertext_bytes, fill * kem.secret_key_bytes)
            except kpqc.KpqcError:
                pass
