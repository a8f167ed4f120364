import { describe, it } from 'vitest';

/**
 * Declares a suite that needs an outside service (PostgreSQL, Redis). When `unavailableReason` is set,
 * the suite fails in CI (where the service is mandatory) and is skipped elsewhere with the reason
 * printed, so a missing service is never passed over silently.
 *
 * @param unavailableReason why the service cannot be used here, or `undefined` when it can
 */
export function describeWithService(
  title: string,
  service: string,
  unavailableReason: string | undefined,
  suite: () => void,
): void {
  if (unavailableReason === undefined) {
    describe(title, suite);
    return;
  }
  if (isCi()) {
    describe(title, () => {
      it(`needs ${service}, which CI must provide`, () => {
        throw new Error(`${service} is unavailable: ${unavailableReason}`);
      });
    });
    return;
  }
  console.warn(`Skipping "${title}": ${service} is unavailable (${unavailableReason}). In CI this fails.`);
  describe.skip(title, suite);
}

/** CI services set CI (usually to "true"); "false" or "0" means a developer switched it off. */
function isCi(): boolean {
  const ci = process.env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}
