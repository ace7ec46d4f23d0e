# `make run` plays, `make test` tests; both build .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/qtsolitaire $(ARGS)

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

bench: $(STAMP)
	for b in bench/*.py; do [ $$b = bench/benchkit.py ] || QT_QPA_PLATFORM=offscreen $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) build *.egg-info
