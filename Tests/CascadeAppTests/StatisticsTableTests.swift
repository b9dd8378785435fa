import CascadeApp
import CascadeData
import CascadeTestSupport
import Testing

/// `--stats`' table: a row per field, counts right-aligned, hostile and long values made safe.
struct StatisticsTableTests {
  @Test func aRowPerFieldWithItsNumbersAligned() throws {
    let orders = try collection(
      """
      {"title": "a", "amount": 10, "day": "2024-03-01", "user": {"login": "ada"}}
      {"title": "b", "amount": 2.5, "day": "2024-03-03", "user": {"login": "ada"}}
      {"title": "c\\u001b[2Jx", "amount": null, "day": "2024-03-02T12:00:00Z"}
      """)
    expectScreen(
      StatisticsTable.lines(FieldStatistics.of(orders)),
      [
        "field       kind    count  empty  distinct  min         max         mean                  top values",
        "title       text        3      0         3                                                a (1), b (1), c␛[2Jx (1)",
        "amount      number      3      1         2  2.5         10          6.25                  10 (1), 2.5 (1)",
        "day         date        3      0         3  2024-03-01  2024-03-03  2024-03-02T04:00:00Z  2024-03-01 (1), 2024-03-03 (1), 2024-03-02T12:00:00Z (1)",
        "user.login  text        2      0         1                                                ada (2)",
      ])
  }
}
