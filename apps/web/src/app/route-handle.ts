import type { UIMatch } from 'react-router';

/** What a route can tell the layout through its `handle`. */
export type RouteHandle = {
  /** 'plain' tones the sunburst down for dense screens such as the scoring table. */
  backdrop?: 'sunburst' | 'plain';
  /**
   * From which width the How To Play guide is a side panel rather than a help button: 'xl' (1280 px) for
   * wide screens (the lobby), which need the whole width at 1024 px for their two columns.
   */
  guidePanelFrom?: 'lg' | 'xl';
};

/** The backdrop asked for by the deepest route that says so. */
export function backdropOf(matches: UIMatch[]): 'sunburst' | 'plain' {
  for (const match of [...matches].reverse()) {
    const backdrop = (match.handle as RouteHandle | undefined)?.backdrop;
    if (backdrop) return backdrop;
  }
  return 'sunburst';
}

/** From which width the deepest route that says so wants the guide as a side panel ('lg' by default). */
export function guidePanelFromOf(matches: UIMatch[]): 'lg' | 'xl' {
  for (const match of [...matches].reverse()) {
    const from = (match.handle as RouteHandle | undefined)?.guidePanelFrom;
    if (from) return from;
  }
  return 'lg';
}
