import type { Locator } from 'playwright-core';

/**
 * Waits until the element is on the page and hydrated (React marks the nodes it owns with its fiber key): the pages
 * are server-rendered, and a click before hydration would do nothing.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.waitFor();
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      element,
    );
  return locator;
}
