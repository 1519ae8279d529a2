// report.html's only stylesheet, inline (the page loads nothing).
export const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1200px;padding:0 1em;color:#1b1f24}
h1{font-size:1.5em}h2{border-bottom:1px solid #d0d7de;padding-bottom:.2em;margin-top:2em}
table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #d0d7de;padding:.25em .6em;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f6f8fa}table.facts th{width:14em}
tr.regressed td{background:#ffebe9}tr.improved td{background:#dafbe1}tr.best td{background:#fff8c5}tr.worse td{color:#9a3412}
.mark{font-weight:600}.verdict{font-weight:600;font-size:1.1em}.warning{color:#9a6700}
figure.chart{margin:1em 0}figure.chart svg{max-width:100%;height:auto}
details.task{border:1px solid #d0d7de;border-radius:6px;padding:.4em .8em;margin:.4em 0}
details.task>summary{cursor:pointer}.path{color:#57606a;font-family:ui-monospace,monospace;font-size:.9em}
.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:1em}.side-by-side>div{min-width:0}
.attempt{border-top:1px dashed #d0d7de;padding:.3em 0}.attempt h5{margin:.3em 0;font-size:1em}
.status.passed{color:#1a7f37}.status.failed{color:#cf222e}.status.error{color:#9a6700}
.reason{font-family:ui-monospace,monospace;font-size:.9em;white-space:pre-wrap;overflow-wrap:anywhere}
.note{color:#57606a}
details.trajectory>summary{cursor:pointer;color:#0969da}
ol.steps{padding-left:1.5em}li.step{margin:.5em 0}
.step-head{font-weight:600}.source{padding:0 .3em;border-radius:3px;background:#eaeef2}.source.agent{background:#ddf4ff}.source.user{background:#fff8c5}
.tokens{color:#57606a;font-weight:400}
pre{background:#f6f8fa;padding:.4em;white-space:pre-wrap;overflow-wrap:anywhere;max-height:24em;overflow:auto;margin:.2em 0}
pre.reasoning{color:#57606a;font-style:italic}.tool-call{border-left:3px solid #0969da;padding-left:.5em;margin:.3em 0}
.tool-name{font-family:ui-monospace,monospace;font-weight:600}.observation-label{font-size:.85em;color:#57606a}
footer{margin-top:3em;color:#57606a;font-size:.9em}
`
