"""Reading the JSON result files of kpqc bench, mem, size and profile: the one
check both kpqc report and kpqc compare make before they look inside (a
readable file, JSON, a known "format", an environment and, except for profile
results, a results list). Errors are one line, raised as ResultError."""
import json


class ResultError(Exception):
    pass


def read(path, formats):
    """The parsed result file at path, whose "format" must be one of formats."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise ResultError(f"cannot read {path}: {e.strerror}")
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ResultError(f"{path} is not JSON ({e})")
    fmt = data.get("format") if isinstance(data, dict) else None
    if fmt not in formats:
        what = "a kpqc bench result" if formats == ("kpqc-bench-1",) else "a kpqc result"
        raise ResultError(f"{path} is not {what} (format {fmt!r})")
    if fmt != "kpqc-profile-1" and not isinstance(data.get("results"), list):
        raise ResultError(f"{path} has no results list")
    if not isinstance(data.get("environment"), dict):
        raise ResultError(f"{path} has no environment")
    return data
