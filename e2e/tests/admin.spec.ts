import { expect, test } from '../fixtures';
import { E2E_ADMIN_PIN } from '../playwright.config';

// Few tests on purpose: PIN attempts are rate-limited per IP, and every browser test comes from 127.0.0.1.

test.beforeEach(async ({ landing, adminPanel }) => {
  await landing.goto();
  await landing.openAdminAccess();
  await adminPanel.expectShown();
});

test('Access Dashboard is enabled only at exactly 4 characters, and the field takes no more', async ({
  adminPanel,
}) => {
  await expect(adminPanel.pinInput).toHaveAttribute('type', 'password');
  await expect(adminPanel.accessDashboardButton).toBeDisabled();

  await adminPanel.typePin('123');
  await expect(adminPanel.pinInput).toHaveValue('123');
  await expect(adminPanel.accessDashboardButton).toBeDisabled();

  await adminPanel.pinInput.press('4');
  await expect(adminPanel.pinInput).toHaveValue('1234');
  await expect(adminPanel.accessDashboardButton).toBeEnabled();

  await adminPanel.pinInput.press('5');
  await expect(adminPanel.pinInput).toHaveValue('1234');

  await adminPanel.pinInput.press('Backspace');
  await expect(adminPanel.accessDashboardButton).toBeDisabled();
});

test('a wrong PIN shows Invalid PIN and clears the field; the right one signs the admin in', async ({
  adminPanel,
  toasts,
  shell,
}) => {
  const wrongPin = '0000';
  expect(wrongPin).not.toBe(E2E_ADMIN_PIN);

  await adminPanel.enterPin(wrongPin);

  await expect(adminPanel.error).toHaveText('Invalid PIN');
  await expect(adminPanel.pinInput).toHaveValue('');
  await expect(adminPanel.pinInput).toBeFocused();
  await expect(adminPanel.accessDashboardButton).toBeDisabled();

  await adminPanel.enterPin(E2E_ADMIN_PIN);

  await expect(toasts.withTitle('Admin access granted')).toBeVisible();
  await shell.expectSignedInLayout();
  await expect(shell.userCardText('Administrator')).toBeVisible();
});
