/// A syntax error found by `JSONScanner`: where (a byte offset into the scanned buffer) and why.
///
/// The scanner does not count lines while it runs, which would cost on every byte of a valid input;
/// `InputError` turns the offset into a line and column only when an error is reported.
struct JSONSyntaxError: Error, Equatable {
  var offset: Int
  var reason: String
}
