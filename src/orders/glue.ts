/** The generated glue of one section for one argument signature (any language). */
import { InternalError } from '../errors/errors.js';
import { type Glue, renderCFamily } from './glue-c.js';
import { type FortranShape, renderFortran } from './glue-fortran.js';
import type { Model } from './models.js';
import type { ArgSig } from './signature.js';
import type { SectionOptions } from './spec.js';

export type { Glue } from './glue-c.js';

export function renderGlue(
  model: Model,
  sig: readonly ArgSig[],
  body: string,
  order: string,
  options?: SectionOptions,
  fortranShape: FortranShape = 'numpy',
): Glue {
  if (model.language === 'fortran')
    return renderFortran(sig, body, model, order, options?.attrspec, fortranShape);
  if (model.language === 'wgsl' || model.language === 'kernel') {
    throw new InternalError(`model ${model.name} has no native glue`);
  }
  return renderCFamily(sig, body, model, order);
}
