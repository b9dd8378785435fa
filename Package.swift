// swift-tools-version:6.0
// Cascade: UICollectionView for the terminal. Layers point one way (see ARCHITECTURE.md):
// CascadeLayout <- CascadeCanvas <- CascadeView <- CascadeFzf <- CascadeApp <- cascade; CascadeCurses
// beside the app is the only module that touches ncurses. CascadeFzf and CascadeApp are the
// command's, not products: apps use CascadeKit.
import PackageDescription

let package = Package(
  name: "Cascade",
  products: [
    // What an app imports: CascadeKit, or the modules it re-exports one by one; CascadeMatch, fzf's
    // matching, stands alone. Everything else is the command's.
    .library(name: "CascadeKit", targets: ["CascadeKit"]),
    .library(name: "CascadeLayout", targets: ["CascadeLayout"]),
    .library(name: "CascadeCanvas", targets: ["CascadeCanvas"]),
    .library(name: "CascadeView", targets: ["CascadeView"]),
    .library(name: "CascadeCurses", targets: ["CascadeCurses"]),
    .library(name: "CascadeMatch", targets: ["CascadeMatch"]),
    .executable(name: "cascade", targets: ["cascade"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    // `swift package generate-documentation`: the DocC catalogs in Sources/*/*.docc.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Pure Swift layout core: imports neither Foundation nor Glibc.
    .target(name: "CascadeLayout"),
    .testTarget(name: "CascadeLayoutTests", dependencies: ["CascadeLayout", "CascadeTestSupport"]),

    // Cell buffer, display width, sanitising, drawing, the Backend protocol and TestBackend.
    .target(name: "CascadeCanvas", dependencies: ["CascadeLayout"], exclude: ["Text/generate-width-tables.py"]),
    .testTarget(name: "CascadeCanvasTests", dependencies: ["CascadeCanvas", "CascadeTestSupport"]),

    // The collection view engine: data source, delegate, reuse pool, focus, selection, batch updates.
    .target(
      name: "CascadeView",
      dependencies: [
        "CascadeLayout", "CascadeCanvas", .product(name: "OrderedCollections", package: "swift-collections"),
      ]),
    .testTarget(name: "CascadeViewTests", dependencies: ["CascadeView", "CascadeFilter", "CascadeTestSupport"]),

    // The `/` filter: which items of a section show and in what rank order, run a slice at a time
    // and described as the engine's batch updates. The matching itself is the caller's (ItemMatcher).
    .target(
      name: "CascadeFilter",
      dependencies: [
        "CascadeLayout", "CascadeView", .product(name: "HeapModule", package: "swift-collections"),
      ]),
    .testTarget(
      name: "CascadeFilterTests", dependencies: ["CascadeFilter", "CascadeView", "CascadeLayout", "CascadeTestSupport"]),

    // fzf-compatible query syntax, scoring and ranking: pure Swift (Dispatch only for the
    // parallel driver), no Foundation, no Glibc.
    .target(name: "CascadeMatch"),
    .testTarget(
      name: "CascadeMatchTests", dependencies: ["CascadeMatch", "CascadeTestSupport", "CascadeTerminalTestSupport"]),

    // Threads, shell commands and their children, descriptors and errno messages: the system
    // calls outside the terminal, written once. Glibc (and the C list of children) only.
    .target(name: "CascadeSystem", dependencies: ["CCascadeChildren"]),
    .testTarget(name: "CascadeSystemTests", dependencies: ["CascadeSystem", "CascadeTestSupport"]),

    // Reading collections for the command: JSON arrays, NDJSON, text lines, the demo collections.
    // SQLite databases are read through libsqlite3, read-only (Debian's libsqlite3-dev).
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "CascadeData", dependencies: ["CascadeLayout", "CascadeSystem", "CSQLite"]),
    .testTarget(name: "CascadeDataTests", dependencies: ["CascadeData", "CascadeTestSupport", "CascadeFixtures"]),

    // ncurses through pkg-config: a module map and a shim header, nothing else.
    .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),
    // Async-signal-safe terminal restore on signals and crashes: C, because handlers need static storage.
    .target(name: "CCascadeTerminal", dependencies: ["CCascadeChildren"]),
    // The processes Cascade started, where a signal handler can end them: C static storage.
    .target(name: "CCascadeChildren"),
    // The ncurses Backend, terminal session and key decoding: the only module that touches curses.
    .target(name: "CascadeCurses", dependencies: ["CascadeCanvas", "CNcursesw", "CCascadeTerminal"]),
    .testTarget(
      name: "CascadeCursesTests",
      dependencies: ["CascadeCurses", "CNcursesw", "CascadeTestSupport", "CascadeTerminalTestSupport"]),
    // A test fixture, not a product: draws a few cells and echoes decoded keys; the real-terminal
    // smoke test drives it in tmux.
    .executableTarget(
      name: "cascade-curses-demo", dependencies: ["CascadeCurses", "CCascadeChildren"],
      path: "Tests/Fixtures/cascade-curses-demo"),

    // Pictures in cards: sizes from file headers, decoding with the formats' own libraries, drawing
    // into cells with libchafa, off the main thread, with a bounded cache; picture folders.
    // The formats' own libraries, from Debian's packages (scripts/install-dependencies).
    .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
    .systemLibrary(
      name: "CAVFormat", pkgConfig: "libavformat",
      providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
    // A video's poster frame and length through FFmpeg (C: libav's structures are plainer from C).
    .target(
      name: "CCascadeVideo", dependencies: ["CAVFormat"],
      linkerSettings: [
        .linkedLibrary("avformat"), .linkedLibrary("avcodec"), .linkedLibrary("swscale"), .linkedLibrary("avutil"),
      ]),
    .target(
      name: "CascadePictures",
      dependencies: [
        "CascadeLayout", "CascadeCanvas", "CascadeData", "CascadeSystem", "CTurboJPEG", "CPNG", "CWebP", "CGif",
        "CChafa", "CZlib", "CHeif", "CCascadeVideo",
      ]),
    .testTarget(
      name: "CascadePicturesTests",
      dependencies: [
        "CascadePictures", "CascadeApp", "CascadeFzf", "CascadeData", "CascadeLayout", "CascadeTestSupport",
        "CTurboJPEG", "CPNG", "CWebP", "CascadeCanvas", "CZlib", "CHeif",
      ]),

    // What is fzf's: its options and their spellings, field ranges, the list's style, theme and
    // labels, the query line, history, events, --preview-window, placeholders, --listen and --tmux;
    // no viewer in it.
    .target(
      name: "CascadeFzf",
      dependencies: [
        "CascadeLayout", "CascadeCanvas", "CascadeView", "CascadeData", "CascadeMatch", "CascadeSystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "CascadeFzfTests",
      dependencies: ["CascadeFzf", "CascadeCanvas", "CascadeData", "CascadeLayout", "CascadeTestSupport"]),

    // The viewer: key handling, status line, overlays, --dump and --layout-json; no terminal in it.
    .target(
      name: "CascadeApp",
      dependencies: [
        "CascadeLayout", "CascadeCanvas", "CascadeView", "CascadeFilter", "CascadeData", "CascadePictures",
        "CascadeMatch", "CascadeSystem", "CascadeFzf",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]),
    .testTarget(
      name: "CascadeAppTests",
      dependencies: ["CascadeApp", "CascadeFzf", "CascadeMatch", "CascadeTestSupport", "CascadeFixtures"]),

    // The command: options, reading input, running the viewer on the terminal; thin.
    .executableTarget(
      name: "cascade",
      dependencies: [
        "CascadeApp", "CascadeFzf", "CascadeCurses", "CascadeData", "CascadeCanvas", "CascadePictures",
        "CascadeMatch", "CascadeSystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      linkerSettings: [
        // A release build carries the Swift runtime and libraries inside the binary: no dozen shared
        // libraries to find, map and bind at every start, a few milliseconds before the first screen.
        // FoundationEssentials (ArgumentParser's) needs its two support libraries named when static.
        .unsafeFlags(
          ["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims"], .when(configuration: .release))
      ]),
    // The command run as a user runs it: option checks, no terminal, reading input in a tmux pane.
    .testTarget(
      name: "CascadeCommandTests",
      dependencies: ["cascade", "CascadeFzf", "CascadeTestSupport", "CascadeTerminalTestSupport"]),

    // The `cascade` binary end to end: driven in tmux at fixed sizes, and run as a plain subprocess.
    .testTarget(
      name: "CascadeEndToEndTests", dependencies: ["CascadeCanvas", "CascadeTestSupport", "CascadeTerminalTestSupport"]),

    // Seeded random generators, property-test helpers and the screen assertion shared by every test target.
    .target(name: "CascadeTestSupport", dependencies: ["CascadeCanvas"], path: "Tests/CascadeTestSupport"),
    // Running built programs for real-terminal tests: spawning with a clean signal mask, a tmux pane
    // driver, polling with a deadline, finding the built executables. Foundation only, no curses.
    .target(name: "CascadeTerminalTestSupport", path: "Tests/CascadeTerminalTestSupport"),
    // Inputs shaped like real data (`RealisticRecords`), for the benchmarks and the tests; no
    // Testing in it, as the release benchmark links it.
    .target(name: "CascadeFixtures", dependencies: ["CascadeData"], path: "Tests/CascadeFixtures"),

    // The fuzz targets' corpora replayed through the checks the targets make (Fuzz/, scripts/fuzz).
    .testTarget(
      name: "FuzzCorpusTests",
      dependencies: [
        "CascadePictures", "CascadeApp", "CascadeFzf", "CascadeData", "CascadeMatch", "CascadeCanvas", "CascadeCurses",
        "CNcursesw",
        "CascadeLayout",
      ]),

    // The library for apps in one import, with Cascade's IndexPath ahead of Foundation's (see
    // ARCHITECTURE.md); the test target imports Foundation beside it and must compile.
    .target(name: "CascadeKit", dependencies: ["CascadeLayout", "CascadeCanvas", "CascadeView", "CascadeCurses"]),
    .testTarget(name: "CascadeKitTests", dependencies: ["CascadeKit", "CascadeTestSupport"]),

    // Examples: short programs that use only the library products, each run by a test with --dump.
    .executableTarget(name: "waterfall-scroll", dependencies: ["CascadeKit"], path: "Examples/waterfall-scroll"),
    .executableTarget(name: "keyboard-select", dependencies: ["CascadeKit"], path: "Examples/keyboard-select"),
    .executableTarget(name: "paging-snap", dependencies: ["CascadeKit"], path: "Examples/paging-snap"),
    .executableTarget(name: "diffable-todo", dependencies: ["CascadeKit"], path: "Examples/diffable-todo"),
    .executableTarget(name: "photo-browser", dependencies: ["CascadeKit"], path: "Examples/photo-browser"),
    .executableTarget(name: "self-sizing", dependencies: ["CascadeKit"], path: "Examples/self-sizing"),
    // CascadeLayout: the paging-snap test computes the expected card frames with the layouts themselves.
    .testTarget(
      name: "ExamplesTests", dependencies: ["CascadeLayout", "CascadeTestSupport", "CascadeTerminalTestSupport"]),

    // `make bench`: release-mode measurements with baselines timed in the same run.
    .executableTarget(
      name: "cascade-bench",
      dependencies: [
        "CascadeLayout", "CascadeCanvas", "CascadeView", "CascadeData", "CascadeApp", "CascadeFzf", "CascadePictures",
        "CTurboJPEG",
        "CWebP", "CascadeMatch",
        "CSQLite", "CascadeFixtures",
      ], path: "Benchmarks/cascade-bench"),
  ]
)
