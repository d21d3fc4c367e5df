# Homebrew formula for swatch. Put it in a tap (OWNER/homebrew-tap/Formula/swatch.rb, then
# `brew install OWNER/tap/swatch`) or install from this file (`brew install --formula ./Packaging/Homebrew/swatch.rb`).
# Written and syntax-checked (`ruby -c`, in `make lint`) on Linux: not yet installed with brew on a Mac.
# The tag's version must be SwatchVersion.number (a test checks); replace OWNER with the repository's owner.
class Swatch < Formula
  desc "Draw iOS table views of colours as PNG sheets; export, check and diff palettes"
  homepage "https://github.com/OWNER/swatch"
  url "https://github.com/OWNER/swatch.git", tag: "v0.2.0"
  license "MIT"
  head "https://github.com/OWNER/swatch.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "freetype"
  depends_on "fribidi"
  depends_on "harfbuzz"
  depends_on "isa-l"
  depends_on "libpng"
  depends_on macos: :ventura

  on_linux do
    depends_on "fontconfig"
  end

  def install
    # SwiftPM's own sandbox cannot nest inside Homebrew's.
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "swatch"
    bin.install ".build/release/swatch"
    generate_completions_from_executable(bin/"swatch", "--generate-completion-script")
    system "swift", "package", "--disable-sandbox", "plugin", "generate-manual", "--authors", "the swatch authors"
    man1.install ".build/plugins/GenerateManual/outputs/swatch/swatch.1"
  end

  test do
    assert_match "swatch #{version}", shell_output("#{bin}/swatch --version")
    assert_match "systemRed,", shell_output("#{bin}/swatch list --format csv")
    system bin/"swatch", "render", "--mode", "light", "-o", testpath/"sheet.png"
    assert_path_exists testpath/"sheet.png"
  end
end
