# Cascade: the two commands a newcomer needs are `make run` and `make test`.
SWIFT ?= swift
export LANG ?= C.UTF-8

.PHONY: dependencies build test soak test-terminals test-tsan test-asan fuzz fuzz-replay bench bench-vs-fzf run examples docs format lint release man install uninstall clean

# Installs the Debian packages the build needs (ncurses, the picture libraries, tmux) when one is
# missing; silent otherwise.
dependencies:
	@scripts/install-dependencies

build: dependencies
	$(SWIFT) build

# Builds, then runs every test: unit, property, screen and real-terminal tests (tmux, and xterm
# drawing sixel pictures on a virtual X screen, skipped with the reason where Xvfb cannot start).
# The last lines say how many tests ran and how many were skipped, by reason (scripts/test-summary;
# with CI=true a skipped real-terminal test fails the run).
TEST_EVENTS = .build/test-events.jsonl
test: build
	rm -f $(TEST_EVENTS)
	$(SWIFT) test --experimental-event-stream-output $(TEST_EVENTS); status=$$?; \
	  scripts/test-summary $(TEST_EVENTS) || status=1; exit $$status

# Only the test of a real terminal drawing pixels: xterm as a VT340 (sixel) on a virtual X server,
# screenshots checked for a picture's pixels where its card is; and kitty on the same screen.
test-terminals: build
	$(SWIFT) test --filter 'XtermSixelTests|CascadeEndToEndTests.KittyGraphicsTests|KittyPlacementPixelsTests'

# The tests under ThreadSanitizer or AddressSanitizer, each in a build folder of its own (nothing is
# shared with the normal build). SUITES narrows the run (a --filter pattern), e.g.
# `make test-tsan SUITES='CascadeDataTests|CascadeMatchTests'`. See RELIABILITY.md for how long they take.
SANITIZED_FILTER = $(if $(SUITES),--filter '$(SUITES)')
test-tsan: dependencies
	CASCADE_SANITIZER=thread $(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(SANITIZED_FILTER)
# CASCADE_SANITIZER lets the tests wait longer for sanitized processes and skip what no sanitized
# binary can do (start under `ulimit -v`).
test-asan: dependencies
	CASCADE_SANITIZER=address LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt $(SWIFT) test --sanitize=address --scratch-path .build-asan $(SANITIZED_FILTER)

# Each libFuzzer target in Fuzz/ for FUZZ_RUNS executions (default 1,000,000); see scripts/fuzz.
fuzz: dependencies
	scripts/fuzz

# Every fuzz target built against the debug build and each corpus file run once (as CI does).
# The soak test for SOAK_S seconds (default 300); SOAK_SEED=N repeats a failing run.
soak: build
	scripts/soak

fuzz-replay: build
	FUZZ_BUILD=debug FUZZ_RUNS=0 scripts/fuzz

# Builds, then starts the viewer on the built-in demo collection.
run: build
	$(SWIFT) run --skip-build cascade --demo

# Builds the example programs in Examples/ (each uses only the library products); run one with
# `swift run waterfall-scroll`, `keyboard-select`, `paging-snap`, `diffable-todo`, `photo-browser`
# or `self-sizing`.
examples: dependencies
	$(SWIFT) build --product waterfall-scroll
	$(SWIFT) build --product keyboard-select
	$(SWIFT) build --product paging-snap
	$(SWIFT) build --product diffable-todo
	$(SWIFT) build --product photo-browser
	$(SWIFT) build --product self-sizing

# The DocC documentation of the library modules (swift-docc-plugin), one archive per module under
# .build/plugins/Swift-DocC/outputs/. Builds without warnings, and first fails, listing them, when a
# public declaration has no doc comment.
DOC_TARGETS = CascadeLayout CascadeCanvas CascadeView CascadeFilter CascadeCurses CascadeKit CascadeData CascadeSystem CascadePictures CascadeApp
docs: dependencies
	scripts/undocumented-public $(addprefix Sources/,$(DOC_TARGETS))
	$(SWIFT) package --disable-sandbox generate-documentation --warnings-as-errors $(addprefix --target ,$(DOC_TARGETS))

# Release build; prints the benchmark table and its `bench` lines.
bench: dependencies
	$(SWIFT) run -c release cascade-bench

# cascade and fzf on the same NDJSON bytes (1M and 10M lines) in a 120x40 tmux pane, in one run;
# prints `vs-fzf` lines: first frame, everything loaded, peak memory, with the ratios. Then cascade
# linked as fzf races fzf 0.74.5 (.tools) on real-shaped paths and a 1M-row CSV: `race` lines.
bench-vs-fzf: dependencies
	command -v fzf >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fzf)
	$(SWIFT) build -c release --product cascade
	bash Benchmarks/vs-fzf/bench-vs-fzf.sh
	bash Benchmarks/vs-fzf/race-real-paths.sh

# The release binary, and the man page generated from the option parser (swift-argument-parser's
# generate-manual plugin) so that it lists exactly the options `cascade --help` does.
release: dependencies
	$(SWIFT) build -c release --product cascade

MANUAL = .build/plugins/GenerateManual/outputs/cascade/cascade.1
man: release
	$(SWIFT) package --disable-sandbox plugin generate-manual --configuration release \
	  --authors "The Cascade developers"

# `make install PREFIX=/usr/local` (the default) installs the command, its man page and its bash, zsh
# and fish completions in their standard places; DESTDIR stages the tree for a package.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
install: man
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 .build/release/cascade $(BINDIR)/cascade
	install -m 644 $(MANUAL) $(MANDIR)/cascade.1
	.build/release/cascade --generate-completion-script bash > $(BASHDIR)/cascade
	.build/release/cascade --generate-completion-script zsh > $(ZSHDIR)/_cascade
	.build/release/cascade --generate-completion-script fish > $(FISHDIR)/cascade.fish

uninstall:
	rm -f $(BINDIR)/cascade $(MANDIR)/cascade.1 $(BASHDIR)/cascade $(ZSHDIR)/_cascade $(FISHDIR)/cascade.fish

# swift-format with .swift-format (120 columns): `make format` rewrites the sources in place, `make
# lint` fails on any file that `make format` would change.
FORMATTED = Sources Tests Examples Benchmarks Package.swift
format:
	$(SWIFT) format format --in-place --parallel --recursive $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --parallel --recursive $(FORMATTED)

clean:
	rm -rf .build
