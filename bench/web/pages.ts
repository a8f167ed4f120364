/** The pages the web benchmark audits, as apps/web/src/app/routes.tsx routes them. */
export const PAGE_IDS = ['home', 'credits', 'game-creation', 'lobby'] as const;
export type PageId = (typeof PAGE_IDS)[number];

export interface BenchPage {
  readonly id: PageId;
  /** Path on the server; the lobby's needs the room the bench created. */
  readonly path: (roomId: string) => string;
  /** Audited with the guest's session cookie (the page's guard would send a stranger home). */
  readonly signedIn: boolean;
}

export const PAGES: readonly BenchPage[] = [
  { id: 'home', path: () => '/', signedIn: false },
  { id: 'credits', path: () => '/credits', signedIn: false },
  { id: 'game-creation', path: () => '/game-creation', signedIn: true },
  { id: 'lobby', path: (roomId) => `/game-room/${encodeURIComponent(roomId)}/lobby`, signedIn: true },
];

/** The pages named in `list` (comma-separated ids), in the benchmark's order; all of them for ''. */
export function selectPages(list: string): BenchPage[] {
  const wanted = list
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const unknown = wanted.filter((id) => !PAGES.some((page) => page.id === id));
  if (unknown.length > 0)
    throw new Error(`Unknown page ${unknown.join(', ')}; the pages are ${PAGE_IDS.join(', ')}`);
  return PAGES.filter((page) => wanted.length === 0 || wanted.includes(page.id));
}
