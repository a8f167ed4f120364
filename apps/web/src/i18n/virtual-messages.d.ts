declare module 'virtual:messages' {
  import type { Catalogue } from './catalogue.generated';
  /** One loader per language that has a catalogue (scripts/messages-plugin.ts). */
  export const loaders: Record<string, () => Promise<{ default: Catalogue }>>;
}
