// A base for suites that build view models from source snippets and read their calls.

import RuleEngine
import SwiftParser
import Testing

class ModelFixture {
    /// Calls refer to their parents weakly: the model that owns them must outlive the test's use of them.
    private var models: [ViewModel] = []

    func model(_ source: String) -> ViewModel {
        let model = ViewModel.build(Parser.parse(source: source))
        models.append(model)
        return model
    }

    /// The first call of a type in the snippet.
    func call(_ source: String, _ typeName: String) throws -> ViewCall {
        try #require(model(source).calls.first { $0.typeName == typeName })
    }
}
