// swift-tools-version:6.0
// Cascade: UICollectionView for the terminal. Layers point one way (see ARCHITECTURE.md):
// CascadeLayout <- CascadeCanvas <- CascadeView <- CascadeCurses/CascadeApp <- cascade.
import PackageDescription

let package = Package(
  name: "Cascade",
  products: [
    .library(name: "CascadeLayout", targets: ["CascadeLayout"]),
    .library(name: "CascadeCanvas", targets: ["CascadeCanvas"]),
  ],
  targets: [
    // Pure Swift layout core: imports neither Foundation nor Glibc.
    .target(name: "CascadeLayout"),
    .testTarget(name: "CascadeLayoutTests", dependencies: ["CascadeLayout", "CascadeTestSupport"]),

    // Cell buffer, display width, sanitising, drawing, the Backend protocol and TestBackend.
    .target(name: "CascadeCanvas", dependencies: ["CascadeLayout"], exclude: ["Text/generate-width-tables.py"]),
    .testTarget(name: "CascadeCanvasTests", dependencies: ["CascadeCanvas", "CascadeTestSupport"]),

    // Seeded random generators and property-test helpers shared by every test target.
    .target(name: "CascadeTestSupport", path: "Tests/CascadeTestSupport"),

  ]
)
