// The library in one import, as UIKit is one import: `import CascadeKit` brings the layouts, the
// canvas, the collection view and the terminal session.
@_exported import CascadeCanvas
@_exported import CascadeCurses
@_exported import CascadeLayout
@_exported import CascadeView

// An app that also imports Foundation sees two `IndexPath` types, Foundation's and Cascade's, and
// an unqualified `IndexPath` in a type position is ambiguous. A scoped import outranks plain ones
// in name lookup, and re-exported it does so in every file that imports CascadeKit, so
// `IndexPath(item:section:)`, `.item` and `.section` mean Cascade's there without Cascade
// importing Foundation (whose `IndexPath` is an array of integers with no `item` or `section`).
@_exported import struct CascadeLayout.IndexPath
