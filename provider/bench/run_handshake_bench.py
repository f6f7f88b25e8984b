#!/usr/bin/env python3
"""Interleaved handshake benchmark of the kpqc provider (docs/PROVIDER.md).

    run_handshake_bench.py --bench build/dev/provider/kpqc_tls_handshake_bench \\
        --openssl ~/.cache/kpqc/openssl-3.6.3-*/bin/openssl \\
        --module-dir build/dev/provider [--rounds 15] [--seconds 0.3] [--cpu 1]

Every round runs every configuration once, in a fresh order, each pinned to
one core (taskset -c CPU), for --seconds of CPU time of handshakes (the bench
counts its own process's CPU time, so other load on the machine does not
inflate it); the table gives the
median over rounds of the microseconds per handshake and, for each
configuration, the median of its per-round ratios to the baseline of its
kind (X25519MLKEM768 for the groups, ML-DSA-44 for the signatures) with the
min-max. KEM groups are authenticated by one ECDSA P-256 certificate, so
they differ only in the key exchange; the signature rows use X25519MLKEM768
and a CA + leaf chain of the algorithm (the client verifies it).
"""
import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS_FILE = os.path.join(HERE, "..", "tests", "groups.txt")


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bench", required=True)
    ap.add_argument("--openssl", required=True, help="the openssl command of the same build")
    ap.add_argument("--module-dir", required=True)
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--seconds", type=float, default=0.3)
    ap.add_argument("--cpu", default="1")
    ap.add_argument("--groups", default="", help="comma-separated subset of the KpqC groups")
    args = ap.parse_args()
    mod = os.path.abspath(args.module_dir)
    prov = ["-provider-path", mod, "-provider", "kpqc", "-provider", "default"]
    tmp = tempfile.mkdtemp(prefix="kpqc-hsbench-")
    with open(os.path.join(tmp, "openssl.cnf"), "w") as f:
        f.write("[req]\ndistinguished_name = req_dn\n[req_dn]\n")
    os.environ["OPENSSL_CONF"] = os.path.join(tmp, "openssl.cnf")

    def ossl(argv):
        subprocess.run([args.openssl] + argv, cwd=tmp, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)

    def chain(tag, genkey):
        ossl(["genpkey"] + prov + genkey + ["-out", tag + "-ca.key"])
        ossl(["req"] + prov + ["-x509", "-new", "-key", tag + "-ca.key", "-subj", "/CN=ca",
                               "-days", "2", "-addext", "basicConstraints=critical,CA:TRUE",
                               "-addext", "keyUsage=critical,keyCertSign",
                               "-out", tag + "-ca.crt"])
        ossl(["genpkey"] + prov + genkey + ["-out", tag + ".key"])
        ossl(["req"] + prov + ["-new", "-key", tag + ".key", "-subj", "/CN=localhost",
                               "-out", tag + ".csr"])
        ossl(["x509"] + prov + ["-req", "-in", tag + ".csr", "-CA", tag + "-ca.crt", "-CAkey",
                                tag + "-ca.key", "-CAcreateserial", "-days", "2",
                                "-extfile", "leaf.ext", "-out", tag + ".crt"])
        return [os.path.join(tmp, tag + ".crt"), os.path.join(tmp, tag + ".key"),
                os.path.join(tmp, tag + "-ca.crt")]

    with open(os.path.join(tmp, "leaf.ext"), "w") as f:
        f.write("basicConstraints=CA:FALSE\nsubjectAltName=DNS:localhost\n")
    ecdsa = chain("ecdsa", ["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"])
    groups = []
    with open(GROUPS_FILE) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                groups.append(line[0])
    # Only the groups this build offers (a KPQC_FAMILIES build lacks some).
    listed = subprocess.run([args.openssl, "list", "-kem-algorithms"] + prov,
                            stdout=subprocess.PIPE, text=True, check=True).stdout
    groups = [g for g in groups if " %s @ kpqc" % g in listed]
    if args.groups:
        groups = [g for g in groups if g in args.groups.split(",")]
    configs = []  # (label, kind, group, sigalg, files)
    for g in ["X25519MLKEM768", "X25519", "secp256r1", "secp384r1", "X448"] + groups:
        configs.append((g, "group", g, "ecdsa_secp256r1_sha256", ecdsa))
    for label, sigalg, genkey in (
            ("ML-DSA-44", "mldsa44", ["-algorithm", "ML-DSA-44"]),
            ("ECDSA P-256", "ecdsa_secp256r1_sha256",
             ["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"]),
            ("HAETAE2", "haetae2", ["-algorithm", "haetae2"]),
            ("AIMer128f", "aimer128f", ["-algorithm", "aimer128f"])):
        configs.append((label, "sig", "X25519MLKEM768", sigalg, chain(sigalg, genkey)))

    times = {c[0]: [] for c in configs}
    for r in range(args.rounds):
        order = configs[:]
        random.shuffle(order)
        for label, kind, group, sigalg, (cert, key, ca) in order:
            cmd = ["taskset", "-c", args.cpu, args.bench, "--group", group, "--sigalg", sigalg,
                   "--cert", cert, "--key", key, "--cafile", ca, "--provider-path", mod,
                   "--seconds", str(args.seconds)]
            out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
            times[label].append(float(out.split()[-1]))
        print("round %d/%d done" % (r + 1, args.rounds), file=sys.stderr)

    def table(kind, base):
        rows = [c for c in configs if c[1] == kind]
        print("| %s | us/handshake (median) | handshakes/s | ratio to %s: median (min-max) |" %
              ("group" if kind == "group" else "signature", base))
        print("|---|---:|---:|---|")
        for label, *_ in rows:
            t = times[label]
            ratios = [a / b for a, b in zip(t, times[base])]
            print("| %s | %.1f | %.0f | %.3f (%.3f-%.3f) |" % (
                label, statistics.median(t), 1e6 / statistics.median(t),
                statistics.median(ratios), min(ratios), max(ratios)))
        print()

    print("CPU: %s; %d rounds, %.2f s per configuration per round, taskset -c %s; OpenSSL: %s"
          % (cpu_model(), args.rounds, args.seconds, args.cpu,
             subprocess.run([args.openssl, "version"], stdout=subprocess.PIPE,
                            text=True).stdout.strip()))
    print()
    table("group", "X25519MLKEM768")
    table("sig", "ML-DSA-44")


if __name__ == "__main__":
    main()
