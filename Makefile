# Every target creates or reuses the project's virtual environment (.venv).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
BUF := node_modules/.bin/buf

.PHONY: eval-desk run test lint protos protos-check release-protos bench eval migrate publish calibrate install clean-data mcp mcp-ingest index-sources chaos

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]' -e clients/python
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

## lint: ruff, mypy, buf lint, buf breaking (against the released image protos/released/policyreview.binpb, docs/decisions.md), and stale-stub check
lint: $(STAMP) $(BUF) protos-check
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy .
	$(PY) scripts/gen_protos.py --image $(VENV)/policyreview.binpb
	cd protos && ../$(BUF) lint ../$(VENV)/policyreview.binpb --path policyreview/v1 --config buf.yaml
	cd protos && ../$(BUF) breaking ../$(VENV)/policyreview.binpb --against released/policyreview.binpb --config buf.yaml

## release-protos: record the protos at RELEASE (a tag or commit, default HEAD) as the released contract `make lint` guards; commit protos/released/
RELEASE ?= HEAD
release-protos: $(STAMP)
	$(PY) scripts/gen_protos.py --release $(RELEASE)

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
	$(PY) -m benchmarks desk_record
	$(PY) -m benchmarks rules_pass

## chaos: the fault suite (kill -9 each part, PostgreSQL stop/start, killed publishes; idle-socket flood, 3x overload, SIGSTOP, oversized and undecodable gRPC) under load, loopback only
chaos: $(STAMP)
	$(PY) -m chaos
	$(PY) -m chaos.transport

## eval: the evaluation on the embedded stack, offline reviewer, both retrieval modes (EVAL_DATASET=policy-review-v1 for v1); then grounded questions; then the blind sets and real listings in process, and the net's operating point
# Reports go to .data/eval-reports (ignored: the tree stays clean) unless KEEP_REPORTS=1 writes them beside the
# committed ones in evaluation/reports; ports come from the parts' settings as for `make run` (EVAL_PORTS=ephemeral
# runs beside a running stack).
EVAL_DATASET ?= policy-review-v2
EVAL_REPORTS ?= $(if $(KEEP_REPORTS),evaluation/reports,.data/eval-reports)
EVAL_PORTS ?= settings
eval: $(STAMP)
	$(PY) -m evaluation.run_local --dataset $(EVAL_DATASET) --reports-dir $(EVAL_REPORTS) --ports $(EVAL_PORTS)
	$(PY) -m evaluation.questions --reports-dir $(EVAL_REPORTS)/questions
	$(PY) -m evaluation.offline
	$(PY) -m evaluation.operating_point --out $(EVAL_REPORTS)/blind

## eval-desk: decided review-desk cases exported as a labelled dataset (under .data/, never committed), then evaluated on it
eval-desk: $(STAMP)
	$(PY) -m evaluation.desk_export --out .data/desk-export/desk-decisions
	$(PY) -m evaluation.run_local --dataset .data/desk-export/desk-decisions --modes hybrid --reports-dir .data/desk-export/reports

## mcp: the gateway's MCP server over stdio (`make -s mcp` keeps stdout clean for the protocol)
mcp: $(STAMP)
	@$(PY) -m gateway.inbound.mcp_server

## mcp-ingest: the ingestion job's MCP server (index_sources) over stdio, inside the ingestion boundary
mcp-ingest: $(STAMP)
	@$(PY) -m ingestion.mcp_server

## index-sources: index a source tree as a corpus, e.g. make index-sources ROOT=path CORPUS=name
index-sources: $(STAMP)
	$(PY) -m ingestion index-sources $(ROOT) --corpus $(CORPUS)

## migrate / publish: the two steps `make run` does before starting the services
migrate: $(STAMP)
	$(PY) -m services.database migrate

publish: $(STAMP)
	$(PY) -m ingestion publish policies/

## calibrate: measure and record the similarity gates of the configured embedder (DATASET=name to pick one)
calibrate: $(STAMP)
	$(PY) -m ingestion calibrate $(if $(DATASET),--dataset $(DATASET))

## clean-data: delete .data (the embedded database); refuses while a PostgreSQL server runs on it
clean-data: $(STAMP)
	$(PY) -m services.database clean .data
