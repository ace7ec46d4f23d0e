# `make run` plays, `make test` tests, `make translations` updates resources/translations; all build .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench translations clean

# The compiled solver core is built by the install, so a change to its source installs again.
$(STAMP): pyproject.toml qtsolitaire/engine/mjklondike/_dives.c
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/qtsolitaire $(ARGS)

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

# bench/*kit.py are what the benches share (benchkit.py) or run on (probekit.py), not benches.
bench: $(STAMP)
	for b in bench/*.py; do case $$b in *kit.py) continue;; esac; QT_QPA_PLATFORM=offscreen $(BIN)/python $$b || exit 1; done

# After changing any player-facing string: the .ts files take it in, the .qm files are compiled (both committed).
translations: $(STAMP)
	$(BIN)/python tools/translations.py

clean:
	rm -rf $(VENV) build *.egg-info
