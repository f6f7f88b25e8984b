"""Output files of kpqc report and kpqc compare, written as the C commands
write theirs (apps/kpqc/output_file.c): a new path or a regular file is
replaced whole through a temporary file in its directory (mode 0666 & ~umask);
"-" (stdout) and character devices are written through; a symbolic link, FIFO,
directory, socket or block device is refused. Only our temporary is removed."""
import os
import stat
import sys
import tempfile

KINDS = [(stat.S_ISLNK, "a symbolic link"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISDIR, "a directory"),
         (stat.S_ISSOCK, "a socket"), (stat.S_ISBLK, "a block device")]


class OutputError(Exception):
    pass


def classify(path):
    """'stdout', 'new', 'regular' or 'device'; OutputError (one line) otherwise."""
    if path == "-":
        return "stdout"
    if path == "":
        raise OutputError("empty output path")
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return "new"
    except OSError as e:
        raise OutputError(f"cannot write {path}: {e.strerror}")
    if stat.S_ISREG(st.st_mode):
        return "regular"
    if stat.S_ISCHR(st.st_mode):
        return "device"
    kind = next((name for test, name in KINDS if test(st.st_mode)), "not a regular file")
    raise OutputError(f"refusing to write {path}: it is {kind} "
                      "(name a regular file, a character device or -)")


def check(path):
    """Everything that can be checked before the work starts."""
    what = classify(path)
    if what == "device" and not os.access(path, os.W_OK):
        raise OutputError(f"cannot write {path}: permission denied")
    if what in ("new", "regular"):
        d = os.path.dirname(path) or "."
        try:
            fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".tmp", dir=d)
        except OSError as e:
            raise OutputError(f"cannot write {path}: {e.strerror}")
        os.close(fd)
        os.unlink(tmp)


def _umask_mode():
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_whole(path, data):
    """Writes data (str or bytes) to path as described above."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    what = classify(path)
    if what == "stdout":
        sys.stdout.flush()
        sys.stdout.buffer.write(raw)
        sys.stdout.flush()
        return
    if what == "device":
        try:
            fd = os.open(path, os.O_WRONLY | os.O_NOFOLLOW | os.O_NOCTTY)
            with os.fdopen(fd, "wb") as f:
                f.write(raw)
        except OSError as e:
            raise OutputError(f"error while writing {path}: {e.strerror}")
        return
    d = os.path.dirname(path) or "."
    try:
        fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".tmp", dir=d)
    except OSError as e:
        raise OutputError(f"cannot write {path}: {e.strerror}")
    try:
        os.fchmod(fd, _umask_mode())
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
        if classify(path) not in ("new", "regular"):
            raise OutputError(f"{path} is no longer a regular file")
        os.replace(tmp, path)
    except (OSError, OutputError) as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OutputError):
            raise
        raise OutputError(f"cannot write {path}: {e.strerror}")
