/// True for the scalars a terminal acts on instead of showing, written out here rather than taken
/// from the sanitiser under test: C0 controls (ESC among them), DEL, C1 controls (CSI, OSC), the
/// line and paragraph separators, and the bidi embeddings, overrides and isolates.
public func isTerminalControlOrBidi(_ scalar: UInt32) -> Bool {
  scalar < 0x20 || (0x7F...0x9F).contains(scalar) || (0x2028...0x202E).contains(scalar)
    || (0x2066...0x2069).contains(scalar)
}
