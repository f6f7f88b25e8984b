/* JSON helpers shared by kpqc mem, size and profile. */
#include "json_out.h"
#include "environment.h"

void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            fprintf(f, "\\%c", c);
        } else if (c < 0x20) {
            fprintf(f, "\\u%04x", c);
        } else {
            fputc(c, f);
        }
    }
    fputc('"', f);
}

static void field(FILE *f, const char *key, const char *value, int comma)
{
    fputs("    ", f);
    json_str(f, key);
    fputs(": ", f);
    json_str(f, value);
    fputs(comma ? ",\n" : "\n", f);
}

void json_environment(FILE *f)
{
    bench_environment env;
    bench_environment_collect(&env);
    fputs("  \"environment\": {\n", f);
    field(f, "cpu_model", env.cpu_model, 1);
    field(f, "cpu_features", env.cpu_features, 1);
    field(f, "compiler", env.compiler, 1);
    field(f, "flags", env.flags, 1);
    field(f, "git_commit", env.git_commit, 1);
    field(f, "os", env.os, 1);
    field(f, "hostname", env.hostname, 1);
    field(f, "date", env.date, 0);
    fputs("  },\n", f);
}
