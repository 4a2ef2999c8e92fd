/**
 * Compiler messages mapped back to the user's section: `…/kernel.f90:25:13:` becomes
 * `section line 3:13 (order line 12):`, and a line outside the section is named as glue.
 */
export interface MappedDiagnostics {
  readonly text: string;
  /** First mapped line inside the section (1-based), if any. */
  readonly line: number | undefined;
  readonly orderLine: number | undefined;
}

export interface BodyPlace {
  /** File name the compiler reports (kernel.cpp …). */
  readonly file: string;
  /** 1-based line of the section's first line in the glue. */
  readonly bodyLine: number;
  /** Number of lines of the section. */
  readonly bodyLines: number;
  /** 1-based line of the section's first line in the order text. */
  readonly orderLine: number;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function mapDiagnostics(raw: string, place: BodyPlace): MappedDiagnostics {
  const file = escapeRegExp(place.file);
  // gcc/gfortran "path/kernel.c:12:5:", nvcc "path/kernel.cu(12):", NVRTC "default_program(12):".
  const re = new RegExp(
    `(?:[^\\s:]*/)?(?:${file}|default_program)(?::(\\d+)(?::(\\d+))?|\\((\\d+)\\)):?`,
    'g',
  );
  let first: number | undefined;
  const text = raw.replace(
    re,
    (_m, a: string | undefined, col: string | undefined, b: string | undefined) => {
      const n = Number(a ?? b);
      const k = n - place.bodyLine + 1;
      if (k >= 1 && k <= place.bodyLines) {
        first ??= k;
        return `section line ${k}${col ? `:${col}` : ''} (order line ${place.orderLine + k - 1}):`;
      }
      if (k === place.bodyLines + 1) {
        // A missing ';' or 'end' is reported where the glue goes on: the end of the section.
        first ??= place.bodyLines;
        return `end of section (after section line ${place.bodyLines}, order line ${place.orderLine + place.bodyLines - 1}):`;
      }
      return `generated glue line ${n}${col ? `:${col}` : ''}:`;
    },
  );
  // gcc and gfortran quote the line with its number in a gutter: "   25 |   c(id) = …".
  const gutters = text.replace(/^(\s*)(\d+)( \|)/gm, (m, sp: string, num: string, bar: string) => {
    const k = Number(num) - place.bodyLine + 1;
    return k >= 1 && k <= place.bodyLines ? `${sp}${String(k).padStart(num.length)}${bar}` : m;
  });
  return {
    text: gutters,
    line: first,
    orderLine: first === undefined ? undefined : place.orderLine + first - 1,
  };
}
