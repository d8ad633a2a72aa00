/** Numeric dot parts of a version: 'v1.10.2' -> [1, 10, 2]; a part that is not a number counts as 0. */
function versionParts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const number = Number.parseInt(part, 10);
      return Number.isNaN(number) ? 0 : number;
    });
}

/**
 * Compares version strings numerically by dot parts (spec section 5): negative when a < b,
 * 0 when equal, positive when a > b. '1.10' > '1.9'; '1.0' equals '1' (missing parts are 0).
 * Usable as a sort comparator.
 */
export function compareVersions(a: string, b: string): number {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The highest of some version strings, or null when there are none. */
export function latestVersion(versions: readonly string[]): string | null {
  return versions.reduce<string | null>(
    (latest, version) => (latest === null || compareVersions(version, latest) > 0 ? version : latest),
    null,
  );
}
