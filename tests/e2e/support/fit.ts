import type { Locator, Page } from '@playwright/test';

// Whether words fit where they are shown, measured in the page: each check returns what is wrong, in words,
// so a failure names the element and the numbers ([] when all is well).

/** Problems of an element's own box: wider than its content box, outside the window, or cut by an ancestor. */
function clippedIn(element: Element, name: string): string[] {
  const problems: string[] = [];
  const box = element.getBoundingClientRect();
  if (!element.checkVisibility() || box.width === 0) return [`${name} is not shown`];
  if (element.scrollWidth > element.clientWidth + 0.5)
    problems.push(`${name} overflows: ${element.scrollWidth} > ${element.clientWidth} px`);
  if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
    problems.push(`${name} leaves the window: ${Math.round(box.left)}–${Math.round(box.right)} px`);
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX === 'visible') continue;
    const outer = parent.getBoundingClientRect();
    if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5)
      problems.push(
        `${name} is cut by ${parent.tagName.toLowerCase()}.${String(parent.className).slice(0, 40)}`,
      );
  }
  return problems;
}

/** How many lines the shown text of an element takes (the distinct tops of its text's line boxes). */
function lineCount(element: Element): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Words kept only for screen readers (a 1 px box) are not shown.
    if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) if (rect.width > 1) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

/**
 * The signed-in header: the logo (the way home) at least 32 px and fully shown, the sign-out control on one
 * line and no taller than a button, and nothing in the header wider than the window.
 */
export async function headerProblems(page: Page, logout: Locator): Promise<string[]> {
  const logoutProblems = await logout.evaluate(
    (button, helpers) => {
      const clipped = new Function(`return ${helpers.clippedIn}`)() as typeof clippedIn;
      const lines = new Function(`return ${helpers.lineCount}`)() as typeof lineCount;
      const problems = clipped(button, 'sign-out');
      const height = button.getBoundingClientRect().height;
      if (height > 44.5) problems.push(`sign-out is ${Math.round(height)} px high (one line: 44)`);
      if (lines(button) > 1) problems.push(`sign-out takes ${lines(button)} lines`);
      return problems;
    },
    { clippedIn: clippedIn.toString(), lineCount: lineCount.toString() },
  );
  const headerProblems = await page.evaluate(
    (helpers) => {
      const clipped = new Function(`return ${helpers.clippedIn}`)() as typeof clippedIn;
      const header = document.querySelector('[data-testid="site-header"]')!;
      const logo = header.querySelector('[data-testid="header-logo"]');
      if (!logo) return ['no logo in the header'];
      const box = logo.getBoundingClientRect();
      const problems = clipped(logo, 'logo');
      if (box.width < 32 || box.height < 32)
        problems.push(`logo is ${Math.round(box.width)}×${Math.round(box.height)} px (at least 32)`);
      if (header.scrollWidth > header.clientWidth + 0.5)
        problems.push(`header overflows: ${header.scrollWidth} > ${header.clientWidth} px`);
      for (const control of Array.from(header.querySelectorAll('a, button, select')))
        problems.push(...clipped(control, `header ${control.tagName.toLowerCase()}`));
      return problems;
    },
    { clippedIn: clippedIn.toString() },
  );
  return [...headerProblems, ...logoutProblems];
}

/**
 * The countdown ring: its digits inside the ring's inner circle (their ink, measured on a canvas in the
 * same font), and its word (left, Hurry!) on one line, whole and uncut.
 */
export async function ringProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    (helpers) => {
      const clipped = new Function(`return ${helpers.clippedIn}`)() as typeof clippedIn;
      const ring = document.querySelector('[data-testid="countdown-ring"]');
      const digits = document.querySelector('[data-testid="countdown-digits"]');
      const word = document.querySelector('[data-testid="countdown-word"]');
      if (!ring || !digits || !word) return ['no countdown ring with digits and a word'];
      const problems = [...clipped(ring, 'ring'), ...clipped(word, `word "${word.textContent}"`)];
      const wordBox = word.getBoundingClientRect();
      if (wordBox.height > 24) problems.push(`word "${word.textContent}" takes more than one line`);
      // The ink of the digits: their advance width, and the height of their glyphs above and below the baseline.
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(digits).font;
      const ink = context.measureText(digits.textContent ?? '');
      const inkHeight = ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent;
      const ringBox = ring.getBoundingClientRect();
      const digitsBox = digits.getBoundingClientRect();
      // The ring's stroke is 9 of its 100 units at a radius of 44: its inner circle has a radius of 39.5 units.
      const innerRadius = (ringBox.width / 100) * 39.5;
      const dx = Math.max(
        Math.abs(digitsBox.left - (ringBox.left + ringBox.width / 2)),
        Math.abs(digitsBox.right - (ringBox.left + ringBox.width / 2)),
      );
      const dy =
        inkHeight / 2 + Math.abs(digitsBox.top + digitsBox.height / 2 - (ringBox.top + ringBox.height / 2));
      if (Math.hypot(dx, dy) > innerRadius + 0.5)
        problems.push(
          `digits "${digits.textContent}" reach ${Math.hypot(dx, dy).toFixed(1)} px from the centre (inner circle ${innerRadius.toFixed(1)})`,
        );
      return problems;
    },
    { clippedIn: clippedIn.toString() },
  );
}

/** A countdown told in a sentence ('Next round in 12'): on one line, whole and uncut. */
export async function sentenceProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    (helpers) => {
      const clipped = new Function(`return ${helpers.clippedIn}`)() as typeof clippedIn;
      const lines = new Function(`return ${helpers.lineCount}`)() as typeof lineCount;
      const sentence = document.querySelector('[data-testid="countdown-sentence"]');
      if (!sentence) return ['no countdown sentence'];
      const problems = clipped(sentence, `sentence "${sentence.textContent}"`);
      if (lines(sentence) > 1)
        problems.push(`sentence "${sentence.textContent}" takes ${lines(sentence)} lines`);
      return problems;
    },
    { clippedIn: clippedIn.toString(), lineCount: lineCount.toString() },
  );
}

/** The running game's banner: its words and its button inside the window, the button on one line. */
export async function bannerProblems(banner: Locator): Promise<string[]> {
  return banner.evaluate(
    (section, helpers) => {
      const clipped = new Function(`return ${helpers.clippedIn}`)() as typeof clippedIn;
      const lines = new Function(`return ${helpers.lineCount}`)() as typeof lineCount;
      const problems: string[] = [];
      for (const part of Array.from(section.querySelectorAll('h2, p, a')))
        problems.push(...clipped(part, `banner ${part.tagName.toLowerCase()}`));
      const button = section.querySelector('a');
      if (button && lines(button) > 1) problems.push(`banner button takes ${lines(button)} lines`);
      return problems;
    },
    { clippedIn: clippedIn.toString(), lineCount: lineCount.toString() },
  );
}
