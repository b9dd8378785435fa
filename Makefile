# Cascade: the two commands a newcomer needs are `make run` and `make test`.
SWIFT ?= swift
export LANG ?= C.UTF-8

.PHONY: build test bench run release clean

build:
	$(SWIFT) build

test: build
	$(SWIFT) test

bench:
	$(SWIFT) run -c release cascade-bench

clean:
	rm -rf .build
