import type { Locator } from '@playwright/test';
import { expect, signInThroughApi, test } from '../fixtures';
import { AccountSettingsPage } from '../page-models/account-page';

// Toasts never cover a screen's own controls (docs/product.md "States and behaviour"): an error toast after Save
// Changes on Account sat over that very button at the bottom right, and the pointer moving there to try again held
// the toast open. On wide screens toasts sit at the foot of the sidebar, on a phone at the top.

/** What the page would click at the centre of `target`: true when that is `target` itself (or inside it). */
async function isOnTop(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on screen');
  return target.evaluate(
    (element, point) => {
      const hit = element.ownerDocument.elementFromPoint(point.x, point.y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

for (const [name, viewport] of [
  ['a desktop', { width: 1280, height: 720 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${name}, an error toast on Account leaves Save Changes uncovered and clickable, and closes`, async ({
    page,
    toasts,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughApi(page);
    let attempts = 0;
    await page.route('**/api/user/profile', (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      attempts += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal Server Error', code: 'INTERNAL', message: 'Down.' }),
      });
    });
    const account = new AccountSettingsPage(page);
    // The signed-in app's first load on a busy machine can take longer than one expectation's 15 s.
    test.slow();
    await page.goto('/account');
    await expect(account.heading).toBeVisible({ timeout: 45_000 });
    const { profile } = account;
    await profile.nameInput.fill('Casey Investor Junior');
    await profile.saveButton.scrollIntoViewIfNeeded();
    await profile.saveButton.click();

    // The toast on screen (one leaving stays in the page while it fades out).
    const toast = toasts.region.locator('[data-sonner-toast][data-removed="false"]').first();
    await expect(toasts.withTitle('Update Failed')).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    // Wait for the toast to finish sliding in, then look at what lies under the buttons.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.evaluate((element) =>
      Promise.all(
        element.getAnimations().map((animation: { finished: Promise<unknown> }) => animation.finished),
      ),
    );
    expect(await isOnTop(profile.saveButton)).toBe(true);
    expect(await isOnTop(profile.cancelLink)).toBe(true);
    const toastBox = await toast.boundingBox();
    const saveBox = await profile.saveButton.boundingBox();
    if (!toastBox || !saveBox) throw new Error('no boxes');
    const overlaps =
      toastBox.x < saveBox.x + saveBox.width &&
      saveBox.x < toastBox.x + toastBox.width &&
      toastBox.y < saveBox.y + saveBox.height &&
      saveBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);

    // Save Changes takes a second click at once (a real click, with the toast still up), which brings a new toast.
    await profile.saveButton.click({ timeout: 2_000 });
    await expect.poll(() => attempts).toBe(2);

    // The error toast has a close button of its own, 24 px wide, and goes when it is pressed. (The pointer on the toast
    // holds it, as sonner does, so a slow machine does not let it time out first.) The second failure's toast is the
    // front one; the first may still be sliding away under it, so the pointer goes to the front one once it has
    // stopped moving.
    const front = toasts.region.locator('[data-sonner-toast][data-front="true"][data-removed="false"]');
    await expect(front).toHaveCount(1);
    await expect(front).toHaveAttribute('data-mounted', 'true');
    await front.evaluate((element) =>
      Promise.all(
        element.getAnimations().map((animation: { finished: Promise<unknown> }) => animation.finished),
      ),
    );
    await front.hover({ timeout: 15_000 });
    const close = front.getByRole('button', { name: 'Close notification' });
    const closeBox = await close.boundingBox();
    expect(closeBox?.width).toBeGreaterThanOrEqual(24);
    await close.click();
    await expect(toasts.withTitle('Update Failed')).toHaveCount(0);
  });
}
