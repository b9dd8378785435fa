import CascadeData

/// Loads the generated file at `path` into a record store, timing the whole load, and stops the
/// bench when it does not hold `count` records: a figure over the wrong records means nothing.
func loadGeneratedStore(path: String, count: Int) -> (store: RecordStore, nanoseconds: Double) {
  var store: RecordStore?
  let nanoseconds = Measure.nanoseconds {
    let loading = RecordLoader.startStore(LoadRequest(path: path))
    loading.waitUntilFinished()
    store = loading
  }
  guard let store, store.progress.recordCount == count else { fatalError("\(path) did not load \(count) records") }
  return (store, nanoseconds)
}
