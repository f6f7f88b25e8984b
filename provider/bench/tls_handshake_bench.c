/* Full TLS 1.3 handshakes per second on one core: client and server in one
 * process, joined by a memory BIO pair, so a handshake costs exactly the CPU
 * time of both ends (no network, no scheduler between them). Each handshake
 * is a new connection without resumption: key share generation,
 * encapsulation, decapsulation, the server's signature and the client's
 * verification of the certificate chain. Time is this process's CPU time.
 *
 *   kpqc_tls_handshake_bench --group NAME [--sigalg NAME] --cert C --key K
 *       --cafile CA [--provider-path DIR] [--seconds S | --count N]
 *
 * Prints one line: "<group> <sigalg> <handshakes> <seconds> <us per handshake>".
 * Link it against OpenSSL 3.5 or newer (X25519MLKEM768 and ML-DSA are native
 * there); the kpqc provider is loaded from --provider-path when given. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/provider.h>
#include <openssl/ssl.h>

/* CPU time of this process: client and server run in this one thread, and
 * time the machine gives other processes does not count. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void die(const char *what)
{
    fprintf(stderr, "kpqc_tls_handshake_bench: %s\n", what);
    ERR_print_errors_fp(stderr);
    exit(1);
}

static SSL_CTX *make_ctx(int server, const char *group, const char *sigalg, const char *cert,
                         const char *key, const char *cafile)
{
    SSL_CTX *ctx = SSL_CTX_new(server ? TLS_server_method() : TLS_client_method());
    if (ctx == NULL)
        die("SSL_CTX_new");
    SSL_CTX_set_min_proto_version(ctx, TLS1_3_VERSION);
    SSL_CTX_set_max_proto_version(ctx, TLS1_3_VERSION);
    SSL_CTX_set_options(ctx, SSL_OP_NO_TICKET);
    SSL_CTX_set_session_cache_mode(ctx, SSL_SESS_CACHE_OFF);
    if (SSL_CTX_set1_groups_list(ctx, group) != 1)
        die("unknown group");
    if (sigalg != NULL && SSL_CTX_set1_sigalgs_list(ctx, sigalg) != 1)
        die("unknown signature algorithm");
    if (server) {
        if (SSL_CTX_use_certificate_chain_file(ctx, cert) != 1 ||
            SSL_CTX_use_PrivateKey_file(ctx, key, SSL_FILETYPE_PEM) != 1)
            die("cannot load the server certificate or key");
    } else {
        if (SSL_CTX_load_verify_locations(ctx, cafile, NULL) != 1)
            die("cannot load the CA file");
        SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);
    }
    return ctx;
}

/* One full handshake; 1 on success. */
static int handshake(SSL_CTX *sctx, SSL_CTX *cctx)
{
    SSL *s = SSL_new(sctx), *c = SSL_new(cctx);
    BIO *sb = NULL, *cb = NULL;
    int ok = 0, cdone = 0, sdone = 0;
    if (s == NULL || c == NULL || BIO_new_bio_pair(&sb, 1 << 16, &cb, 1 << 16) != 1)
        goto end;
    SSL_set_bio(s, sb, sb);
    SSL_set_bio(c, cb, cb);
    SSL_set_accept_state(s);
    SSL_set_connect_state(c);
    for (int round = 0; round < 16 && !(cdone && sdone); round++) {
        if (!cdone) {
            int r = SSL_do_handshake(c);
            if (r == 1)
                cdone = 1;
            else if (SSL_get_error(c, r) != SSL_ERROR_WANT_READ)
                goto end;
        }
        if (!sdone) {
            int r = SSL_do_handshake(s);
            if (r == 1)
                sdone = 1;
            else if (SSL_get_error(s, r) != SSL_ERROR_WANT_READ)
                goto end;
        }
    }
    ok = cdone && sdone && SSL_get_verify_result(c) == X509_V_OK;
end:
    SSL_free(s);
    SSL_free(c);
    return ok;
}

int main(int argc, char **argv)
{
    const char *group = NULL, *sigalg = NULL, *cert = NULL, *key = NULL, *cafile = NULL;
    const char *path = NULL;
    double seconds = 1.0;
    long count = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--group") == 0)
            group = argv[i + 1];
        else if (strcmp(argv[i], "--sigalg") == 0)
            sigalg = argv[i + 1];
        else if (strcmp(argv[i], "--cert") == 0)
            cert = argv[i + 1];
        else if (strcmp(argv[i], "--key") == 0)
            key = argv[i + 1];
        else if (strcmp(argv[i], "--cafile") == 0)
            cafile = argv[i + 1];
        else if (strcmp(argv[i], "--provider-path") == 0)
            path = argv[i + 1];
        else if (strcmp(argv[i], "--seconds") == 0)
            seconds = atof(argv[i + 1]);
        else if (strcmp(argv[i], "--count") == 0)
            count = atol(argv[i + 1]);
        else
            die("unknown option");
    }
    if (group == NULL || cert == NULL || key == NULL || cafile == NULL)
        die("usage: --group NAME [--sigalg NAME] --cert C --key K --cafile CA "
            "[--provider-path DIR] [--seconds S | --count N]");
    if (path != NULL) {
        if (OSSL_PROVIDER_set_default_search_path(NULL, path) != 1 ||
            OSSL_PROVIDER_load(NULL, "kpqc") == NULL)
            die("cannot load the kpqc provider");
        if (OSSL_PROVIDER_load(NULL, "default") == NULL)
            die("cannot load the default provider");
    }
    SSL_CTX *sctx = make_ctx(1, group, sigalg, cert, key, cafile);
    SSL_CTX *cctx = make_ctx(0, group, sigalg, cert, key, cafile);
    if (!handshake(sctx, cctx)) /* warm-up, and a check that it works */
        die("the handshake fails");
    long n = 0;
    double t0 = now(), t;
    do {
        if (!handshake(sctx, cctx))
            die("a handshake failed");
        n++;
        t = now() - t0;
    } while (count > 0 ? n < count : t < seconds);
    printf("%s %s %ld %.4f %.2f\n", group, sigalg ? sigalg : "-", n, t, 1e6 * t / (double)n);
    SSL_CTX_free(sctx);
    SSL_CTX_free(cctx);
    return 0;
}
