import type { UIMatch } from 'react-router';

/** What a route can tell the layout through its `handle`. */
export type RouteHandle = {
  /** 'plain' tones the sunburst down for dense screens such as the scoring table. */
  backdrop?: 'sunburst' | 'plain';
};

/** The backdrop asked for by the deepest route that says so. */
export function backdropOf(matches: UIMatch[]): 'sunburst' | 'plain' {
  for (const match of [...matches].reverse()) {
    const backdrop = (match.handle as RouteHandle | undefined)?.backdrop;
    if (backdrop) return backdrop;
  }
  return 'sunburst';
}
