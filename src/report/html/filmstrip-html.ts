// A GUI attempt's filmstrip: its screenshots in order, each with the action taken and a mark where
// it clicked, the last one labelled the final screen. Each frame links to the full-size file when
// the attempt's folder is at hand. No script. Pure.
import { escapeHtml } from './escape-html.js'
import type { Filmstrip } from './filmstrip-view.js'

export function filmstripHtml(strip: Filmstrip, attemptHref: string | null): string {
  const last = strip.frames.length - 1
  const frames = strip.frames.map((frame, i) => {
    const mark = frame.point
      ? `<span class="click" style="left:${pct(frame.point[0])};top:${pct(frame.point[1])}"></span>`
      : ''
    const picture = frame.thumbnail
      ? `<img src="${escapeHtml(frame.thumbnail)}" alt="screenshot ${i + 1}">`
      : `<span class="no-shot">${escapeHtml(frame.path)}</span>`
    const full = attemptHref === null ? null : `${attemptHref}agent/${encodeURI(frame.path)}`
    const shot = `<div class="shot">${picture}${mark}</div>`
    const label = i === last ? 'final screen' : `#${i + 1}`
    const gap =
      strip.omitted > 0 && i === last
        ? `<p class="note">${strip.omitted} frame(s) before it are in the folder.</p>`
        : ''
    return `${gap}<figure class="frame${i === last ? ' final' : ''}">${full ? `<a href="${escapeHtml(full)}">${shot}</a>` : shot}<figcaption><span class="frame-no">${label}</span> ${escapeHtml(frame.action)}</figcaption></figure>`
  })
  return `<details class="filmstrip" open><summary>Screen: ${strip.frames.length + strip.omitted} screenshot(s)</summary><div class="frames">${frames.join('')}</div></details>`
}

function pct(share: number): string {
  return `${(share * 100).toFixed(2)}%`
}
