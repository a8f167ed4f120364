/**
 * Says `message` to screen-reader users through one polite live region, visually hidden, made on first use.
 * For what changes without focus moving: a new phase of the game, the last seconds.
 */
export function announce(message: string): void {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('p');
    region.id = REGION_ID;
    region.setAttribute('aria-live', 'polite');
    region.className = 'sr-only';
    document.body.append(region);
  }
  // Emptied first, so the same words said twice are heard twice.
  region.textContent = '';
  const target = region;
  setTimeout(() => (target.textContent = message), 50);
}

const REGION_ID = 'live-announcer';
