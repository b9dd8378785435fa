// swift-tools-version:6.0
// Cascade: UICollectionView for the terminal. Layers point one way (see ARCHITECTURE.md):
// CascadeLayout <- CascadeCanvas <- CascadeView <- CascadeCurses/CascadeApp <- cascade.
import PackageDescription

let package = Package(
  name: "Cascade",
  products: [
    .library(name: "CascadeLayout", targets: ["CascadeLayout"]),
    .library(name: "CascadeCanvas", targets: ["CascadeCanvas"]),
    .library(name: "CascadeCurses", targets: ["CascadeCurses"]),
  ],
  targets: [
    // Pure Swift layout core: imports neither Foundation nor Glibc.
    .target(name: "CascadeLayout"),
    .testTarget(name: "CascadeLayoutTests", dependencies: ["CascadeLayout", "CascadeTestSupport"]),

    // Cell buffer, display width, sanitising, drawing, the Backend protocol and TestBackend.
    .target(name: "CascadeCanvas", dependencies: ["CascadeLayout"]),

    // ncurses through pkg-config (GUIDE §5): a module map and a shim header, nothing else.
    .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),
    // Async-signal-safe terminal restore on signals and crashes: C, because handlers need static storage.
    .target(name: "CCascadeTerminal"),
    // The ncurses Backend, terminal session and key decoding: the only module that touches curses.
    .target(name: "CascadeCurses", dependencies: ["CascadeCanvas", "CNcursesw", "CCascadeTerminal"]),
    .testTarget(name: "CascadeCursesTests", dependencies: ["CascadeCurses", "CNcursesw", "CascadeTestSupport"]),
    // Draws a few cells and echoes decoded keys: the real-terminal smoke test drives it in tmux.
    .executableTarget(name: "cascade-curses-demo", dependencies: ["CascadeCurses"]),

    // Seeded random generators and property-test helpers shared by every test target.
    .target(name: "CascadeTestSupport", path: "Tests/CascadeTestSupport"),

  ]
)
