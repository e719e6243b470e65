// `a11y-lsp rules --format json`: the catalog for tools (editor settings schemas, CI).

import JSONRPC
import RuleEngine

enum RuleCatalogJSON {
    static func render() -> String {
        let rules: [JSONValue] = RuleRegistry.all.map { rule in
            [
                "id": .string(rule.id), "severity": .string(rule.severity.rawValue), "default": .string(rule.defaultSetting.rawValue),
                "summary": .string(rule.summary),
                "wcag": .array(rule.wcag.map(JSONValue.string)), "components": .array(rule.components.map { .string($0.rawValue) }),
            ]
        }
        return JSONValue.object(["version": 1, "rules": .array(rules)]).description
    }
}
