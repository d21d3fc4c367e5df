# Homebrew formula for swatch, in the layout of a tap: this folder (Packaging/homebrew-tap) is what the repository
# OWNER/homebrew-tap holds, so `brew tap OWNER/tap` then `brew install OWNER/tap/swatch` (Homebrew 4.6 and later
# install formulae only from a tap). The release workflow (.github/workflows/release.yml) fills in the repository and
# the source tarball's sha256 (Packaging/fill-release.sh, from Packaging/release.env) and pushes this folder there.
# The tag's version is SwatchVersion.number (PackagingTests checks). Written and checked with `ruby -c` (make lint)
# on Linux: brew audit, brew install and brew test are untried.
class Swatch < Formula
  desc "Draw iOS table views of colours as PNG sheets; export, check and diff palettes"
  homepage "https://github.com/OWNER/swatch"
  url "https://github.com/OWNER/swatch/archive/refs/tags/v0.2.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000001"
  license "MIT"
  head "https://github.com/OWNER/swatch.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "freetype"
  depends_on "fribidi"
  depends_on "harfbuzz"
  depends_on "isa-l"
  depends_on "libpng"
  depends_on macos: :ventura

  uses_from_macos "swift" => :build

  on_linux do
    depends_on "fontconfig"
  end

  def install
    # SwiftPM's own sandbox cannot nest inside Homebrew's. On Linux the Swift runtime is linked in, as swift is only
    # a build dependency there. The tarball is no git work tree: the build reads the commit from
    # Packaging/archive-commit.txt, which GitHub's archive fills in (export-subst).
    args = ["--disable-sandbox", "--configuration", "release", "--product", "swatch"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/swatch"
    generate_completions_from_executable(bin/"swatch", "--generate-completion-script")
    system "swift", "package", "--disable-sandbox", "plugin", "generate-manual", "--authors", "the swatch authors"
    man1.install ".build/plugins/GenerateManual/outputs/swatch/swatch.1"
  end

  test do
    assert_match "swatch #{version}", shell_output("#{bin}/swatch --version")
    assert_match "systemRed,", shell_output("#{bin}/swatch list --format csv")

    # A palette in, CSS custom properties out: no font needed.
    (testpath/"colors.txt").write <<~EOS
      [Brand]
      primary #5B2EFF #8C6BFF
    EOS
    system bin/"swatch", "export", "--format", "css", "--palette", testpath/"colors.txt", "-o", testpath/"colors.css"
    css = (testpath/"colors.css").read
    assert_match "--primary: #5B2EFF;", css
    assert_match "--primary: #8C6BFF;", css

    # A sheet needs a font: on macOS the system font, on Linux Inter or DejaVu Sans, which Homebrew does not provide.
    if OS.mac?
      system bin/"swatch", "render", "--mode", "light", "--palette", testpath/"colors.txt", "-o", testpath/"sheet.png"
      assert_equal "\x89PNG".b, (testpath/"sheet.png").binread(4)
    end
  end
end
