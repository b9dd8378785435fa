import CascadeLayout

// Registration and dequeuing, as in UIKit: classes are registered per kind and identifier, a dequeue
// with no registration (or of the wrong class) stops the program with a message that names the
// mistake, instead of drawing an empty cell.

extension CollectionView {
  /// Registers the class `dequeueReusableCell(_:withReuseIdentifier:for:)` makes for `identifier`.
  /// A later registration for the same identifier replaces it. O(1).
  public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
    pool.register(cellClass, for: ReusePool.Key(category: .cell, identifier: identifier))
  }

  /// Registers a class for supplementary views (headers, footers) of `kind` with `identifier`. The
  /// pool is kept per kind and identifier, so a header and a cell may share an identifier. O(1).
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: ElementKind,
    withReuseIdentifier identifier: String
  ) {
    pool.register(viewClass, for: ReusePool.Key(category: .supplementaryView(kind), identifier: identifier))
  }

  /// A cell of the class registered for `identifier`, as `type`: a recycled one after
  /// `prepareForReuse()`, or a new one. Call it from the data source's `cellForItemAt`.
  ///
  /// Stops the program when nothing is registered for `identifier`, or when the registered class is
  /// not a `type`, as UIKit does: both are programming mistakes, and the message names them.
  /// - Complexity: O(1).
  public func dequeueReusableCell<Cell: CollectionViewCell>(
    _ type: Cell.Type, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> Cell {
    let key = ReusePool.Key(category: .cell, identifier: identifier)
    let view = dequeue(key, for: indexPath, registration: "register(_:forCellWithReuseIdentifier:)")
    guard let cell = view as? Cell else {
      preconditionFailure(
        "the cell class registered for reuse identifier '\(identifier)' is \(Swift.type(of: view)), not \(Cell.self)")
    }
    return cell
  }

  /// A cell of the class registered for `identifier`; see `dequeueReusableCell(_:withReuseIdentifier:for:)`,
  /// which saves the cast. O(1).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    dequeueReusableCell(CollectionViewCell.self, withReuseIdentifier: identifier, for: indexPath)
  }

  /// A supplementary view of `kind` of the class registered for `identifier`, as `type`, recycled or
  /// new. Stops the program on a registration mistake, as `dequeueReusableCell(_:withReuseIdentifier:for:)`.
  /// - Complexity: O(1).
  public func dequeueReusableSupplementaryView<View: CollectionReusableView>(
    _ type: View.Type, ofKind kind: ElementKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> View {
    let key = ReusePool.Key(category: .supplementaryView(kind), identifier: identifier)
    let view = dequeue(key, for: indexPath, registration: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    guard let typed = view as? View else {
      preconditionFailure(
        "the \(kind.rawValue) view class registered for reuse identifier '\(identifier)' is \(Swift.type(of: view)), not \(View.self)"
      )
    }
    return typed
  }

  /// A supplementary view of `kind` of the class registered for `identifier`; see the typed form. O(1).
  public func dequeueReusableSupplementaryView(
    ofKind kind: ElementKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    dequeueReusableSupplementaryView(
      CollectionReusableView.self, ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
  }

  /// A view for `key`, or a stop that says what to register.
  private func dequeue(_ key: ReusePool.Key, for indexPath: IndexPath, registration: String) -> CollectionReusableView {
    guard let view = pool.dequeue(key) else {
      let elsewhere = pool.categories(registeredFor: key.identifier).map(Self.describe)
      let hint =
        elsewhere.isEmpty ? "" : " ('\(key.identifier)' is registered for \(elsewhere.joined(separator: ", ")))"
      preconditionFailure(
        "could not dequeue \(Self.describe(key.category)) with reuse identifier '\(key.identifier)': register a class for it with \(registration) first\(hint)"
      )
    }
    view.indexPath = indexPath
    return view
  }

  /// A decoration view of `kind`, of the class registered with the layout. Decoration views come
  /// from the layout, not the data source, as in UIKit. O(1).
  func dequeueDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> CollectionReusableView {
    guard let registered = collectionViewLayout.decorationViewRegistry?.viewClass(ofKind: kind) else {
      preconditionFailure(
        "the layout placed a decoration view of kind '\(kind.rawValue)' but no class is registered for it: call register(_:forDecorationViewOfKind:) on the layout"
      )
    }
    guard let type = registered as? CollectionReusableView.Type else {
      preconditionFailure(
        "the decoration view class registered for kind '\(kind.rawValue)' is \(registered), not a CollectionReusableView"
      )
    }
    let key = ReusePool.Key(category: .decorationView(kind), identifier: kind.rawValue)
    // The view is made with the kind as its reuse identifier, so it returns to this pool.
    let view = pool.dequeue(key, making: type)!
    view.indexPath = indexPath
    return view
  }

  private static func describe(_ category: ElementCategory) -> String {
    switch category {
    case .cell: return "a cell"
    case .supplementaryView(let kind): return "a supplementary view of kind '\(kind.rawValue)'"
    case .decorationView(let kind): return "a decoration view of kind '\(kind.rawValue)'"
    }
  }

  /// Cells and supplementary views created so far. Steady scrolling does not raise it.
  package var createdViewCount: Int { pool.createdCount }
}
