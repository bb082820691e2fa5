import type { MessageDescriptor } from 'react-intl';

/** A catalogue built from defineMessages groups: id -> defaultMessage (the French source text). */
export function catalogueFromDescriptors(
  groups: Record<string, MessageDescriptor>[],
): Record<string, string> {
  const catalogue: Record<string, string> = {};
  for (const group of groups) {
    for (const descriptor of Object.values(group)) {
      if (typeof descriptor.id !== 'string' || typeof descriptor.defaultMessage !== 'string') {
        throw new Error(`Message ${String(descriptor.id)} needs an id and a French defaultMessage`);
      }
      catalogue[descriptor.id] = descriptor.defaultMessage;
    }
  }
  return catalogue;
}
