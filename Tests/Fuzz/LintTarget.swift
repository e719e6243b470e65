// libFuzzer target (b): arbitrary bytes linted as a Swift file, with every fix applied.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard String(validating: bytes, as: UTF8.self) != nil else { return 0 }  // the linter only takes UTF-8
    let document = SourceDocument(bytes: bytes)
    let linter = Linter(usesTriggers: size % 2 == 0)
    let findings = linter.lint(document)
    for finding in findings {
        precondition(finding.range.lowerBound >= 0 && finding.range.upperBound <= bytes.count, "a finding outside the file")
        for fix in finding.fixes { _ = try? EditApplier.apply(fix.edits, to: bytes) }
    }
    _ = linter.fixingAll(bytes, maximumPasses: 2)
    return 0
}
