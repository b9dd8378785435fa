// swift-tools-version:6.0
// Cascade: UICollectionView for the terminal. Layers point one way (see ARCHITECTURE.md):
// CascadeLayout <- CascadeCanvas <- CascadeView <- CascadeCurses/CascadeApp <- cascade.
import PackageDescription

let package = Package(
  name: "Cascade",
  products: [
    .library(name: "CascadeLayout", targets: ["CascadeLayout"]),
    .library(name: "CascadeCanvas", targets: ["CascadeCanvas"]),
    .library(name: "CascadeView", targets: ["CascadeView"]),
    .library(name: "CascadeData", targets: ["CascadeData"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
  ],
  targets: [
    // Pure Swift layout core: imports neither Foundation nor Glibc.
    .target(name: "CascadeLayout"),
    .testTarget(name: "CascadeLayoutTests", dependencies: ["CascadeLayout", "CascadeTestSupport"]),

    // Cell buffer, display width, sanitising, drawing, the Backend protocol and TestBackend.
    .target(name: "CascadeCanvas", dependencies: ["CascadeLayout"], exclude: ["Text/generate-width-tables.py"]),
    .testTarget(name: "CascadeCanvasTests", dependencies: ["CascadeCanvas", "CascadeTestSupport"]),

    // The collection view engine: data source, delegate, reuse pool, focus, selection, batch updates.
    .target(name: "CascadeView", dependencies: [
      "CascadeLayout", "CascadeCanvas", .product(name: "OrderedCollections", package: "swift-collections"),
    ]),


    // Reading collections for the command: JSON arrays, NDJSON, text lines, the demo collections.
    .target(name: "CascadeData", dependencies: ["CascadeLayout"]),
    .testTarget(name: "CascadeDataTests", dependencies: ["CascadeData", "CascadeTestSupport"]),

    // The viewer: key handling, status line, overlays, --dump and --layout-json; no terminal in it.
    .target(name: "CascadeApp", dependencies: [
      "CascadeLayout", "CascadeCanvas", "CascadeView", "CascadeData", .product(name: "OrderedCollections", package: "swift-collections"),
    ]),
    .testTarget(name: "CascadeAppTests", dependencies: ["CascadeApp", "CascadeTestSupport"]),

    // Seeded random generators and property-test helpers shared by every test target.
    .target(name: "CascadeTestSupport", path: "Tests/CascadeTestSupport"),

    // `make bench`: release-mode measurements with baselines timed in the same run.
    .executableTarget(name: "cascade-bench", dependencies: ["CascadeLayout"], path: "Benchmarks/cascade-bench"),
  ]
)
