import CascadeTerminalTestSupport
import Foundation
import Testing

/// `--pictures`: every protocol is accepted, an unknown value names the choices, and `none` lays
/// picture cards out as `--no-pictures` does.
@Suite(.serialized, .enabled(if: BuiltCascade.isBuilt, "cascade is not built beside the tests"))
struct PictureModeTests {
  func cascade(_ arguments: [String]) throws -> Subprocess.Result {
    try Subprocess.capture([BuiltCascade.url.path] + arguments, options: Subprocess.Options())
  }

  @Test func everyProtocolIsAcceptedAndUnknownModesAreUsageErrors() throws {
    for mode in ["auto", "kitty", "sixel", "iterm", "symbols"] {
      let result = try cascade(["--demo", "--dump", "--size", "40x10", "--pictures", mode])
      #expect(result.status == 0, "\(mode): \(result.standardError)")
    }
    let unknown = try cascade(["--demo", "--dump", "--pictures", "pixels"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("auto"), "\(unknown.standardError)")
    #expect(unknown.standardOutput.isEmpty)
    let help = try cascade(["--help"])
    #expect(help.standardOutput.contains("--pictures <auto|kitty|sixel|iterm|symbols|none>"), "\(help.standardOutput)")
  }

  @Test func noneDumpsAsNoPictures() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-picture-mode-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A 1×1 PNG.
    let png: [UInt8] = [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8,
      6, 0, 0, 0, 0x1F, 0x15, 0xC4,
      0x89, 0, 0, 0, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0, 0x05, 0x00, 0x01,
      0xFF, 0x89, 0x99, 0x3D, 0x1D,
      0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    try Data(png).write(to: folder.appendingPathComponent("dot.png"))
    let none = try cascade(["--dump", "--size", "40x12", "--pictures", "none", folder.path])
    let noPictures = try cascade(["--dump", "--size", "40x12", "--no-pictures", folder.path])
    let symbols = try cascade(["--dump", "--size", "40x12", "--pictures", "symbols", folder.path])
    #expect(none.status == 0 && noPictures.status == 0 && symbols.status == 0, "\(none.standardError)")
    #expect(none.standardOutput == noPictures.standardOutput)
    #expect(none.standardOutput != symbols.standardOutput, "\(symbols.standardOutput)")
  }
}
