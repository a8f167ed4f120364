import type { z } from 'zod';
import type { IntentCall, IntentRegistry, IntentSpec } from './intent-registry.ts';

/** Schemas by intent name, as packages/protocol lists them (the lobby's, the game's). */
type Catalogue = Readonly<Record<string, z.ZodType>>;

/** Registers one intent of a catalogue; its handler gets the payload its own schema gives. */
export type CatalogueRegistrar<C extends Catalogue, A> = <N extends keyof C & string>(
  name: N,
  handle: (call: IntentCall<z.infer<C[N]>, A>) => unknown,
) => void;

/**
 * What a gateway registers its intents with: each name of `schemas` gets its schema from there, and
 * a payload it refuses is answered by `refuseInvalid` (by default `invalid-request`).
 */
export function intentCatalogue<C extends Catalogue, A>(
  intents: IntentRegistry,
  schemas: C,
  refuseInvalid?: IntentSpec<unknown, A>['refuseInvalid'],
): CatalogueRegistrar<C, A> {
  return <N extends keyof C & string>(name: N, handle: (call: IntentCall<z.infer<C[N]>, A>) => unknown) =>
    intents.register(name, {
      // Indexed by a generic name, the schema's type is the union of them all: narrowed by hand.
      schema: schemas[name] as unknown as z.ZodType<z.infer<C[N]>>,
      ...(refuseInvalid && { refuseInvalid }),
      handle,
    });
}
