import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Where readers without folders of their own put a colour, and the name a row shows within its section.
@Suite struct ColorLocationTests {
    typealias Folder = ColorLocation.Folder

    @Test func aSectionGivesPlainFoldersAndANameItsNamespaces() {
        let plain = ColorLocation(section: "Brand/Buttons", name: "primary")
        #expect(plain.folders == [Folder(name: "Brand", providesNamespace: false), Folder(name: "Buttons", providesNamespace: false)])
        #expect(plain.qualifiedName == "primary")
        let namespaced = ColorLocation(section: "Base", name: "Brand/Primary")
        #expect(namespaced.folders == [Folder(name: "Base", providesNamespace: false), Folder(name: "Brand", providesNamespace: true)])
        #expect(namespaced.name == "Primary")
        #expect(namespaced.qualifiedName == "Brand/Primary")
        let top = ColorLocation(section: nil, name: "a/b")
        #expect(top.folders == [Folder(name: "a", providesNamespace: true)])
    }

    /// A namespace the section's folders spell out is theirs: a catalog read into tokens and back keeps
    /// `Theme/system` namespaced and `Background` plain instead of nesting `Theme/system` again inside it.
    @Test func aNamespaceTheSectionSpellsOutIsTheSectionsFolders() {
        let mastodon = ColorLocation(section: "Theme/system/Background", name: "Theme/system/sidebar.background")
        #expect(mastodon.folders.map(\.name) == ["Theme", "system", "Background"])
        #expect(mastodon.folders.map(\.providesNamespace) == [true, true, false])
        #expect(mastodon.qualifiedName == "Theme/system/sidebar.background")
        // Matched from the innermost folder out.
        #expect(ColorLocation(section: "A/B/A", name: "A/x").folders.map(\.providesNamespace) == [false, false, true])
        // Not a subsequence: the namespace nests inside the section.
        #expect(ColorLocation(section: "Colors", name: "Brand/x").folders.map(\.name) == ["Colors", "Brand"])
    }

    @Test func theNameWithinASectionIsWhatTheSectionDoesNotSay() {
        let location = ColorLocation(folders: [Folder(name: "Colors", providesNamespace: true), Folder(name: "Button", providesNamespace: true)],
                                     name: "userFollowing")
        #expect(location.name(inSection: "Colors/Button") == "userFollowing")
        #expect(location.name(inSection: "Colors") == "Button/userFollowing")
        #expect(location.name(inSection: "Other") == "Colors/Button/userFollowing")
        #expect(ColorLocation(section: "Base", name: "Brand/Primary").name(inSection: "Base") == "Brand/Primary")
        // A colour made without a location lives in its section.
        let made = NamedColor(name: "Brand/Primary", values: [.light: .black])
        #expect(made.name(inSection: "Brand") == "Primary")
        #expect(made.name(inSection: "App") == "Brand/Primary")
    }

    @Test func aNameWithoutNamespaceMadeWithoutALocationIsItsNameInEverySection() {
        // The shortcut `NamedColor.name(inSection:)` takes: the same as the location its section would give.
        for name in ["systemRed", "", "a.b", "Ünïcode 名"] {
            for section in ["", "Standard System Colors", "Brand/Buttons", "/", "a//b", "Ünïcode 名", "systemRed"] {
                let made = NamedColor(name: name, values: [.light: .black])
                #expect(made.name(inSection: section) == name)
                #expect(ColorLocation(section: section, name: name).name(inSection: section) == name, "\(section) \(name)")
            }
        }
    }
}
