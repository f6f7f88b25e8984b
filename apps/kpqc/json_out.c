/* JSON helpers shared by kpqc mem, size and profile. */
#include "json_out.h"
#include "environment.h"
#include "writers.h"

void json_str(FILE *f, const char *s)
{
    bench_json_string(f, s);
}

void json_environment(FILE *f)
{
    bench_environment env;
    bench_environment_collect(&env);
    fputs("  \"environment\": {\n", f);
    bench_json_field(f, "cpu_model", env.cpu_model, 1);
    bench_json_field(f, "cpu_features", env.cpu_features, 1);
    bench_write_cpu_identity_json(f, &env);
    bench_json_field(f, "compiler", env.compiler, 1);
    bench_json_field(f, "flags", env.flags, 1);
    bench_json_field(f, "git_commit", env.git_commit, 1);
    bench_json_field(f, "os", env.os, 1);
    bench_json_field(f, "hostname", env.hostname, 1);
    bench_json_field(f, "date", env.date, 0);
    fputs("  },\n", f);
}

void json_row_identity(FILE *f, const kpqc_scheme_info *in, const char *between,
                       const char *backend)
{
    fputs("\"scheme\": ", f);
    json_str(f, in->name);
    fputs(", \"family\": ", f);
    json_str(f, in->family);
    fprintf(f, ", \"kind\": \"%s\", \"level\": %d%s\"backend\": ",
            in->kind == KPQC_KIND_KEM ? "kem" : "signature", in->nist_level, between);
    json_str(f, backend);
}
