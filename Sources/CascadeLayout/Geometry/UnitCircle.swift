/// Cosine and sine without Foundation or Glibc: the layout core is pure Swift, and the circle
/// layout only ever needs them at whole fractions of a turn.
public enum UnitCircle {
  /// The point at `numerator / denominator` of a turn, clockwise from 3 o'clock on screen (y grows
  /// downwards), as (cos, sin) of 2π·numerator/denominator. Exact at quarter turns; within 1e-15
  /// elsewhere. `denominator` must be positive.
  ///
  /// - Complexity: O(1): the fraction is reduced to a quarter turn exactly, in integers, and the
  ///   Taylor series summed to the 21st power, past double precision on [0, π/2).
  public static func point(numerator: Int, denominator: Int) -> (cos: Double, sin: Double) {
    precondition(denominator > 0, "a turn needs a positive denominator")
    let k = ((numerator % denominator) + denominator) % denominator
    // Quadrant and the angle inside it, both from integers so that 1/4, 2/4, 3/4 are exact.
    let quarters = 4 * k
    let quadrant = quarters / denominator
    let angle = 2 * Double.pi * Double(quarters % denominator) / Double(4 * denominator)
    let (c, s) = series(angle)
    switch quadrant {
    case 0: return (c, s)
    case 1: return (-s, c)
    case 2: return (-c, -s)
    default: return (s, -c)
    }
  }

  /// cos and sin of `x` in [0, π/2) by their Taylor series.
  static func series(_ x: Double) -> (Double, Double) {
    let x2 = x * x
    var cosine = 1.0, sine = x
    var cosTerm = 1.0, sinTerm = x
    var n = 1.0
    for _ in 0..<11 {
      cosTerm *= -x2 / (n * (n + 1))
      sinTerm *= -x2 / ((n + 1) * (n + 2))
      cosine += cosTerm
      sine += sinTerm
      n += 2
    }
    return (cosine, sine)
  }
}
