import CascadeFzf
import Testing

@Suite struct FieldTemplateTests {
  private func filled(_ template: String, _ line: String, index: Int? = 7, delimiter: String? = nil) -> String? {
    FieldTemplate(template).map {
      String(
        decoding: $0.text(of: Array(line.utf8), index: index, delimiter: delimiter.map { Array($0.utf8) }),
        as: UTF8.self)
    }
  }

  @Test func placeholdersAreReplacedAndTheRestKept() {
    #expect(filled("{2}: {1}", "alpha  beta gamma") == "beta: alpha")
    #expect(filled("{n}/{-1}", "a b c") == "7/c")
    #expect(filled("{n}/{-1}", "a b c", index: nil) == "/c")
    #expect(filled("<{2..}>", "a b c  ") == "<b c>", "trailing blanks of a range are dropped")
    #expect(filled("{1},{3}", "x,y,z", delimiter: ",") == "x,z", "the delimiter at a range's end is dropped")
    #expect(filled("{1..2}", "x,y,z", delimiter: ",") == "x,y")
    #expect(filled("{5}|{1}", "a b") == "|a", "a field past the end is empty")
    #expect(filled("{0}{1}", "a b") == "a", "an invalid expression is dropped")
    #expect(filled("{x}{1}", "a b") == "{x}a", "braces around other text are text")
  }

  @Test func aTemplateNeedsAPlaceholder() {
    #expect(FieldTemplate("abc") == nil)
    #expect(FieldTemplate("{}") == nil)
    #expect(FieldSelection("2..") == .ranges(FieldRanges("2..")!))
    #expect(FieldSelection("0") == nil, "digits alone are an expression, and 0 is not a field")
    if case .template = FieldSelection("{1} {2}") {} else { Issue.record("{1} {2} is a template") }
  }
}
