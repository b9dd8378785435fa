#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension RecordLoader {
  /// Starts reading `request` on a loading thread and returns at once; the collection's `progress`
  /// tells how far reading has come, and records below its count are readable at once.
  ///
  /// A regular file is memory-mapped read-only; a pipe is read into a region that never moves. See
  /// `RecordStore` for what is kept per record, `StoreBuilder` for how formats are told apart.
  public static func startStreaming(_ request: LoadRequest) -> any StreamingRecordCollection {
    startStore(request)
  }

  /// `startStreaming(_:)` with the concrete store, for callers that want its extra members
  /// (`format`, `indexBytes`).
  public static func startStore(_ request: LoadRequest) -> RecordStore {
    let store = RecordStore(
      name: request.name, fields: request.fields,
      firstScreenHold: FirstScreenHold(armed: request.holdsForFirstScreen, longest: request.firstScreenHoldLimit))
    if let descriptor = request.descriptor {
      LoaderThread.start {
        StoreLoading.run(.descriptor(descriptor), request: request, into: store)
        close(descriptor)
      }
      return store
    }
    let source: StoreLoading.Source =
      request.path.flatMap { $0 == "-" ? nil : StoreLoading.Source.path($0) } ?? .descriptor(0)
    LoaderThread.start { StoreLoading.run(source, request: request, into: store) }
    return store
  }
}
