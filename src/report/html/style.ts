// report.html's only stylesheet, inline (the page loads nothing). Words are never broken inside a
// token to fit a column: a table wider than the screen scrolls in its own box (.scroll) and the
// page itself never scrolls sideways; only a token wider than its whole box wraps (break-word).
export const STYLE = `
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,sans-serif;margin:1em auto;max-width:1200px;padding:0 1em;color:#1b1f24;overflow-wrap:break-word}
h1{font-size:1.35em;margin:0}h2{border-bottom:1px solid #d0d7de;padding-bottom:.2em;margin-top:1.6em;font-size:1.2em}
.banner{display:flex;gap:.8em;align-items:flex-start;padding:.8em 1em;border-radius:8px;border:1px solid;margin-bottom:1em}
.banner .icon{flex:none}.banner .sentence{margin:.3em 0 0;font-size:1.05em;font-weight:600}
.banner.failure{background:#ffebe9;border-color:#cf222e;color:#82071e}.banner.failure .icon{fill:#cf222e}
.banner.warning{background:#fff8c5;border-color:#bf8700;color:#6f4b00}.banner.warning .icon{fill:#bf8700}
.banner.success{background:#dafbe1;border-color:#1a7f37;color:#0f5323}.banner.success .icon{fill:#1a7f37}
.banner.neutral{background:#f6f8fa;border-color:#8c959f}.banner.neutral .icon{fill:#57606a}
.scroll{overflow-x:auto;max-width:100%}.nw{white-space:nowrap}
table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #d0d7de;padding:.25em .6em;text-align:left;vertical-align:top}
th{background:#f6f8fa}caption{text-align:left;color:#57606a;padding-bottom:.2em}table.facts th{min-width:10em}td.num{text-align:right;white-space:nowrap}
#headline td,#headline th{white-space:nowrap}#headline tr.down td:nth-child(4){color:#cf222e;font-weight:600}#headline tr.up td:nth-child(4){color:#1a7f37;font-weight:600}
tr.regressed td{background:#ffebe9}tr.improved td{background:#dafbe1}tr.best td{background:#fff8c5}tr.worse td{color:#9a3412}
.tag{display:inline-block;white-space:nowrap;padding:0 .4em;border-radius:3px;font-size:.9em}.tag.regressed{background:#cf222e;color:#fff}.tag.suspect{background:#bf8700;color:#fff}
ul.flips{margin:.1em 0 .3em;padding-left:1.2em}ul.flips code{font-size:.92em}
.mark{font-weight:600}.warning{color:#9a6700}
figure.chart{margin:1em 0}figure.chart svg{max-width:100%;height:auto}
details.task{border:1px solid #d0d7de;border-radius:6px;padding:.4em .8em;margin:.4em 0;overflow-x:auto}
details.task>summary{cursor:pointer}.path{color:#57606a;font-family:ui-monospace,monospace;font-size:.9em}
.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:1em}.side-by-side>div{min-width:0}
@media (max-width:700px){.side-by-side{grid-template-columns:1fr}body{padding:0 .5em}}
.attempt{border-top:1px dashed #d0d7de;padding:.3em 0}.attempt h5{margin:.3em 0;font-size:1em}
.status.passed{color:#1a7f37}.status.failed{color:#cf222e}.status.error{color:#9a6700}.status.other,.status.pending,.status.skipped{color:#57606a}
.reason{font-family:ui-monospace,monospace;font-size:.9em;white-space:pre-wrap}
.note{color:#57606a}
details.verifier{margin:.3em 0}details.verifier>summary{cursor:pointer;color:#0969da}
table.tests td.name{font-family:ui-monospace,monospace;font-size:.9em}table.tests pre.message{max-height:8em;margin:0}
details.trajectory>summary{cursor:pointer;color:#0969da}
ol.steps{padding-left:1.5em}li.step{margin:.5em 0}
.step-head{font-weight:600}.source{padding:0 .3em;border-radius:3px;background:#eaeef2}.source.agent{background:#ddf4ff}.source.user{background:#fff8c5}
.tokens{color:#57606a;font-weight:400}
pre{background:#f6f8fa;padding:.4em;white-space:pre-wrap;overflow-wrap:anywhere;max-height:24em;overflow:auto;margin:.2em 0}
pre.reasoning{color:#57606a;font-style:italic}.tool-call{border-left:3px solid #0969da;padding-left:.5em;margin:.3em 0}
.tool-name{font-family:ui-monospace,monospace;font-weight:600}.observation-label{font-size:.85em;color:#57606a}
details.filmstrip>summary{cursor:pointer;color:#0969da}.frames{display:flex;gap:.6em;overflow-x:auto;padding:.3em 0}
figure.frame{flex:none;width:240px;margin:0}figure.frame.final .shot{outline:2px solid #1a7f37}
.shot{position:relative;line-height:0;border:1px solid #d0d7de}.shot img{width:100%;height:auto}
.click{position:absolute;width:14px;height:14px;margin:-7px 0 0 -7px;border:2px solid #cf222e;border-radius:50%;background:rgba(207,34,46,.25)}
figure.frame figcaption{font-family:ui-monospace,monospace;font-size:.8em;overflow-wrap:anywhere}.frame-no{font-weight:600}
.no-shot{display:block;padding:1em;line-height:1.3;color:#57606a}
footer{margin-top:3em;color:#57606a;font-size:.9em}
`
