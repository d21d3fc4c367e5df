# swatch: `make render` draws the default sheets into Output/, `make test` runs the tests.
# Both first install what is missing (as root on Debian) or say what to install.

SWIFT ?= swift
APT_PACKAGES := pkg-config libpng-dev libfreetype-dev fonts-inter fonts-dejavu-core
BIN := .build/release/swatch
OUT := Output

.PHONY: all deps build render exports test bench clean

all: render

# Installs the system packages swatch builds against and the fonts it draws with, if any is missing.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
	pkg-config --exists freetype2 2>/dev/null || missing="$$missing libfreetype-dev"; \
	[ -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || [ "$$(uname)" = Darwin ] || missing="$$missing fonts-inter"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || [ "$$(uname)" = Darwin ] || missing="$$missing fonts-dejavu-core"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing:$$missing"; \
		export DEBIAN_FRONTEND=noninteractive; \
		apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	elif [ "$$(uname)" = Darwin ]; then \
		echo "missing:$$missing -- run: brew install pkg-config libpng freetype"; exit 1; \
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

# The Swift the code formats write for the samples, committed so changes show in review (SwiftGoldenTests
# compares them with what swatch writes now).
exports: build
	@mkdir -p $(OUT)/exports
	$(BIN) export --format uikit --palette Samples/Assets.xcassets -o $(OUT)/exports/Colors+UIKit.swift
	$(BIN) export --format swiftui --palette Samples/Assets.xcassets -o $(OUT)/exports/Colors+SwiftUI.swift
	$(BIN) export --format appkit --palette Samples/Assets.xcassets -o $(OUT)/exports/Colors+AppKit.swift
	$(BIN) export --format swift-compat --catalog ios13 -o $(OUT)/exports/ColorCompatibility.swift

test: deps
	$(SWIFT) test

# Render time, file sizes and peak memory of `--mode both`; the Pillow peer too when it and Pillow are there.
PEER ?= ../shared/bench/peer_pillow.py
bench: deps
	$(SWIFT) build -c release --product swatch-bench
	.build/release/swatch-bench 53 3 7
	.build/release/swatch-bench 10000 1 1
	@if [ -f "$(PEER)" ] && python3 -c 'import PIL' 2>/dev/null; then \
		/usr/bin/time -f "peer: %e s wall, %M KB peak" python3 "$(PEER)" /tmp/swatch-peer 53 3; \
		ls -l /tmp/swatch-peer-light.png /tmp/swatch-peer-dark.png; \
	else echo "peer skipped: needs $(PEER) and Pillow"; fi

clean:
	rm -rf .build
