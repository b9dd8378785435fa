import CascadeData
import CascadeLayout
import Testing

/// An object in a list is named by what a person reads, not by its id or URL.
struct ElementNameTests {
  @Test func aListNamesItsObjectsBeforeTheirIds() throws {
    let issues = try load(
      #"""
      {"title": "t", "labels": [{"id": 7, "node_id": "LA_kwDOAB", "url": "https://api/labels/bug", "name": "bug"}, {"node_id": "LA_2", "color": "f29513", "description": "Docs"}], "assignees": [{"avatar_url": "https://x", "login": "octocat"}], "tags": [{"html_url": "https://y", "slug": "swift"}], "ids": [{"node_id": "N"}]}
      """#, format: .ndjson, name: "issues.ndjson")
    let fields = issues.record(at: IndexPath(item: 0, section: 0)).fields
    #expect(fields.first { $0.key == "labels" }?.value == "bug, f29513")
    #expect(fields.first { $0.key == "assignees" }?.value == "octocat")
    #expect(fields.first { $0.key == "tags" }?.value == "swift")
    // Nothing but an id: the id, rather than nothing.
    #expect(fields.first { $0.key == "ids" }?.value == "N")
  }
}
