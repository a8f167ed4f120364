declare module 'virtual:messages' {
  import type { Catalogue } from './catalogue.generated';
  /**
   * Per language that has a catalogue, its two parts (scripts/messages-plugin.ts): home's namespaces, which the
   * first screen waits for, and the other screens'.
   */
  export const loaders: Record<
    string,
    {
      home: () => Promise<{ default: Partial<Catalogue> }>;
      screens: () => Promise<{ default: Partial<Catalogue> }>;
    }
  >;
  /** The namespaces of the screens' part. */
  export const screenNamespaces: readonly (keyof Catalogue)[];
}
