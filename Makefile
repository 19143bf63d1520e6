# Every target creates or reuses the project's virtual environment (.venv).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
BUF := node_modules/.bin/buf

.PHONY: run test lint protos protos-check bench eval migrate publish install clean-data

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

$(BUF): package.json package-lock.json
	npm ci --silent --no-audit --no-fund
	touch $(BUF)

## run: the whole stack on embedded defaults (foreground; Ctrl-C stops all)
run: $(STAMP)
	$(PY) -m services.stack

## test: the whole suite
test: $(STAMP) $(BUF)
	$(PY) -m pytest

## lint: ruff, mypy, buf lint, and stale-stub check
lint: $(STAMP) $(BUF) protos-check
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy .
	$(PY) scripts/gen_protos.py --image $(VENV)/policyreview.binpb
	cd protos && ../$(BUF) lint ../$(VENV)/policyreview.binpb --path policyreview/v1 --config buf.yaml

## protos: regenerate the protobuf and gRPC stubs
protos: $(STAMP)
	$(PY) scripts/gen_protos.py

## protos-check: fail when the committed stubs differ from freshly generated ones
protos-check: $(STAMP)
	$(PY) scripts/gen_protos.py
	git diff --exit-code -- protos/ || (echo "generated stubs are stale: run 'make protos' and commit" && exit 1)
	test -z "$$(git status --porcelain --untracked-files=all -- protos/)" || (echo "untracked generated stubs: run 'make protos' and commit" && exit 1)

## bench: benchmarks, printing ratios measured side by side
bench: $(STAMP)
	$(PY) -m benchmarks

## eval: the evaluation on the embedded stack, offline reviewer, both retrieval modes (EVAL_DATASET=policy-review-v1 for v1)
EVAL_DATASET ?= policy-review-v2
eval: $(STAMP)
	$(PY) -m evaluation.run_local --dataset $(EVAL_DATASET)

## migrate / publish: the two steps `make run` does before starting the services
migrate: $(STAMP)
	$(PY) -m services.database migrate

publish: $(STAMP)
	$(PY) -m ingestion publish policies/

clean-data:
	-$(PY) -m services.database stop
	rm -rf .data
