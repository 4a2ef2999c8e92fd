/** The object form of `tt.order({ inputs, outputs, sections })`, normalised into an OrderSpec. */
import { checkOptionKeys } from '../errors/options.js';
import { OrderArgumentError } from '../errors/orders.js';
import { isModel, MODELS } from './models.js';
import type { OrderDefinition, OrderSpec, Section } from './spec.js';

let anonymous = 0;

/** 'order0', 'order1', … for orders defined without a name. */
export function nextOrderName(): string {
  return `order${anonymous++}`;
}

function splitModels(key: string): string[] {
  return key.split(',').map((s) => s.trim());
}

/** Normalises the object form into a spec (one section per model). */
export function fromDefinition(def: OrderDefinition): OrderSpec {
  checkOptionKeys(def, {
    api: 'tt.order',
    known: ['name', 'inputs', 'outputs', 'sections'],
    unsupported: {
      helpers:
        'give the kernel section as a tt.kernel(schema, fn, { helpers }) whose schema names the order arrays',
      constants:
        'give the kernel section as a tt.kernel(schema, fn, { constants }) whose schema names the order arrays',
    },
    example: "{ inputs: ['a'], outputs: ['b'], sections: { … } }",
    error: (m) => new OrderArgumentError('ORDER_BAD_DEFINITION', m),
  });
  const name = def.name ?? nextOrderName();
  if (!Array.isArray(def.inputs) || !Array.isArray(def.outputs)) {
    throw new OrderArgumentError(
      'ORDER_BAD_DEFINITION',
      `order '${name}': inputs and outputs must be arrays of names`,
    );
  }
  const sections: Section[] = [];
  for (const [key, body] of Object.entries(def.sections ?? {})) {
    if (body === undefined) continue; // { kernel: undefined }: no section, as an absent key
    for (const model of splitModels(key)) {
      if (!isModel(model)) {
        throw new OrderArgumentError(
          'ORDER_UNKNOWN_MODEL',
          `order '${name}': unknown programming model '${model}'; known models: ${Object.keys(MODELS).join(', ')}`,
        );
      }
      if (sections.some((s) => s.model === model)) {
        throw new OrderArgumentError(
          'ORDER_DUPLICATE_MODEL',
          `order '${name}': model '${model}' has two sections`,
        );
      }
      const isKernel = model === 'kernel';
      if (isKernel === (typeof body === 'string')) {
        throw new OrderArgumentError(
          'ORDER_BAD_SECTION',
          isKernel
            ? `order '${name}': the kernel section must be a function (i, { … }) => { … } or a tt.kernel`
            : `order '${name}': section ${model} must be source text`,
        );
      }
      sections.push({ model, body: typeof body === 'string' ? dedentText(body) : body, line: 1 });
    }
  }
  if (!sections.length)
    throw new OrderArgumentError('ORDER_NO_SECTIONS', `order '${name}': it has no sections`);
  return { name, inputs: [...def.inputs], outputs: [...def.outputs], sections, text: '' };
}

/** Drops the common indentation of template-literal sections (the first line may be unindented). */
function dedentText(s: string): string {
  const lines = s.replace(/^\n/, '').replace(/\s+$/, '').split('\n');
  const rest = lines.slice(1).filter((l) => l.trim());
  const cut = rest.length ? Math.min(...rest.map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0)) : 0;
  return [
    lines[0]?.trim() ?? '',
    ...lines.slice(1).map((l) => l.slice(Math.min(cut, /^[ \t]*/.exec(l)?.[0].length ?? 0))),
  ].join('\n');
}
