"""A tiny kustomize: renders deploy/k8s the way `kubectl kustomize` does, for the features we use.

Supported: resources (files and directories), components, strategic-merge patches from files,
configMapGenerator with files and disableNameSuffixHash, images, namespace, labels (metadata
only). Anything else fails loudly, so a manifest change that needs more cannot pass unchecked.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

Manifest = dict[str, Any]

KUSTOMIZATION_FILES = ("kustomization.yaml", "kustomization.yml", "Kustomization")
SUPPORTED_FIELDS = {
    "apiVersion",
    "kind",
    "resources",
    "components",
    "patches",
    "configMapGenerator",
    "generatorOptions",
    "images",
    "namespace",
    "labels",
}
# Strategic merge keys of the lists our patches touch; every other list is replaced, as in kustomize.
MERGE_KEYS = {
    "containers": "name",
    "initContainers": "name",
    "env": "name",
    "volumes": "name",
    "volumeMounts": "mountPath",
}
CLUSTER_SCOPED = {"Namespace", "ClusterRole", "ClusterRoleBinding", "PersistentVolume", "StorageClass"}


def load_documents(path: Path) -> list[Manifest]:
    return [doc for doc in yaml.safe_load_all(path.read_text()) if doc]


def _kustomization_file(directory: Path) -> Path:
    for name in KUSTOMIZATION_FILES:
        if (directory / name).is_file():
            return directory / name
    raise FileNotFoundError(f"no kustomization in {directory}")


def render(directory: Path) -> list[Manifest]:
    """The manifests a kustomization directory renders to."""
    return _build(directory, accumulated=[], expected_kind="Kustomization")


def _build(directory: Path, accumulated: list[Manifest], expected_kind: str) -> list[Manifest]:
    spec = yaml.safe_load(_kustomization_file(directory).read_text())
    unknown = set(spec) - SUPPORTED_FIELDS
    if unknown:
        raise NotImplementedError(f"{directory}: unsupported kustomization fields {sorted(unknown)}")
    if spec.get("kind", "Kustomization") != expected_kind:
        raise ValueError(f"{directory}: expected a {expected_kind}")
    resources = accumulated
    for entry in spec.get("resources", []):
        target = (directory / entry).resolve()
        if target.is_dir():
            resources.extend(_build(target, [], "Kustomization"))
        else:
            resources.extend(load_documents(target))
    for entry in spec.get("components", []):
        resources = _build((directory / entry).resolve(), resources, "Component")
    resources.extend(_generate_config_maps(directory, spec))
    for patch in spec.get("patches", []):
        if set(patch) != {"path"}:
            raise NotImplementedError(f"{directory}: only strategic-merge patches from a file are supported")
        for document in load_documents(directory / patch["path"]):
            _apply_patch(resources, document)
    if "labels" in spec:
        _apply_labels(resources, spec["labels"])
    if "namespace" in spec:
        for resource in resources:
            if resource["kind"] not in CLUSTER_SCOPED:
                resource["metadata"]["namespace"] = spec["namespace"]
            elif resource["kind"] == "Namespace":
                resource["metadata"]["name"] = spec["namespace"]
    for image in spec.get("images", []):
        _apply_image(resources, image)
    return resources


def _generate_config_maps(directory: Path, spec: Manifest) -> list[Manifest]:
    generators = spec.get("configMapGenerator", [])
    if generators and not spec.get("generatorOptions", {}).get("disableNameSuffixHash"):
        raise NotImplementedError("name suffix hashes are not supported: set disableNameSuffixHash")
    generated = []
    for generator in generators:
        if set(generator) - {"name", "files"}:
            raise NotImplementedError(f"{directory}: configMapGenerator supports name and files only")
        data = {Path(name).name: (directory / name).read_text() for name in generator["files"]}
        generated.append(
            {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": generator["name"]}, "data": data}
        )
    return generated


def _apply_patch(resources: list[Manifest], patch: Manifest) -> None:
    matches = [
        r for r in resources if r["kind"] == patch["kind"] and r["metadata"]["name"] == patch["metadata"]["name"]
    ]
    if len(matches) != 1:
        raise ValueError(f"patch for {patch['kind']}/{patch['metadata']['name']} matches {len(matches)} resources")
    merged = strategic_merge(matches[0], patch)
    matches[0].clear()
    matches[0].update(merged)


def strategic_merge(original: Any, patch: Any, field: str = "") -> Any:
    """Merges patch into original: maps recursively, keyed lists by their merge key, other lists replaced."""
    if isinstance(patch, dict) and isinstance(original, dict):
        if any(key.startswith("$") for key in patch):
            raise NotImplementedError("strategic merge directives ($patch, ...) are not supported")
        result = copy.deepcopy(original)
        for key, value in patch.items():
            result[key] = strategic_merge(original[key], value, key) if key in original else copy.deepcopy(value)
        return result
    if isinstance(patch, list) and isinstance(original, list) and field in MERGE_KEYS:
        key = MERGE_KEYS[field]
        by_key = {item[key]: item for item in original}
        # kustomize's order: the patch's items first, then the untouched originals.
        merged = [strategic_merge(by_key[item[key]], item) if item[key] in by_key else item for item in patch]
        patched = {item[key] for item in patch}
        return copy.deepcopy(merged) + [copy.deepcopy(item) for item in original if item[key] not in patched]
    return copy.deepcopy(patch)


def _apply_labels(resources: list[Manifest], entries: list[Manifest]) -> None:
    for entry in entries:
        if set(entry) != {"pairs"}:
            raise NotImplementedError("labels supports pairs only (no selectors, no templates)")
        for resource in resources:
            resource["metadata"].setdefault("labels", {}).update(entry["pairs"])


def pod_spec(resource: Manifest) -> Manifest | None:
    """The pod spec of a workload (Deployment, StatefulSet, Job), else None."""
    if resource["kind"] in {"Deployment", "StatefulSet", "DaemonSet", "Job", "ReplicaSet"}:
        spec: Manifest = resource["spec"]["template"]["spec"]
        return spec
    if resource["kind"] == "CronJob":
        spec = resource["spec"]["jobTemplate"]["spec"]["template"]["spec"]
        return spec
    if resource["kind"] == "Pod":
        spec = resource["spec"]
        return spec
    return None


def containers(spec: Manifest) -> list[Manifest]:
    return [*spec.get("initContainers", []), *spec.get("containers", [])]


def _apply_image(resources: list[Manifest], image: Manifest) -> None:
    for resource in resources:
        spec = pod_spec(resource)
        if spec is None:
            continue
        for container in containers(spec):
            name, _, tag = container["image"].partition(":")
            if name != image["name"]:
                continue
            new_name = image.get("newName", name)
            new_tag = image.get("newTag", tag)
            container["image"] = f"{new_name}:{new_tag}" if new_tag else new_name
