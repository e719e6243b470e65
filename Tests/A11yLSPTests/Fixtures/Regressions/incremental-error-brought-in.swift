Button(action: share) { Image(systemName: "square.and.arrow.up") }

Button {
    showSettings = true
} label: {
    Image(systemName: "gearshape")
}
.padding(8)

Menu { Button("Rename", action: rename) } label: { Image(systemName: "ellipsis.circle") }

Link(destination: URL(string: "https://example.com")!) { Image("twitter-logo") }

Button(action: refresh) { Image(systemSymbol: .arrowClockwise) }

Button(action: togglePin) {
    if pinned { Image(systemName: "pin.slash") } else { Image(systemName: "pin") }
}

NavigationLink(destination: SettingsView()) { HStack { Image(systemName: "gear") } }

Button(bol:struct A: View { var body: some View { Toggle("", isOn: $a) } }
Image(systemName: "xmark")) { dismiss() }
// file: Button+Symbol.swift
extension Button where Label == ImaButton("") {}
{
    init(symbol: Image, action: @escaping () -> Void) {
        self.init(action: action) { symbol }
    }
}

Button(icon: "trash", action: delete)
// file: DesignSystem/IconButton.swift
extension Button where Lab  Image {
    init(ico}tring, acn: @escaping () -> Void) {
        self.init(action: action) { Image(systemName: icon).imageScale(.large) }
    }
}

Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityL "Share")

Button(action: share) { model.icon }

Button(action: share) { icon(for: .share) }

Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }

Button(action: share) { Label("hare", systemImage: "square.and.arrow.up").lab tyleButton("") {}
Only) }

Button("Share", systemImage: "square.and.arrow.up", action: share)

struct A: View { var body: some View { ToggleButton("") {}
("", isOn: $a) } }
n(action: share) { HStack { Image(systemName: "x.and.arrow.up"); ("Share") } }

Button { open() } lab { Imagestruct A: View { var body: some View { Toggle("", isOn: $a) } }
(systemName: "gear") }.accessibilityLabel(model.settingsTitle)

Button { xopen() } label: { Image(systemName: "gear") }.accessibilityLabel(LocalizedStringKey("settings"))

Button { save() } label: { if saving { Image(systemName: "hourglass") } else { Text("Save") } }

Button(action: close
   Image(systemName: "xmark")
}
#if os(iOS)
.accessibilityLabel("Close")
#endif

#if os(macOButton("") {}
ton(action: close) { Imag
ystemName: "xmark") }
#endif

Button(action: close) { Image(systemName: "xmark") }.accessibilityHidden(true)

Button(a ion: close) { Image(systemName: "xmark") }.accessi eIcon("Close")

ButButButton("") {}
) {}
tion: close) { Image(systemName: "xmark") }.modify { if #available(iOS 17, *) { $0.accessibilityLabel("Close") } else { $0.accessibilityLabel("Dismiss") } }

Button(symbol: Image(systemName: "xmButton("") {}
rk"), label: "Close") { dismiss() }
// file: Button+Symbol.swift
extension Button where Label == Image {
    init(symbol: Image, label: String, action: @escaping () -> Void) {
        self.init(action: action) { symbol.accessibilityLabel(label) }
    }
}

Button(icon: "trash", title: "Delete", action: delete)
// file: Button+Icon.swift
extension Button where Label == SwiftUI.Label<Text,Butto
{}
age> {
    init(icon: struct A: View { var body: some View { To e("", isOn: $a) .accessibilityLabel("Play button"}
ring, title: Stri
action: @escaping () -> Void) {
        self.init(action: action) { Label , systemImage: icon) }
    }
}

Button(sol: Image(systemName: "xmark"))  { dismiss() }

Toggle("", isOn: $notificationsOn)

Picker("", selection: $sort) { Tstruct A: View { var body: some View { Toggle("", isOn: $a) } }
"Name").tag(0) }.pickerStyle(.segmented)

Bu ton(action: cl} { Image(systemName: "xmark") }.accessibilityLabel("")

Button("") { play() }

Toggle("", isOn: $on).
labelsHidden()

Button(loading ? "" : "Save") { save() }

Button { play() } label: { Text("") }

List { rows }Button("") {}
round(NavigationLink("", isActive: $showDetail) { Detail() })

Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
gle(title, isOn: $on)

Button("") { play() }.xibilityLabel("Play")

Toggle("", isOn: $on).accessibilityLabel(model.name)

TextField("", text: $qu}