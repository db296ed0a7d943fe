/**
 * SPEC §3 third-party list, in any of the shapes seen: names, items carrying a type / name /
 * thirdType, or a sendChannel.thirdList. Upper-cased and without repeats; items of another shape
 * are skipped. Read by hand, not by a schema: Login reads it as it opens, before the api client
 * and its schemas load (they are not part of the first open), and the full client reads it the same way.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function thirdListOf(value: unknown): unknown {
  if (!isObject(value)) return undefined;
  return isObject(value.sendChannel) ? value.sendChannel.thirdList : value.thirdList;
}

/** The provider names, or undefined when the answer holds no list at all. */
export function readProviderNames(data: unknown): string[] | undefined {
  if (!isObject(data)) return undefined;
  const items = data.result ?? thirdListOf(data);
  if (!Array.isArray(items)) return undefined;
  const names = items.flatMap((item): unknown[] => {
    if (typeof item === 'string') return [item];
    const nested = thirdListOf(item);
    if (Array.isArray(nested)) return nested;
    return isObject(item) ? [item.type ?? item.name ?? item.thirdType] : [];
  });
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && name !== '').map((name) => name.toUpperCase()))];
}
