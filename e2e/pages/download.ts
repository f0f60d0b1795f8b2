import type { Download, Locator } from '@playwright/test';

/** Clicks what starts a download and returns it: the wait is armed before the click, so a fast file is not missed. */
export const downloadBy = async (button: Locator): Promise<Download> => {
  const waiting = button.page().waitForEvent('download');
  await button.click();
  return waiting;
};
