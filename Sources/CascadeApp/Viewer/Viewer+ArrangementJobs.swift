import CascadeData
import CascadeLayout

// Grouping and sorting many records off the main thread. Reading one field of a million records
// and sorting them takes a second or more, far longer than a frame: `g s`, `g f`, `g r`, `g 0`
// and records arriving under `--group-by`/`--sort-by` hand the work to an `ArrangementJob`, the
// current order stays on screen with a note on the status line, every key is read meanwhile, and
// the loop turn that finds the job finished swaps the new arrangement in as one reload that keeps
// the focused card. A new `g` key cancels the job in flight; quitting cancels it too.

extension Viewer {
  /// How often the loop looks for a finished job while one runs, in milliseconds.
  public static var arrangementPollMilliseconds: Int { 10 }

  /// True while an arrangement is being made off the main thread.
  public var isArranging: Bool { arrangementJob != nil }

  /// The order a running `g` job will show, nil when none runs.
  var pendingOrder: ArrangementOptions? {
    guard case .order(let order)? = arrangementJob?.kind else { return nil }
    return order
  }

  /// The status line's note while a `g` job runs: "sorting by year…".
  var arrangingNote: String? {
    guard let order = pendingOrder else { return nil }
    let current = source.order
    if let field = order.sortField, field != current.sortField || order.descending != current.descending {
      return "sorting by \(field)…"
    }
    if let field = order.groupField, field != current.groupField { return "grouping by \(field)…" }
    return order.isInputOrder || order.withoutArrangement == order ? "back to input order…" : "arranging…"
  }

  /// Stops the job in flight; its result is never shown.
  public func cancelArrangement() {
    arrangementJob?.cancel()
    arrangementJob = nil
  }

  /// Starts making `order` on a worker, in place of any job in flight.
  func startArranging(_ order: ArrangementOptions) {
    cancelArrangement()
    let (job, work) = ArrangementJob.arranging(
      order, collection: source.collection, counts: source.arrangement.modelCounts)
    arrangementJob = job
    arrangementRunner(work)
  }

  /// Starts growing the arrangement to `count` records on a worker (records arrived while grouped
  /// or sorted). Only when no job runs: a `g` job in flight is made over the records shown when it
  /// started, and the records that came meanwhile are taken after it lands.
  func startGrowing(to count: Int) {
    guard arrangementJob == nil else { return }
    let (job, work) = ArrangementJob.growing(source.arrangement, to: count, collection: source.collection)
    arrangementJob = job
    arrangementRunner(work)
  }

  /// Once per loop turn: swaps in the arrangement a finished job made. Returns true when the
  /// cards changed.
  /// - Complexity: O(1) while the job runs; when it lands, the reload's (O(sections) and the
  ///   first slice of the filter, then placing up to the focused card at its estimate).
  func landFinishedArrangement() -> Bool {
    guard let job = arrangementJob, job.isFinished else { return false }
    arrangementJob = nil
    guard let (made, growth) = job.take() else { return false }
    switch job.kind {
    case .order(let order):
      let hadTitles = source.hasSectionTitles
      // Header rows come and go with the layout: when they do, the layout change animates instead.
      rearrange(animated: true) { source.install(made) }
      if source.hasSectionTitles != hadTitles { setLayout(layoutKind) }
      notice = order.summary ?? "input order"
    case .growth:
      let known = modelsOnScreen()
      let onFirstCard = (collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0) == 0
      showGrowth(source.installGrowth(made, growth), known: known, onFirstCard: onFirstCard)
    }
    return true
  }

  /// Shows what records arriving did to the cards: appended ones after the others, or the whole
  /// arrangement reloaded with the cards in `known` following their records, on the first card
  /// still when the view was there.
  func showGrowth(_ growth: RecordArrangement.Growth, known: [IndexPath: IndexPath], onFirstCard: Bool) {
    switch growth {
    case .unchanged: break
    case .appended(let sections): for section in sections { showAppended(inSection: section) }
    case .rearranged:
      reloadArrangement(animated: false, known: known)
      if onFirstCard { goToFirstCard() }
    }
  }
}
