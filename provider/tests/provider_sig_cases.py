"""Signature cases of test_provider.py: keys, X.509 chains, dgst, CMS, bad
keys and (OpenSSL >= 3.2) TLS handshakes authenticated by KpqC certificates."""
import base64
import os
import subprocess

import test_provider as tp

# The chains the tests build: a CA and a leaf of the same algorithm, and a
# HAETAE CA over an AIMer leaf.
CHAIN_ALGS = ["haetae2", "aimer128f"]


def make_chain(env, ca_alg, leaf_alg, tag, openssl=None):
    """ca-<tag>.crt (self-signed) and leaf-<tag>.crt signed by it, keys beside."""
    run = lambda argv, **kw: env.run(argv, openssl=openssl, **kw)
    run(["genpkey"] + env.prov() + ["-algorithm", ca_alg, "-out", "ca-%s.key" % tag])
    run(["req"] + env.prov() + ["-x509", "-new", "-key", "ca-%s.key" % tag, "-subj",
                                "/CN=kpqc test CA %s" % tag, "-days", "2",
                                "-addext", "basicConstraints=critical,CA:TRUE",
                                "-addext", "keyUsage=critical,keyCertSign",
                                "-out", "ca-%s.crt" % tag])
    run(["genpkey"] + env.prov() + ["-algorithm", leaf_alg, "-out", "leaf-%s.key" % tag])
    run(["req"] + env.prov() + ["-new", "-key", "leaf-%s.key" % tag, "-subj", "/CN=localhost",
                                "-out", "leaf-%s.csr" % tag])
    with open(os.path.join(env.tmp, "leaf.ext"), "w") as f:
        f.write("basicConstraints=CA:FALSE\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n")
    run(["x509"] + env.prov() + ["-req", "-in", "leaf-%s.csr" % tag, "-CA", "ca-%s.crt" % tag,
                                 "-CAkey", "ca-%s.key" % tag, "-CAcreateserial", "-days", "2",
                                 "-extfile", "leaf.ext", "-out", "leaf-%s.crt" % tag])


def case_x509(env):
    for alg, cp, oid in tp.SIGS:
        make_chain(env, alg, alg, alg)
        # The certificate names the algorithm by the table's OID.
        r = env.run(["asn1parse", "-in", "leaf-%s.crt" % alg])
        if (":%s" % oid).encode() not in r.stdout:
            raise tp.Failure("%s: OID %s not in the certificate" % (alg, oid))
        r = env.run(["verify"] + env.prov() + ["-CAfile", "ca-%s.crt" % alg, "leaf-%s.crt" % alg])
        if b"leaf-%s.crt: OK" % alg.encode() not in r.stdout:
            raise tp.Failure("%s: verify said %r" % (alg, r.stdout))
        # A leaf signed by another CA of the same algorithm does not verify.
        if alg in CHAIN_ALGS:
            make_chain(env, alg, alg, alg + "-other")
            env.run(["verify"] + env.prov() + ["-CAfile", "ca-%s-other.crt" % alg,
                                               "leaf-%s.crt" % alg], expect_ok=False)
        # Keys in PEM and DER, private and public, read back as the same key.
        env.run(["pkey"] + env.prov() + ["-in", "leaf-%s.key" % alg, "-outform", "DER",
                                         "-out", "k.der"])
        env.run(["pkey"] + env.prov() + ["-in", "k.der", "-inform", "DER", "-pubout",
                                         "-outform", "DER", "-out", "p.der"])
        env.run(["pkey"] + env.prov() + ["-in", "leaf-%s.key" % alg, "-pubout", "-out", "p.pem"])
        env.run(["pkey"] + env.prov() + ["-pubin", "-in", "p.der", "-inform", "DER",
                                         "-out", "p2.pem"])
        if tp.read(os.path.join(env.tmp, "p.pem")) != tp.read(os.path.join(env.tmp, "p2.pem")):
            raise tp.Failure("%s: the public key changed through DER" % alg)
        # dgst: sign, verify, and a changed message fails.
        with open(os.path.join(env.tmp, "msg.txt"), "wb") as f:
            f.write(b"a message for " + alg.encode() + b"\n" * 3)
        env.run(["dgst"] + env.prov() + ["-sign", "leaf-%s.key" % alg, "-out", "msg.sig",
                                         "msg.txt"])
        r = env.run(["dgst"] + env.prov() + ["-verify", "p.pem", "-signature", "msg.sig",
                                             "msg.txt"])
        if b"Verified OK" not in r.stdout:
            raise tp.Failure("%s: dgst -verify said %r" % (alg, r.stdout))
        with open(os.path.join(env.tmp, "msg.txt"), "ab") as f:
            f.write(b"!")
        r = env.run(["dgst"] + env.prov() + ["-verify", "p.pem", "-signature", "msg.sig",
                                             "msg.txt"], expect_ok=False)
        print("%-10s %s: CA + leaf, verify OK, wrong CA refused, PEM/DER keys, dgst "
              "sign/verify, changed message refused" % (alg, oid))
    # A HAETAE CA over an AIMer leaf.
    make_chain(env, "haetae3", "aimer192f", "mixed")
    env.run(["verify"] + env.prov() + ["-CAfile", "ca-mixed.crt", "leaf-mixed.crt"])
    print("haetae3 CA over an aimer192f leaf: verify OK")
    # A corrupted signature: the last byte of each certificate flipped.
    for alg in CHAIN_ALGS:
        der = env.run(["x509", "-in", "leaf-%s.crt" % alg, "-outform", "DER"]).stdout
        bad = der[:-1] + bytes([der[-1] ^ 0x01])
        with open(os.path.join(env.tmp, "bad.der"), "wb") as f:
            f.write(bad)
        env.run(["x509", "-inform", "DER", "-in", "bad.der", "-out", "bad.crt"])
        r = env.run(["verify"] + env.prov() + ["-CAfile", "ca-%s.crt" % alg, "bad.crt"],
                    expect_ok=False)
        if b"signature failure" not in r.stdout + r.stderr:
            raise tp.Failure("%s: corrupted certificate: %r" % (alg, r.stdout + r.stderr))
        print("%-10s corrupted certificate signature: verify fails (certificate signature "
              "failure)" % alg)


def case_bad_keys(env):
    env.run(["genpkey"] + env.prov() + ["-algorithm", "haetae2", "-out", "good.pem"])
    der = env.run(["pkey"] + env.prov() + ["-in", "good.pem", "-outform", "DER"]).stdout
    pub = env.run(["pkey"] + env.prov() + ["-in", "good.pem", "-pubout", "-outform",
                                           "DER"]).stdout
    b64 = lambda d: base64.encodebytes(d).decode()
    cases = {
        "truncated PKCS#8 DER": ("DER", der[:-10], False),
        "PKCS#8 DER, secret key one byte short": ("DER", shorten_octets(der), False),
        "PKCS#8 DER, public key one byte short": ("DER", shorten_octets(der, 3), False),
        "PKCS#8 DER, unknown OID arc": ("DER", der.replace(b"\x2b\xce\x0f\x0e\x01\x01",
                                                         b"\x2b\xce\x0f\x0e\x09\x01"), False),
        "PKCS#8 DER, version 7": ("DER", der.replace(b"\x02\x01\x01", b"\x02\x01\x07", 1), False),
        "random bytes": ("DER", os.urandom(3000), False),
        "PEM with garbage base64": ("PEM", "-----BEGIN PRIVATE KEY-----\n%s-----END PRIVATE "
                                    "KEY-----\n" % b64(os.urandom(2000)), False),
        "PEM with the body cut": ("PEM", "-----BEGIN PRIVATE KEY-----\n%s-----END PRIVATE "
                                  "KEY-----\n" % b64(der)[:400], False),
        "truncated SubjectPublicKeyInfo DER": ("DER", pub[:-1], True),
        "SubjectPublicKeyInfo with a long length": ("DER", b"\x30\x84\xff\xff\xff\xff" + pub[4:],
                                                     True),
    }
    for what, (form, data, public) in cases.items():
        path = os.path.join(env.tmp, "bad.key")
        with open(path, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
        argv = ["pkey"] + env.prov() + (["-pubin"] if public else []) + \
            ["-in", "bad.key", "-inform", form, "-noout"]
        r = env.run(argv, expect_ok=False)
        msg = (r.stderr.decode(errors="replace").strip().split("\n") or [""])[0]
        print("%-42s openssl pkey exit %d: %s" % (what, r.returncode, msg[:90]))
    # An encrypted PKCS#8 is refused, never written in clear.
    r = env.run(["genpkey"] + env.prov() + ["-algorithm", "haetae2", "-aes256", "-pass",
                                            "pass:kpqc", "-out", "enc.key"], expect_ok=False)
    if b"encrypted PKCS#8 is not supported" not in r.stderr:
        raise tp.Failure("genpkey -aes256: %r" % r.stderr)
    print("%-42s openssl genpkey exit %d: refused" % ("genpkey -aes256 (encrypted PKCS#8)",
                                                      r.returncode))
    # The good key still loads (the failures above are the inputs' fault).
    env.run(["pkey"] + env.prov() + ["-in", "good.pem", "-noout"])


def shorten_octets(der, which=2):
    """The PKCS#8 with its part `which` (2: the secret key's OCTET STRING, 3:
    the public key's BIT STRING) one byte shorter, all lengths fixed:
    well-formed DER that holds a key of the wrong size."""
    # SEQUENCE { INTEGER, SEQUENCE { OID }, OCTET STRING, [1] BIT STRING }
    def tlv(buf, i):
        tag, n = buf[i], buf[i + 1]
        j = i + 2
        if n & 0x80:
            k = n & 0x7f
            n = int.from_bytes(buf[j:j + k], "big")
            j += k
        return tag, buf[j:j + n], j + n

    def enc(tag, body):
        n = len(body)
        if n < 0x80:
            head = bytes([tag, n])
        elif n < 0x100:
            head = bytes([tag, 0x81, n])
        else:
            head = bytes([tag, 0x82]) + n.to_bytes(2, "big")
        return head + body
    _, body, _ = tlv(der, 0)
    parts, i = [], 0
    while i < len(body):
        tag, content, i = tlv(body, i)
        parts.append((tag, content))
    parts[which] = (parts[which][0], parts[which][1][:-1])
    return enc(0x30, b"".join(enc(t, c) for t, c in parts))


def need_new_openssl(env):
    if not env.args.new_openssl or not os.path.exists(env.args.new_openssl):
        print("SKIP: no OpenSSL >= 3.2 in this build (configure with "
              "-DKPQC_PROVIDER_NEW_OPENSSL=ON, as make test-gcc does; it needs cargo and perl)")
        return False
    return True


def case_cms(env):
    # OpenSSL 3.0 cannot name a provider's signature in CMS (openssl issue
    # 17717): there it must fail cleanly.
    make_chain(env, "haetae2", "haetae2", "cms30")
    with open(os.path.join(env.tmp, "content.txt"), "wb") as f:
        f.write(b"CMS content\n" * 10)
    r = env.run(["cms"] + env.prov() + ["-sign", "-in", "content.txt", "-signer",
                                        "leaf-cms30.crt", "-inkey", "leaf-cms30.key",
                                        "-binary", "-nodetach", "-md", "sha512",
                                        "-outform", "DER", "-out", "m.cms"], expect_ok=None)
    print("OpenSSL %s: cms -sign exit %d (%s)" % (
        version(env, env.args.openssl), r.returncode,
        "works" if r.returncode == 0 else "not supported with provider signatures; clean error"))
    if not need_new_openssl(env):
        return tp.SKIP
    new = env.args.new_openssl
    for alg in CHAIN_ALGS:
        make_chain(env, alg, alg, "cms-" + alg, openssl=new)
        sign = ["cms"] + env.prov() + ["-sign", "-in", "content.txt", "-signer",
                                       "leaf-cms-%s.crt" % alg, "-inkey", "leaf-cms-%s.key" % alg,
                                       "-binary", "-nodetach", "-md", "sha512", "-outform", "DER",
                                       "-out", "m.cms"]
        env.run(sign, openssl=new)
        r = env.run(["cms"] + env.prov() + ["-verify", "-in", "m.cms", "-inform", "DER",
                                            "-CAfile", "ca-cms-%s.crt" % alg, "-binary",
                                            "-out", "back.txt"], openssl=new)
        if tp.read(os.path.join(env.tmp, "back.txt")) != tp.read(
                os.path.join(env.tmp, "content.txt")):
            raise tp.Failure("%s: CMS content changed" % alg)
        cms = bytearray(tp.read(os.path.join(env.tmp, "m.cms")))
        i = cms.find(b"CMS content")
        cms[i] ^= 0x20
        with open(os.path.join(env.tmp, "bad.cms"), "wb") as f:
            f.write(cms)
        env.run(["cms"] + env.prov() + ["-verify", "-in", "bad.cms", "-inform", "DER", "-CAfile",
                                        "ca-cms-%s.crt" % alg, "-binary", "-out", "back.txt"],
                openssl=new, expect_ok=False)
        print("OpenSSL %s: %s CMS sign/verify round trip; changed content refused" %
              (version(env, new), alg))


def version(env, openssl):
    return env.run(["version"], openssl=openssl).stdout.decode().split()[1]


def case_tls_sigalg(env):
    if not need_new_openssl(env):
        return tp.SKIP
    new = env.args.new_openssl
    for alg in CHAIN_ALGS:
        make_chain(env, alg, alg, "tls-" + alg, openssl=new)
        for group in ("x25519_ntru_plus_kem768", "X25519MLKEM768"):
            text = tp.handshake(env, ["-cert", "leaf-tls-%s.crt" % alg, "-key",
                                      "leaf-tls-%s.key" % alg, "-groups", group,
                                      "-sigalgs", alg],
                                ["-groups", group, "-sigalgs", alg, "-CAfile",
                                 "ca-tls-%s.crt" % alg, "-verify_return_error",
                                 "-verify_hostname", "localhost"],
                                "tls-%s-%s" % (alg, group), openssl=new)
            if b"Verify return code: 0 (ok)" not in text:
                raise tp.Failure("%s: the chain did not verify in the handshake" % alg)
            peer = [l for l in text.split(b"\n") if b"Peer signature type" in l or
                    b"Signature type" in l]
            print("OpenSSL %s: %s over %s: handshake, chain verified, data both ways %s" % (
                version(env, new), alg, group, peer[0].decode().strip() if peer else ""))
    # A client that trusts another CA refuses the chain with an alert.
    make_chain(env, "haetae2", "haetae2", "tls-other", openssl=new)
    srv, port, slog = tp.start_server(env, ["-cert", "leaf-tls-haetae2.crt", "-key",
                                            "leaf-tls-haetae2.key", "-sigalgs", "haetae2"],
                                      "wrong-ca", openssl=new)
    r = env.run(["s_client"] + env.prov() + ["-connect", "127.0.0.1:%d" % port, "-tls1_3",
                                             "-sigalgs", "haetae2", "-CAfile",
                                             "ca-tls-other.crt", "-verify_return_error"],
                openssl=new, expect_ok=False, input_bytes=b"", timeout=tp.DEADLINE)
    print("untrusted HAETAE chain: s_client exit %d (refused)" % r.returncode)


SIG_CASES = {"x509": case_x509, "bad-keys": case_bad_keys, "cms": case_cms,
             "tls-sigalg": case_tls_sigalg}
