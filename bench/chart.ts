/** A dependency-free SVG bar chart of speedups (log scale) per workload and implementation. */
export interface Bar {
  readonly group: string;
  readonly label: string;
  readonly value: number;
}

const COLORS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#9c755f'];

function esc(s: string): string {
  return s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function barChart(title: string, bars: readonly Bar[], yLabel: string): string {
  const groups = [...new Set(bars.map((b) => b.group))];
  const labels = [...new Set(bars.map((b) => b.label))];
  const width = Math.max(640, groups.length * (labels.length * 22 + 40) + 120);
  const height = 360;
  const top = 40;
  const bottom = 300;
  const left = 70;
  const values = bars.map((b) => b.value).filter((v) => v > 0);
  const lo = 10 ** Math.floor(Math.log10(Math.min(0.1, ...values)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(10, ...values)));
  const y = (v: number) =>
    bottom -
    ((Math.log10(Math.max(v, lo)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * (bottom - top);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="14">${esc(title)}</text>`,
    `<text x="14" y="${(top + bottom) / 2}" transform="rotate(-90 14 ${(top + bottom) / 2})" text-anchor="middle">${esc(yLabel)}</text>`,
  ];
  for (let e = Math.ceil(Math.log10(lo)); e <= Math.floor(Math.log10(hi)); e++) {
    const v = 10 ** e;
    out.push(
      `<line x1="${left}" x2="${width - 10}" y1="${y(v)}" y2="${y(v)}" stroke="${v === 1 ? '#333' : '#ddd'}"/>`,
    );
    out.push(`<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${v}×</text>`);
  }
  groups.forEach((g, gi) => {
    const x0 = left + 20 + gi * (labels.length * 22 + 40);
    labels.forEach((l, li) => {
      const b = bars.find((x) => x.group === g && x.label === l);
      if (!b || !(b.value > 0)) return;
      const x = x0 + li * 22;
      const yTop = Math.min(y(b.value), y(1));
      const h = Math.abs(y(b.value) - y(1));
      out.push(
        `<rect x="${x}" y="${yTop}" width="18" height="${Math.max(h, 1)}" fill="${COLORS[li % COLORS.length]}"><title>${esc(`${g} ${l}: ${b.value.toFixed(2)}×`)}</title></rect>`,
      );
    });
    out.push(
      `<text x="${x0 + (labels.length * 22) / 2}" y="${bottom + 16}" text-anchor="middle">${esc(g)}</text>`,
    );
  });
  labels.forEach((l, li) => {
    const x = left + li * 130;
    out.push(
      `<rect x="${x}" y="${height - 30}" width="12" height="12" fill="${COLORS[li % COLORS.length]}"/>`,
    );
    out.push(`<text x="${x + 16}" y="${height - 20}">${esc(l)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n');
}
