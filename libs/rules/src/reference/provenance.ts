import { sourceRefs, type Provenance, type SourceRef } from '../charts';

// Which values are reconstructed: stated by no seed, only by the historical record (`hist`) or a design proposal
// (`designed`) of the reconstructed data set (charts/provenance.ts).

const reconstructedRef = (ref: SourceRef): boolean => ref.startsWith('hist') || ref.startsWith('designed');

/** Every source is `hist…` or `designed…`: no seed states or confirms the value. */
export const onlyReconstructed = (provenance: Provenance): boolean =>
  sourceRefs(provenance).every(reconstructedRef);

/** The first source, the one that wins (charts/provenance.ts), is `hist…` or `designed…`. */
export const mainlyReconstructed = (provenance: Provenance): boolean =>
  reconstructedRef(sourceRefs(provenance)[0]);

const isSourced = (node: object): node is { provenance: Provenance } =>
  Object.hasOwn(node, 'value') && Object.hasOwn(node, 'provenance');

/** The dotted paths of every sourced value under `node` whose sources are all reconstructed, in document order. */
export function reconstructedFields(node: unknown, path: readonly string[] = []): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  if (isSourced(node)) return onlyReconstructed(node.provenance) ? [path.join('.')] : [];
  return Object.entries(node).flatMap(([key, child]) => reconstructedFields(child, [...path, key]));
}
