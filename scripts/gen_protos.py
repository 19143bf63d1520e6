"""Regenerates the protobuf and gRPC stubs beside the .proto files under protos/."""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
import tarfile
import tempfile
from importlib import resources
from pathlib import Path

from grpc_tools import protoc

ROOT = Path(__file__).resolve().parent.parent
PROTOS = ROOT / "protos"
# The descriptor image of the last released protos: what `buf breaking` compares against (`make lint`), so a
# wire-incompatible change fails even after it was merged (a comparison with main would compare it with itself).
RELEASED = PROTOS / "released" / "policyreview.binpb"
# Which commit the released image was built from (written beside it by `make release-protos`).
RELEASED_FROM = PROTOS / "released" / "SOURCE"


def include_paths(protos: Path = PROTOS) -> list[str]:
    # googleapis-common-protos ships google/api/*.proto inside site-packages;
    # grpc_tools ships the well-known types. Neither is copied into this repo.
    import google.api.annotations_pb2 as annotations

    site_packages = Path(annotations.__file__).resolve().parent.parent.parent
    well_known = resources.files("grpc_tools") / "_proto"
    return [str(protos), str(site_packages), str(well_known)]


def proto_files(protos: Path = PROTOS) -> list[str]:
    return sorted(str(p.relative_to(protos)) for p in (protos / "policyreview").rglob("*.proto"))


def generate() -> None:
    for stale in (PROTOS / "policyreview").rglob("*_pb2*.py*"):
        stale.unlink()
    args = ["grpc_tools.protoc", *(f"-I{p}" for p in include_paths())]
    args += [f"--python_out={PROTOS}", f"--pyi_out={PROTOS}", f"--grpc_python_out={PROTOS}"]
    # mypy-protobuf types the gRPC stubs and servicers (grpc_tools writes them untyped).
    plugin = Path(sys.executable).parent / "protoc-gen-mypy_grpc"
    args += [f"--plugin=protoc-gen-mypy_grpc={plugin}", f"--mypy_grpc_out={PROTOS}"]
    if protoc.main([*args, *proto_files()]) != 0:
        sys.exit("protoc failed")


def build_image(out: Path, protos: Path = PROTOS, *, source_info: bool = True) -> None:
    """Writes a descriptor image (with source info for `buf lint`), since buf cannot fetch deps offline."""
    args = ["grpc_tools.protoc", *(f"-I{p}" for p in include_paths(protos))]
    args += ["--include_imports", f"--descriptor_set_out={out}"]
    args += ["--include_source_info"] if source_info else []
    if protoc.main([*args, *proto_files(protos)]) != 0:
        sys.exit("protoc failed")


def _commit(ref: str) -> str:
    git = shutil.which("git")
    if git is None or not ref or ref.startswith("-"):
        sys.exit(f"cannot resolve {ref!r}: needs git and a ref (a branch, tag or commit)")
    command = [git, "rev-parse", "--verify", f"{ref}^{{commit}}"]
    found = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)  # noqa: S603
    if found.returncode != 0:
        sys.exit(f"cannot resolve {ref!r}: {found.stderr.strip()}")
    return found.stdout.strip()


def build_image_at(ref: str, out: Path, *, source_info: bool = True) -> None:
    """The image of protos/ as committed at a git ref (a release tag or commit)."""
    git = shutil.which("git")
    if git is None or not ref or ref.startswith("-"):
        sys.exit(f"cannot read protos/ at {ref!r}: needs git and a ref (a branch, tag or commit)")
    # The ref is the developer's own argument, never an option (checked above); no shell is involved.
    archive = subprocess.run([git, "archive", "--format=tar", ref, "--", "protos"], cwd=ROOT, capture_output=True)  # noqa: S603
    if archive.returncode != 0:
        sys.exit(f"cannot read protos/ at {ref!r}: {archive.stderr.decode(errors='replace').strip()}")
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(folder, filter="data")
        build_image(out, Path(folder) / "protos", source_info=source_info)


def cut_release(ref: str) -> None:
    """Records the protos at ``ref`` as the released contract (`make release-protos RELEASE=<tag or commit>`).

    Without source info: comments and spans are not part of the contract, and the image stays small.
    """
    commit = _commit(ref)
    RELEASED.parent.mkdir(parents=True, exist_ok=True)
    build_image_at(commit, RELEASED, source_info=False)
    RELEASED_FROM.write_text(f"{commit}\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--image":
        build_image(Path(sys.argv[2]))
    elif len(sys.argv) == 5 and sys.argv[1] == "--image" and sys.argv[3] == "--at":
        build_image_at(sys.argv[4], Path(sys.argv[2]))
    elif len(sys.argv) == 3 and sys.argv[1] == "--release":
        cut_release(sys.argv[2])
    else:
        generate()
