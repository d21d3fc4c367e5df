# swatch: `make render` draws the default sheets into Output/, `make test` runs the tests.
# Both first install what is missing (as root on Debian) or say what to install.

SWIFT ?= swift
APT_PACKAGES := pkg-config libpng-dev libisal-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev \
	fonts-inter fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
BIN := .build/release/swatch
OUT := Output

.PHONY: all deps build render exports test bench bench-compare bench-scaling pixelmatch-oracle fuzz fuzz-build sanitize clean

all: render

# Installs the system packages swatch builds against and the fonts it draws with, if any is missing.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
	pkg-config --exists libisal 2>/dev/null || missing="$$missing libisal-dev"; \
	pkg-config --exists freetype2 2>/dev/null || missing="$$missing libfreetype-dev"; \
	pkg-config --exists harfbuzz 2>/dev/null || missing="$$missing libharfbuzz-dev"; \
	pkg-config --exists fribidi 2>/dev/null || missing="$$missing libfribidi-dev"; \
	[ "$$(uname)" = Darwin ] || pkg-config --exists fontconfig 2>/dev/null || missing="$$missing libfontconfig-dev"; \
	[ -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || [ "$$(uname)" = Darwin ] || missing="$$missing fonts-inter"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || [ "$$(uname)" = Darwin ] || missing="$$missing fonts-dejavu-core"; \
	[ -f /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || [ "$$(uname)" = Darwin ] || missing="$$missing fonts-noto-core"; \
	[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || [ "$$(uname)" = Darwin ] || missing="$$missing fonts-noto-cjk"; \
	[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || [ "$$(uname)" = Darwin ] || missing="$$missing fonts-noto-color-emoji"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing:$$missing"; \
		export DEBIAN_FRONTEND=noninteractive; \
		apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	elif [ "$$(uname)" = Darwin ]; then \
		echo "missing:$$missing -- run: brew install pkg-config libpng isa-l freetype harfbuzz fribidi"; exit 1; \
	else \
		echo "missing:$$missing -- run: sudo apt-get install$$missing"; exit 1; \
	fi

build: deps
	$(SWIFT) build -c release --product swatch

# The sheets the README shows.
render: build
	@mkdir -p $(OUT)
	$(BIN) render --mode both --style grouped -o $(OUT)/sheet.png --manifest $(OUT)/sheet.json
	$(BIN) render --mode both --style plain -o $(OUT)/plain.png
	$(BIN) render --mode both --style inset-grouped --layout side-by-side --scale 2 -o $(OUT)/side-by-side.png
	$(BIN) render --mode all --layout side-by-side --scale 1 --section 'UI Element Colors' -o $(OUT)/variants.png
	$(BIN) render --palette Samples/standard.theme.json --layout side-by-side --scale 2 -o $(OUT)/standard-theme.png
	$(BIN) render --palette Samples/brand.theme.json --style inset-grouped --tint tint --cell cellBackground \
		--table groupedBackground --layout side-by-side --scale 2 -o $(OUT)/brand-theme.png
	$(BIN) render --palette Samples/colors.txt --style plain --layout side-by-side --scale 2 -o $(OUT)/colors-list.png
	$(BIN) render --palette Samples/Assets.xcassets --style inset-grouped --layout side-by-side --scale 2 -o $(OUT)/assets.png
	$(BIN) render --annotate contrast --catalog ios17 --section 'UI Element Colors' --style inset-grouped --layout side-by-side \
		--scale 2 -o $(OUT)/contrast.png
	$(BIN) diff Samples/brand.theme.json Samples/brand.next.theme.json --match value --scale 2 \
		-o $(OUT)/review.png --report $(OUT)/review.md; test $$? -eq 1  # 1: the palettes differ, as they should
	$(BIN) render --simulate all --section 'Standard System Colors' --scale 1 -o $(OUT)/simulation.png
	$(BIN) render --palette Samples/world.txt --style inset-grouped --layout side-by-side --scale 2 -o $(OUT)/multilingual.png
	$(BIN) render --palette Samples/world.txt --style inset-grouped --layout side-by-side --scale 2 \
		--layout-direction rtl -o $(OUT)/rtl.png
	$(BIN) render --text-size all --mode both --style inset-grouped --scale 1 --name systemRed --name systemOrange \
		--name systemYellow --name systemGreen --name systemMint -o $(OUT)/dynamic-type.png

# The Swift the code formats write for the samples, committed so changes show in review (SwiftGoldenTests
# compares them with what swatch writes now).
exports: build
	@mkdir -p $(OUT)/exports
	$(BIN) export --format uikit --palette Samples/Assets.xcassets -o $(OUT)/exports/Colors+UIKit.swift
	$(BIN) export --format swiftui --palette Samples/Assets.xcassets -o $(OUT)/exports/Colors+SwiftUI.swift
	$(BIN) export --format appkit --palette Samples/Assets.xcassets -o $(OUT)/exports/Colors+AppKit.swift
	$(BIN) export --format swift-compat --catalog ios13 -o $(OUT)/exports/ColorCompatibility.swift
	$(BIN) export --format swiftui --palette Samples/Assets.xcassets --access public --namespaces nested --values catalog \
		-o $(OUT)/exports/DesignSystem+SwiftUI.swift

test: deps
	$(SWIFT) test

# ---- speed targets against their peers -----------------------------------------------------------------
# One screen: render against the Pillow script (PEER, median of alternating runs, file sizes), --mode all against
# the six sheets one by one, a 10,000-row sheet, verify and compare against pybind11-pixelmatch (the C++ port of
# pixelmatch, its inputs decoded with Pillow) and two 1170 x 1,008,456 sheets compared in flat memory, each a whole
# process with its peak RSS, then the scaling part (see bench-scaling). The Python peers live in a venv of their own;
# swatch itself never needs Python. BEFORE=path/to/older/swatch adds that binary's verify, compare and scaling runs.
PEER ?= ../shared/bench/peer_pillow.py
VENV_BENCH := .venv-bench
PEER_PACKAGES := pybind11-pixelmatch==0.1.6 pillow==13.0.0 numpy==2.4.6
BEFORE ?=
$(VENV_BENCH)/bin/python:
	python3 -m venv $(VENV_BENCH)
	$(VENV_BENCH)/bin/pip install -q $(PEER_PACKAGES)

bench: deps $(VENV_BENCH)/bin/python
	$(SWIFT) build -c release --product swatch
	$(SWIFT) build -c release --product swatch-bench
	@.build/release/swatch-bench targets --pillow-peer "$(PEER)" --before "$(BEFORE)"

# Only the compare and verify half of `make bench`.
bench-compare: deps $(VENV_BENCH)/bin/python
	$(SWIFT) build -c release --product swatch
	$(SWIFT) build -c release --product swatch-bench
	@.build/release/swatch-bench compare --before "$(BEFORE)"

# Only the scaling part of `make bench`: inputs at 1x, 10x and 100x (asset catalogs, diff --match value, check --cvd,
# did-you-mean, a text list with --manifest), time and peak RSS with their ratio to 1x. No Python needed.
bench-scaling: deps
	$(SWIFT) build -c release --product swatch
	$(SWIFT) build -c release --product swatch-bench
	@.build/release/swatch-bench scaling --before "$(BEFORE)"

# Rewrites Tests/SwatchKitTests/__Fixtures__/pixelmatch/ (image pairs and the peer's counts for PixelmatchOracleTests).
pixelmatch-oracle: deps $(VENV_BENCH)/bin/python
	$(SWIFT) build -c release --product swatch
	$(VENV_BENCH)/bin/python Tests/SwatchKitTests/__Fixtures__/pixelmatch_oracle.py $(BIN)

# libFuzzer targets (Sources/Fuzz/<target>), each fuzzed for FUZZ_SECONDS on a copy of its seed corpus
# (Tests/Fuzz/<target>) in a temporary folder, so the repository is not modified; fails if any target crashes,
# keeping the reproducer and the log in FUZZ_OUT. Each target is `name:max_len`, the longest input libFuzzer
# makes (a few times the largest seed). Seeds stay in the corpus even when they add no coverage (-keep_seed):
# libpng is not instrumented, so to libFuzzer every valid PNG looks alike. libFuzzer and AddressSanitizer ship
# with the swift.org toolchain (compiler-rt in its clang resource folder): there is nothing to install. Leaks outside
# swatch's code are suppressed as for `make sanitize` (Tests/Sanitizers/lsan.supp).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzPNG:16384 FuzzAssetCatalog:4096 FuzzTheme:4096 FuzzTextList:2048 FuzzColorStrings:64 FuzzGitTree:4096 FuzzTokens:8192
FUZZ_SCRATCH := .build-fuzz
FUZZ_OUT ?= $(FUZZ_SCRATCH)/findings
# -DFUZZING turns each target's trivial main into the libFuzzer driver. The C shim (CSwatchPNG) gets coverage
# and AddressSanitizer too; the system libpng is not instrumented.
FUZZ_BUILD := $(SWIFT) build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
	-Xcc -fsanitize=fuzzer-no-link,address --scratch-path $(FUZZ_SCRATCH)

fuzz-build: deps
	@rt="$$($(SWIFT) -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')/clang/lib"; \
	ls "$$rt"/*/libclang_rt.fuzzer* >/dev/null 2>&1 || { echo "no libFuzzer in this Swift toolchain ($$rt): use a swift.org toolchain"; exit 1; }
	@mkdir -p $(FUZZ_SCRATCH); for spec in $(FUZZ_TARGETS); do \
		target=$${spec%%:*}; echo "building $$target"; \
		$(FUZZ_BUILD) --product $$target >$(FUZZ_SCRATCH)/build.log 2>&1 || { \
			grep -v 'Cannot export local symbol' $(FUZZ_SCRATCH)/build.log; exit 1; }; \
	done

fuzz: fuzz-build
	@work=$$(mktemp -d); trap 'rm -rf "$$work"' EXIT; mkdir -p $(FUZZ_OUT); failed=""; \
	for spec in $(FUZZ_TARGETS); do \
		target=$${spec%%:*}; case $$spec in *:*) max_len=$${spec#*:};; *) max_len=4096;; esac; \
		cp -R Tests/Fuzz/$$target "$$work/$$target"; log=$(FUZZ_OUT)/$$target.log; \
		echo "fuzzing $$target for $(FUZZ_SECONDS) s, inputs up to $$max_len bytes (log: $$log)"; \
		if SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(SANITIZER_SUPPRESSIONS)/lsan.supp:print_suppressions=0 \
			$(FUZZ_SCRATCH)/debug/$$target "$$work/$$target" -max_total_time=$(FUZZ_SECONDS) \
			-max_len=$$max_len -timeout=20 -keep_seed=1 -print_final_stats=1 -artifact_prefix=$(FUZZ_OUT)/$$target- >$$log 2>&1; then \
			grep -E '^(Done|stat::number_of_executed_units)' $$log | sed 's/^/  /'; \
		else \
			echo "  $$target CRASHED:"; grep -E 'ERROR:|Fatal error|SUMMARY|Test unit written' $$log | sed 's/^/    /'; \
			failed="$$failed $$target"; \
		fi; \
	done; \
	[ -z "$$failed" ] || { echo "crashed:$$failed (reproducers in $(FUZZ_OUT))"; exit 1; }

# The test suite under AddressSanitizer, then under ThreadSanitizer, each in its own scratch path.
# Tests/Sanitizers/lsan.supp lists the leaks LeakSanitizer finds outside swatch's code (Foundation, XCTest,
# ArgumentParser), each explained there; it also applies to the swatch binary the CLI tests run, whose stderr
# must hold only its own message. ThreadSanitizer reports nothing, so it has no suppressions.
SANITIZER_SUPPRESSIONS := $(CURDIR)/Tests/Sanitizers
sanitize: deps
	LSAN_OPTIONS=suppressions=$(SANITIZER_SUPPRESSIONS)/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

clean:
	rm -rf .build $(FUZZ_SCRATCH) .build-asan .build-tsan
