"""What the machine is doing while a benchmark runs: load, and CPU time and memory per process from /proc."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

_TICKS = os.sysconf("SC_CLK_TCK")
_PAGE = os.sysconf("SC_PAGE_SIZE")


def load_line() -> str:
    """The 1/5/15-minute load averages beside the core count: ratios in one run stay comparable, absolutes do not."""
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f} / {five:.2f} / {fifteen:.2f} on {os.cpu_count()} cores"


def cpu_seconds(pid: int) -> float:
    """User + system CPU of one process (all its threads); 0 when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _TICKS


def rss_bytes(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * _PAGE
    except OSError:
        return 0


def children(pid: int) -> list[int]:
    found: list[int] = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            found.extend(int(child) for child in (task / "children").read_text().split())
        except OSError:
            continue
    return found


def cmdline(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return []


@dataclass(frozen=True)
class ProcessGroup:
    """One named part: a process, or a parent with its children (PostgreSQL's postmaster and backends)."""

    name: str
    pid: int
    with_children: bool = False

    def pids(self) -> list[int]:
        return [self.pid, *children(self.pid)] if self.with_children else [self.pid]

    def cpu(self) -> float:
        return sum(cpu_seconds(pid) for pid in self.pids())

    def rss(self) -> int:
        return sum(rss_bytes(pid) for pid in self.pids())


def snapshot(groups: list[ProcessGroup]) -> dict[str, float]:
    return {group.name: group.cpu() for group in groups}


def self_group() -> ProcessGroup:
    return ProcessGroup("bench client", os.getpid())
