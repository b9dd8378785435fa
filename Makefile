# Cascade: the two commands a newcomer needs are `make run` and `make test`.
SWIFT ?= swift
export LANG ?= C.UTF-8

.PHONY: dependencies build test bench run demo clean

# Installs the Debian packages the build needs (ncurses, the picture libraries, tmux) when one is
# missing; silent otherwise.
dependencies:
	@scripts/install-dependencies

build: dependencies
	$(SWIFT) build

# Builds, then runs every test: unit, property, screen and real-terminal (tmux) tests.
test: build
	$(SWIFT) test

# Builds, then starts the viewer on the built-in demo collection.
run: build
	$(SWIFT) run --skip-build cascade --demo

# Release build; prints the benchmark table and its `bench` lines.
bench: dependencies
	$(SWIFT) run -c release cascade-bench

clean:
	rm -rf .build
