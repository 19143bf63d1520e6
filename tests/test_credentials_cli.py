"""`python -m services.credentials issue`: the entry point compose's pki service runs, as a real subprocess."""

from __future__ import annotations

import ipaddress
import subprocess
import sys
from pathlib import Path

from cryptography import x509
from cryptography.x509.oid import NameOID

from services.credentials import CA_FILE, CERT_FILE, KEY_FILE, Identity
from services.settings import PROJECT_ROOT


def _issue(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "services.credentials", "issue", *arguments],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _names(directory: Path) -> tuple[str, set[str], set[str]]:
    certificate = x509.load_pem_x509_certificate((directory / CERT_FILE).read_bytes())
    common_name = certificate.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value
    alternatives = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    dns = set(alternatives.get_values_for_type(x509.DNSName))
    addresses = {str(address) for address in alternatives.get_values_for_type(x509.IPAddress)}
    return str(common_name), dns, addresses


def test_issues_one_identity_per_name_with_private_keys_and_the_names_in_the_certificates(tmp_path: Path) -> None:
    pki = tmp_path / "volume"
    result = _issue(str(pki), "gateway", "retrieval")
    assert result.returncode == 0, result.stderr
    assert "gateway, retrieval" in result.stdout
    assert "PRIVATE KEY" not in result.stdout + result.stderr
    assert (pki / "ca" / "ca.key").stat().st_mode & 0o777 == 0o600
    for name in ("gateway", "retrieval"):
        assert sorted(path.name for path in (pki / name).iterdir()) == sorted((CA_FILE, CERT_FILE, KEY_FILE))
        assert (pki / name / KEY_FILE).stat().st_mode & 0o777 == 0o600
        assert (pki / name).stat().st_mode & 0o777 == 0o700
        assert not (pki / name / "ca.key").exists()
        common_name, dns, addresses = _names(pki / name)
        # The part's name is its identity and its compose DNS name; loopback serves the in-container health check.
        assert (common_name, dns, addresses) == (name, {name, "localhost"}, {"127.0.0.1"})
        assert Identity.load(pki / name).name == name
    assert (pki / "gateway" / CA_FILE).read_bytes() == (pki / "ca" / CA_FILE).read_bytes()


def test_hosts_replace_the_loopback_defaults_and_a_second_run_keeps_the_ca(tmp_path: Path) -> None:
    pki = tmp_path / "volume"
    assert _issue(str(pki), "validation").returncode == 0
    ca = (pki / "ca" / CA_FILE).read_bytes()
    leaf = (pki / "validation" / CERT_FILE).read_bytes()
    result = _issue(str(pki), "validation", "--host", "validation.policy-review.internal", "--host", "10.0.0.7")
    assert result.returncode == 0, result.stderr
    assert (pki / "ca" / CA_FILE).read_bytes() == ca
    assert (pki / "validation" / CERT_FILE).read_bytes() != leaf
    _, dns, addresses = _names(pki / "validation")
    assert dns == {"validation", "validation.policy-review.internal"}
    assert {ipaddress.ip_address(a) for a in addresses} == {ipaddress.ip_address("10.0.0.7")}


def test_a_name_that_is_not_a_part_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    for name in ("ca", "../gateway", ".lock"):
        result = _issue(str(tmp_path / "volume"), "gateway", name)
        assert result.returncode == 2
        assert "not a part's name" in result.stderr
    assert not (tmp_path / "volume").exists()
    assert _issue(str(tmp_path / "volume")).returncode == 2
