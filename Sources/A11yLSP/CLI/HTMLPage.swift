// The fixed parts of the HTML report: the head with its styles, the filter controls
// and the script behind them. No framework and nothing fetched: the page works from
// a file, an artifact download or a mail attachment.

enum HTMLPage {
    static func head(title: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(HTML.escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>

        """
    }

    /// Hidden until the script runs, so a reader without scripts sees no dead controls.
    static func controls(rules: [String], criteria: [String], total: Int) -> String {
        var html = "<form class=\"controls\" id=\"controls\" role=\"search\" aria-label=\"Filter and sort the findings\" hidden>\n"
        html += "<div class=\"control grow\"><label for=\"filter\">Search</label>"
        html += "<input type=\"search\" id=\"filter\" placeholder=\"message, rule or path\"></div>\n"
        html += "<fieldset><legend>Severity</legend>"
        for severity in ["error", "warning", "info"] {
            html += "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity)\" checked> \(severity)</label>"
        }
        html += "</fieldset>\n<div class=\"control\"><label for=\"rule\">Rule</label><select id=\"rule\"><option value=\"\">All rules</option>"
        for rule in rules { html += "<option>\(HTML.escape(rule))</option>" }
        html += "</select></div>\n<div class=\"control\"><label for=\"criterion\">WCAG</label><select id=\"criterion\"><option value=\"\">All criteria</option>"
        for criterion in criteria { html += "<option>\(HTML.escape(criterion))</option>" }
        html += "</select></div>\n<div class=\"control\"><label for=\"sort\">Sort</label><select id=\"sort\">"
        html += "<option value=\"position\">by file and line</option><option value=\"severity\">by severity</option>"
        html += "<option value=\"rule\">by rule</option><option value=\"count\">files with most findings first</option></select></div>\n"
        html += "<p id=\"shown\" role=\"status\">Showing \(total) of \(total) findings</p>\n</form>\n"
        return html
    }

    static let style = """

        :root { --bg: #ffffff; --fg: #1b1b1f; --muted: #55555f; --border: #d4d4dc; --panel: #f5f5f8;
          --error: #b3261e; --warning: #8a5300; --info: #1d5bbf; --criterion: #5b3fa6; --link: #0b57d0;
          --mark: #ffe08a; --ins: #dcf2e3; --del: #fbe3e5; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #141519; --fg: #e9e9ef; --muted: #a9a9b6; --border: #3b3c47; --panel: #1f2128;
            --error: #ff8f86; --warning: #ffc466; --info: #8cb6ff; --criterion: #c4b2ff; --link: #9cc0ff;
            --mark: #6b5300; --ins: #173a24; --del: #4d1e23; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; padding: 1rem; max-width: 72rem; background: var(--bg); color: var(--fg); line-height: 1.45; }
        a { color: var(--link); }
        h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
        h2 { font-size: 1.25rem; margin: 1.5rem 0 .5rem; }
        h3 { font-size: 1rem; margin: 0; padding: .5rem .75rem; background: var(--panel); border-bottom: 1px solid var(--border);
          overflow-wrap: anywhere; }
        h3 .count, .tool, .location { color: var(--muted); font-weight: normal; }
        .totals { margin: 0; }
        .severity-totals { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; list-style: none; padding: 0; margin: .75rem 0 0; }
        .badge { display: inline-flex; align-items: center; gap: .3em; font-weight: 600; font-size: .9em; white-space: nowrap; }
        .badge svg { width: 1em; height: 1em; }
        .badge svg * { fill: currentColor; }
        .badge svg .glyph { fill: none; stroke: var(--bg); stroke-width: 2; stroke-linecap: round; }
        .badge.error { color: var(--error); } .badge.warning { color: var(--warning); } .badge.info { color: var(--info); }
        .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr)); gap: 1rem; }
        figure.chart { margin: 0; }
        .chart table { width: 100%; border-collapse: collapse; table-layout: fixed; }
        .chart caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
        .chart th, .chart td { text-align: left; padding: .2rem .3rem; border-bottom: 1px solid var(--border); vertical-align: middle;
          overflow-wrap: anywhere; font-weight: normal; }
        .chart thead th { font-size: .85em; color: var(--muted); }
        .chart thead th:nth-child(1) { width: 46%; } .chart thead th:nth-child(2) { width: 24%; }
        .chart .badge { white-space: normal; }
        .amount { display: flex; align-items: center; gap: .4rem; }
        svg.bar { flex: 1; height: .8rem; min-width: 1rem; }
        .bar rect.error { fill: var(--error); } .bar rect.warning { fill: var(--warning); } .bar rect.info { fill: var(--info); }
        .bar rect.criterion { fill: var(--criterion); }
        .controls { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; margin: .5rem 0 1rem; padding: .75rem;
          background: var(--panel); border: 1px solid var(--border); border-radius: .5rem; }
        .controls .control { display: flex; flex-direction: column; font-size: .9em; gap: .15rem; }
        .controls .grow { flex: 1 1 12rem; }
        .controls fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem .75rem; }
        .controls fieldset legend { font-size: .9em; padding: 0; }
        .controls fieldset label { display: flex; align-items: center; gap: .3rem; font-size: .9em; }
        input, select { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--border); border-radius: .3rem;
          padding: .25rem .4rem; max-width: 100%; }
        #shown { margin: 0; flex-basis: 100%; color: var(--muted); }
        .file { border: 1px solid var(--border); border-radius: .5rem; margin: 0 0 1rem; overflow: hidden; }
        .finding { padding: .6rem .75rem; border-top: 1px solid var(--border); border-left: .3rem solid var(--info); }
        .finding:first-child { border-top: 0; }
        .finding.error { border-left-color: var(--error); } .finding.warning { border-left-color: var(--warning); }
        .finding p { margin: 0 0 .35rem; }
        .head { display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: baseline; }
        .rule code { overflow-wrap: anywhere; }
        pre { margin: .35rem 0; padding: .4rem 0; background: var(--panel); border-radius: .3rem; overflow-x: auto;
          font: .875rem/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; tab-size: 4; }
        pre code { display: block; min-width: max-content; }
        .line { display: block; padding: 0 .6rem 0 0; text-decoration: none; }
        .line.hit { background: color-mix(in srgb, var(--mark) 35%, transparent); }
        .number { display: inline-block; min-width: 3.5ch; padding: 0 .6rem 0 .4rem; text-align: right; color: var(--muted);
          user-select: none; }
        mark { background: var(--mark); color: inherit; border-radius: .15rem; }
        ins.line { background: var(--ins); } del.line { background: var(--del); }
        .sign { display: inline-block; width: 2ch; padding-left: .4rem; color: var(--muted); user-select: none; }
        details.fix summary { cursor: pointer; color: var(--link); }
        .review { color: var(--warning); }
        [hidden] { display: none !important; }
        @media (max-width: 30rem) { body { padding: .5rem; } .finding { padding: .5rem; } }

        """

    /// Filtering and sorting: every finding is in the page already; the script only hides and reorders.
    static let script = """
        <script>
        (() => {
          const $ = (id) => document.getElementById(id);
          const controls = $('controls');
          if (!controls) return;
          controls.hidden = false;
          const findings = [...document.querySelectorAll('.finding')];
          const files = [...document.querySelectorAll('.file')];
          const rank = { error: 0, warning: 1, info: 2 };
          const order = (a, b) => a.dataset.order - b.dataset.order;
          const byFinding = {
            position: order,
            severity: (a, b) => rank[a.dataset.severity] - rank[b.dataset.severity] || order(a, b),
            rule: (a, b) => a.dataset.rule.localeCompare(b.dataset.rule) || order(a, b),
            count: order,
          };
          const visible = (file) => file.querySelectorAll('.finding:not([hidden])').length;
          function filter() {
            const text = $('filter').value.trim().toLowerCase();
            const severities = new Set([...controls.querySelectorAll('input[name=severity]:checked')].map((box) => box.value));
            const rule = $('rule').value;
            const criterion = $('criterion').value;
            let shown = 0;
            for (const finding of findings) {
              const file = finding.closest('.file').dataset.file.toLowerCase();
              const match = severities.has(finding.dataset.severity)
                && (!rule || finding.dataset.rule === rule)
                && (!criterion || finding.dataset.wcag.split(' ').includes(criterion))
                && (!text || finding.textContent.toLowerCase().includes(text) || file.includes(text));
              finding.hidden = !match;
              if (match) shown += 1;
            }
            for (const file of files) file.hidden = visible(file) === 0;
            $('shown').textContent = `Showing ${shown} of ${findings.length} findings`;
            $('no-match').hidden = shown > 0;
          }
          function sort() {
            const key = $('sort').value;
            const compare = byFinding[key];
            for (const file of files) {
              const list = file.querySelector('.list');
              [...list.children].sort(compare).forEach((item) => list.appendChild(item));
            }
            const byFile = key === 'count'
              ? (a, b) => b.querySelectorAll('.finding').length - a.querySelectorAll('.finding').length || order(a.querySelector('.finding'), b.querySelector('.finding'))
              : (a, b) => compare(a.querySelector('.finding'), b.querySelector('.finding'));
            const container = $('files');
            files.slice().sort(byFile).forEach((file) => container.appendChild(file));
          }
          controls.addEventListener('input', filter);
          controls.addEventListener('change', (event) => { if (event.target.id === 'sort') sort(); else filter(); });
          controls.addEventListener('submit', (event) => event.preventDefault());
        })();
        </script>

        """
}
