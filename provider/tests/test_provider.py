#!/usr/bin/env python3
"""The kpqc OpenSSL provider against the real `openssl` command.

    test_provider.py --module-dir DIR --openssl PATH --kpqc PATH [--new-openssl PATH] CASE

CASE is one of: list, groups, bad-shares, x509, bad-keys, cms, tls-sigalg.
Exit 0 = passed, 1 = failed, 77 = skipped (the reason is printed).

Every network test listens on 127.0.0.1 only, on a port the OS picked, with a
deadline; every server is killed at the end. The groups, code points and
ciphertext sizes expected are in provider/tests/groups.txt (the same table
as docs/PROVIDER.md), not taken from the provider under test.
"""
import argparse
import os
import secrets
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77
DEADLINE = 20.0  # seconds for one handshake test


class Failure(Exception):
    pass


def load_table(name):
    rows = []
    with open(os.path.join(HERE, name)) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                rows.append(line)
    return rows


GROUPS = [(g, int(cp), int(pk), int(ct), scheme)
          for g, cp, pk, ct, scheme in load_table("groups.txt")]
SIGS = [(n, int(cp), oid) for n, cp, oid in load_table("sigalgs.txt")]


class Env:
    def __init__(self, args, tmp):
        self.args = args
        self.tmp = tmp
        self.module_dir = os.path.abspath(args.module_dir)
        self.procs = []
        self.skipped = []
        # The schemes this libkpqc has (a KPQC_FAMILIES build lacks some).
        out = subprocess.run([args.kpqc, "list", "--all-versions"], stdout=subprocess.PIPE,
                             check=True, text=True).stdout
        self.schemes = {line.split()[0] for line in out.splitlines() if line.strip()}

    def groups(self):
        """The groups whose scheme is built; the others are recorded as skipped."""
        have = []
        for row in GROUPS:
            if row[4] in self.schemes:
                have.append(row)
            elif row[0] not in self.skipped:
                self.skipped.append(row[0])
                print("SKIP group %s: %s is not in this libkpqc build" % (row[0], row[4]))
        return have

    def prov(self):
        return ["-provider-path", self.module_dir, "-provider", "kpqc", "-provider", "default"]

    def run(self, argv, openssl=None, expect_ok=True, input_bytes=None, timeout=60):
        cmd = [openssl or self.args.openssl] + argv
        r = subprocess.run(cmd, input=input_bytes, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout, cwd=self.tmp)
        if r.returncode < 0:
            raise Failure("%s: killed by signal %d (crash)\n%s" % (" ".join(cmd), -r.returncode,
                                                                  r.stderr.decode(errors="replace")))
        if expect_ok and r.returncode != 0:
            raise Failure("%s: exit %d\n%s" % (" ".join(cmd), r.returncode,
                                               r.stderr.decode(errors="replace")))
        if expect_ok is False and r.returncode == 0:
            raise Failure("%s: succeeded, a failure was expected" % " ".join(cmd))
        return r

    def spawn(self, cmd, **kw):
        p = subprocess.Popen(cmd, cwd=self.tmp, start_new_session=True, **kw)
        self.procs.append(p)
        return p

    def kill_all(self):
        for p in self.procs:
            if p.poll() is None:
                try:
                    os.killpg(p.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            p.wait()


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(path, needle, deadline, proc=None):
    while time.time() < deadline:
        try:
            with open(path, "rb") as f:
                if needle in f.read():
                    return True
        except FileNotFoundError:
            pass
        if proc is not None and proc.poll() is not None:
            return False
        time.sleep(0.02)
    return False


def read(path):
    with open(path, "rb") as f:
        return f.read()


def ec_cert(env):
    """A P-256 server certificate (the KEM tests authenticate classically)."""
    if not os.path.exists(os.path.join(env.tmp, "ec.crt")):
        env.run(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
                 "-nodes", "-keyout", "ec.key", "-out", "ec.crt", "-subj", "/CN=localhost",
                 "-days", "2"])
    return "ec.crt", "ec.key"


def start_server(env, extra, tag, openssl=None, naccept=1):
    """s_server on 127.0.0.1 (a free port); returns (process, port, log path)."""
    for _ in range(5):
        port = free_port()
        log = os.path.join(env.tmp, "server-%s-%d.log" % (tag, port))
        out = open(log, "wb")
        p = env.spawn([openssl or env.args.openssl, "s_server"] + env.prov() +
                      ["-accept", "127.0.0.1:%d" % port, "-tls1_3", "-naccept", str(naccept)] +
                      extra, stdin=subprocess.PIPE, stdout=out, stderr=subprocess.STDOUT)
        out.close()
        if wait_for(log, b"ACCEPT", time.time() + 10, p):
            return p, port, log
        p.kill()
        p.wait()
    raise Failure("s_server did not start: %s" % read(log).decode(errors="replace"))


def handshake(env, server_args, client_args, tag, openssl=None, want_server_hello=None):
    """One full handshake with data both ways; returns the client's output."""
    srv, port, slog = start_server(env, server_args, tag, openssl)
    clog = os.path.join(env.tmp, "client-%s-%d.log" % (tag, port))
    out = open(clog, "wb")
    cli = env.spawn([openssl or env.args.openssl, "s_client"] + env.prov() +
                    ["-connect", "127.0.0.1:%d" % port, "-tls1_3", "-msg"] + client_args,
                    stdin=subprocess.PIPE, stdout=out, stderr=subprocess.STDOUT)
    out.close()
    deadline = time.time() + DEADLINE
    ctoken = b"client-to-server-" + secrets.token_hex(8).encode()
    stoken = b"server-to-client-" + secrets.token_hex(8).encode()
    ok = wait_for(clog, b"ServerHello", deadline, cli)
    if ok:
        ok = wait_for(clog, b"Verify return code", deadline, cli)
    if ok:
        cli.stdin.write(ctoken + b"\n")
        cli.stdin.flush()
        ok = wait_for(slog, ctoken, deadline, srv)
    if ok:
        srv.stdin.write(stoken + b"\n")
        srv.stdin.flush()
        ok = wait_for(clog, stoken, deadline, cli)
    for p in (cli, srv):
        try:
            p.stdin.close()
        except BrokenPipeError:
            pass
    for p in (cli, srv):
        try:
            p.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
    text = read(clog)
    if not ok:
        raise Failure("%s: handshake or data exchange failed\n--- client\n%s\n--- server\n%s" %
                      (tag, text.decode(errors="replace")[-3000:],
                       read(slog).decode(errors="replace")[-3000:]))
    for p in (cli, srv):
        if p.returncode is not None and p.returncode < 0:
            raise Failure("%s: %s killed by signal %d" % (tag, p.args[1], -p.returncode))
    if want_server_hello is not None:
        tag_line = [l for l in text.split(b"\n") if l.endswith(b"ServerHello")]
        if not tag_line:
            raise Failure("%s: no ServerHello in the client's -msg output" % tag)
        length = int(tag_line[0].split(b"[length ")[1].split(b"]")[0], 16)
        if length != want_server_hello:
            raise Failure("%s: ServerHello of %d bytes, %d expected (key share of another size)"
                          % (tag, length, want_server_hello))
    return text


# ServerHello body as s_client -msg reports it for a TLS 1.3 full handshake with
# a 32-byte session id echo: its length is this plus the server's key share.
SERVER_HELLO_OVERHEAD = 90


def case_list(env):
    r = env.run(["list", "-kem-algorithms"] + env.prov())
    text = r.stdout.decode()
    missing = [g[0] for g in env.groups() if " %s @ kpqc" % g[0] not in text]
    if missing:
        raise Failure("KEMs missing from openssl list: %s\n%s" % (missing, text))
    r = env.run(["list", "-signature-algorithms"] + env.prov())
    text = r.stdout.decode()
    missing = [n for n, _, oid in SIGS if "{ %s, %s } @ kpqc" % (oid, n) not in text]
    if missing:
        raise Failure("signatures missing from openssl list: %s\n%s" % (missing, text))
    print("list: %d KEMs and %d signature algorithms listed" % (len(env.groups()), len(SIGS)))
    # Loaded from openssl.cnf instead (docs/PROVIDER.md's snippet), no -provider flags.
    conf = os.path.join(env.tmp, "provider.cnf")
    with open(conf, "w") as f:
        f.write("openssl_conf = openssl_init\n[openssl_init]\nproviders = provider_sect\n"
                "[provider_sect]\ndefault = default_sect\nkpqc = kpqc_sect\n"
                "[default_sect]\nactivate = 1\n[kpqc_sect]\nmodule = %s\nactivate = 1\n"
                % os.path.join(env.module_dir, "kpqc.so"))
    saved = os.environ["OPENSSL_CONF"]
    os.environ["OPENSSL_CONF"] = conf
    try:
        text = (env.run(["list", "-kem-algorithms"]).stdout.decode() +
                env.run(["list", "-signature-algorithms"]).stdout.decode())
    finally:
        os.environ["OPENSSL_CONF"] = saved
    if " @ kpqc" not in text:
        raise Failure("the provider did not load from openssl.cnf:\n%s" % text)
    print("list: loaded from an openssl.cnf [provider_sect] as well")


def case_groups(env):
    have = {g[0] for g in env.groups()}
    if not have:
        print("SKIP: no KEM family in this libkpqc build")
        return SKIP
    cert, key = ec_cert(env)
    for g, cp, pk, ct, _ in env.groups():
        t0 = time.time()
        handshake(env, ["-cert", cert, "-key", key, "-groups", g], ["-groups", g], g,
                  want_server_hello=SERVER_HELLO_OVERHEAD + ct)
        print("group %-26s 0x%04x: handshake, data both ways, %d-byte server share (%.2f s)"
              % (g, cp, ct, time.time() - t0))
    if "x25519_ntru_plus_kem768" not in have or not {"smaug_t1", "ntru_plus_kem768"} <= have:
        print("SKIP: the code point and no-common-group checks use NTRU+768 and SMAUG-T1")
        env.skipped.append("codepoint and no-common-group checks")
        return
    # The code point comes from the environment when set: both sides agree on
    # 0xFE6F for x25519_ntru_plus_kem768 and still meet.
    os.environ["KPQC_CODEPOINT_X25519_NTRU_PLUS_KEM768"] = "0xFE6F"
    try:
        text = handshake(env, ["-cert", cert, "-key", key, "-groups", "x25519_ntru_plus_kem768"],
                         ["-groups", "x25519_ntru_plus_kem768"], "codepoint-env")
    finally:
        del os.environ["KPQC_CODEPOINT_X25519_NTRU_PLUS_KEM768"]
    # And a client that moved it alone no longer meets a server that did not.
    srv, port, slog = start_server(env, ["-cert", cert, "-key", key, "-groups",
                                         "x25519_ntru_plus_kem768"], "codepoint-one-side")
    os.environ["KPQC_CODEPOINT_X25519_NTRU_PLUS_KEM768"] = "0xFE6F"
    try:
        r = env.run(["s_client"] + env.prov() + ["-connect", "127.0.0.1:%d" % port, "-tls1_3",
                                                 "-groups", "x25519_ntru_plus_kem768"],
                    expect_ok=False, input_bytes=b"", timeout=DEADLINE)
    finally:
        del os.environ["KPQC_CODEPOINT_X25519_NTRU_PLUS_KEM768"]
    print("KPQC_CODEPOINT_X25519_NTRU_PLUS_KEM768=0xFE6F: handshake on the moved code point "
          "when both sides move it, failure (exit %d) when only the client does" % r.returncode)
    # A server and a client without a common group must not agree on anything.
    srv, port, slog = start_server(env, ["-cert", cert, "-key", key, "-groups", "smaug_t1"],
                                   "nocommon")
    r = env.run(["s_client"] + env.prov() + ["-connect", "127.0.0.1:%d" % port, "-tls1_3",
                                             "-groups", "ntru_plus_kem768"],
                expect_ok=False, input_bytes=b"", timeout=DEADLINE)
    print("no common group: client exit %d (failure, as it must)" % r.returncode)


# --- hand-made TLS records for the bad-share cases --------------------------------

def ext(t, body):
    return struct.pack(">HH", t, len(body)) + body


def client_hello(group_id, share, share_group=None):
    ks = struct.pack(">HH", share_group or group_id, len(share)) + share
    groups = [group_id] + ([share_group] if share_group else [])
    exts = (ext(0x002b, b"\x02\x03\x04") +                              # supported_versions
            ext(0x000a, struct.pack(">H", 2 * len(groups)) +            # supported_groups
                b"".join(struct.pack(">H", g) for g in groups)) +
            ext(0x000d, struct.pack(">H", 8) + bytes.fromhex("0403080408070804")) +
            ext(0x0033, struct.pack(">H", len(ks)) + ks))               # key_share
    body = (b"\x03\x03" + secrets.token_bytes(32) + b"\x20" + secrets.token_bytes(32) +
            b"\x00\x02\x13\x01" + b"\x01\x00" + struct.pack(">H", len(exts)) + exts)
    hs = b"\x01" + struct.pack(">I", len(body))[1:] + body
    return b"\x16\x03\x01" + struct.pack(">H", len(hs)) + hs


def server_hello(session_id, group_id, share):
    exts = (ext(0x002b, b"\x03\x04") +
            ext(0x0033, struct.pack(">HH", group_id, len(share)) + share))
    body = (b"\x03\x03" + secrets.token_bytes(32) + bytes([len(session_id)]) + session_id +
            b"\x13\x01\x00" + struct.pack(">H", len(exts)) + exts)
    hs = b"\x02" + struct.pack(">I", len(body))[1:] + body
    return b"\x16\x03\x03" + struct.pack(">H", len(hs)) + hs


def recv_record(sock, deadline):
    """One TLS record (type, body) or None when the peer closed."""
    def exact(n):
        buf = b""
        while len(buf) < n:
            sock.settimeout(max(0.1, deadline - time.time()))
            chunk = sock.recv(n - len(buf))
            if not chunk:
                return None
            buf += chunk
        return buf
    head = exact(5)
    if head is None:
        return None
    body = exact(struct.unpack(">H", head[3:5])[0])
    return None if body is None else (head[0], body)


def case_bad_shares(env):
    cert, key = ec_cert(env)
    for g, cp, pk, ct, _ in [x for x in env.groups() if x[0] in
                          ("ntru_plus_kem768", "smaug_t1", "timer", "x25519_ntru_plus_kem768",
                           "p256_smaug_t1", "tiger128")]:
        # 1. A client key share of the wrong length, then garbage of the right
        # length: the server answers with an alert or a ServerHello, never
        # crashes, and still completes a real handshake afterwards.
        srv, port, slog = start_server(env, ["-cert", cert, "-key", key, "-groups", g],
                                       "bad-" + g, naccept=4)
        outcomes = []
        for share in (secrets.token_bytes(pk - 1), secrets.token_bytes(pk)):
            with socket.create_connection(("127.0.0.1", port), timeout=DEADLINE) as s:
                s.sendall(client_hello(cp, share))
                rec = recv_record(s, time.time() + DEADLINE)
            if rec is None:
                raise Failure("%s: the server closed without an alert" % g)
            if rec[0] == 0x15:
                outcomes.append("alert %d" % rec[1][1])
            elif rec[0] == 0x16 and rec[1][0] == 0x02:
                outcomes.append("ServerHello")
            else:
                raise Failure("%s: unexpected record type %d" % (g, rec[0]))
        if not outcomes[0].startswith("alert"):
            raise Failure("%s: a %d-byte key share was accepted" % (g, pk - 1))
        # A key share of another group (X25519) beside the offer of this one:
        # the server asks again for this group (HelloRetryRequest), or alerts.
        with socket.create_connection(("127.0.0.1", port), timeout=DEADLINE) as s:
            s.sendall(client_hello(cp, secrets.token_bytes(32), share_group=0x001d))
            rec = recv_record(s, time.time() + DEADLINE)
        hrr_random = bytes.fromhex("cf21ad74e59a6111be1d8c021e65b891"
                                   "c2a211167abb8c5e079e09e2c8a8339c")
        if rec is None or rec[0] not in (0x15, 0x16):
            raise Failure("%s: no answer to a key share of another group" % g)
        if rec[0] == 0x16 and rec[1][6:38] != hrr_random:
            raise Failure("%s: a ServerHello for a key share of another group" % g)
        outcomes.append("HelloRetryRequest" if rec[0] == 0x16 else "alert %d" % rec[1][1])
        if srv.poll() is not None and srv.returncode < 0:
            raise Failure("%s: s_server died (signal %d)" % (g, -srv.returncode))
        clog = os.path.join(env.tmp, "after-%s.log" % g)
        r = env.run(["s_client"] + env.prov() + ["-connect", "127.0.0.1:%d" % port, "-tls1_3",
                                                 "-groups", g], input_bytes=b"",
                    timeout=DEADLINE)
        if b"Verify return code" not in r.stdout:
            raise Failure("%s: no handshake after the bad shares" % g)
        print("%-26s short share: %s; garbage share: %s; X25519 share instead: %s; "
              "server alive, next handshake ok" % (g, outcomes[0], outcomes[1], outcomes[2]))
        # 2. A server share one byte short, then garbage of the right length,
        # against the real s_client: it ends with an alert and an error exit.
        for what, n in (("truncated", ct - 1), ("garbage", ct)):
            with socket.socket() as ls:
                ls.bind(("127.0.0.1", 0))
                ls.listen(1)
                ls.settimeout(DEADLINE)
                port = ls.getsockname()[1]
                cli = env.spawn([env.args.openssl, "s_client"] + env.prov() +
                                ["-connect", "127.0.0.1:%d" % port, "-tls1_3", "-groups", g],
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT)
                conn, _ = ls.accept()
                with conn:
                    deadline = time.time() + DEADLINE
                    rec = recv_record(conn, deadline)
                    if rec is None or rec[0] != 0x16 or rec[1][0] != 0x01:
                        raise Failure("%s: no ClientHello" % g)
                    sid_len = rec[1][4 + 34]
                    sid = rec[1][4 + 35:4 + 35 + sid_len]
                    conn.sendall(server_hello(sid, cp, secrets.token_bytes(n)))
                    # The client answers a bad share with an alert, or (implicit
                    # rejection: SMAUG-T, TiMER) waits for the server's next flight;
                    # after 1 s of silence the fake server closes the connection.
                    got = []
                    while True:
                        try:
                            r2 = recv_record(conn, min(deadline, time.time() + 1))
                        except (socket.timeout, TimeoutError, ConnectionResetError):
                            break
                        if r2 is None:
                            break
                        got.append(r2)
                try:
                    out, _ = cli.communicate(timeout=DEADLINE)
                except subprocess.TimeoutExpired:
                    raise Failure("%s: s_client hangs after a %s server share" % (g, what))
                if cli.returncode < 0:
                    raise Failure("%s: s_client crashed (signal %d)" % (g, -cli.returncode))
                if cli.returncode == 0:
                    raise Failure("%s: s_client accepted a %s server share" % (g, what))
                alerts = [r2[1] for r2 in got if r2[0] == 0x15]
                if what == "truncated" and not alerts:
                    raise Failure("%s: no alert for a truncated server share" % g)
                print("%-26s %s server share: s_client exit %d%s" %
                      (g, what, cli.returncode,
                       ", alert %d" % alerts[0][1] if alerts else " (closed)"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--module-dir", required=True)
    ap.add_argument("--openssl", required=True)
    ap.add_argument("--new-openssl", default="")
    ap.add_argument("--kpqc", required=True, help="the kpqc command (which schemes are built)")
    ap.add_argument("case")
    args = ap.parse_args()
    cases = {"list": case_list, "groups": case_groups, "bad-shares": case_bad_shares}
    import provider_sig_cases  # signatures, X.509, CMS, TLS-SIGALG
    provider_sig_cases.tp = sys.modules[__name__]
    cases.update(provider_sig_cases.SIG_CASES)
    if args.case not in cases:
        print("unknown case %s" % args.case)
        return 2
    tmp = tempfile.mkdtemp(prefix="kpqc-provider-")
    env = Env(args, tmp)
    # One small configuration for both OpenSSL builds (req needs a [req]).
    conf = os.path.join(tmp, "openssl.cnf")
    with open(conf, "w") as f:
        f.write("[req]\ndistinguished_name = req_dn\n[req_dn]\n")
    os.environ["OPENSSL_CONF"] = conf
    try:
        t0 = time.time()
        rc = cases[args.case](env)
        if rc == SKIP:
            return SKIP
        if env.skipped:
            print("%s: passed for what is built; SKIP for %d groups whose schemes are not"
                  % (args.case, len(env.skipped)))
            return SKIP
        print("%s: passed in %.1f s" % (args.case, time.time() - t0))
        return 0
    except Failure as e:
        print("FAIL: %s" % e)
        return 1
    finally:
        env.kill_all()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    sys.exit(main())
