import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { CheckoutPage } from '@/routes/checkout-page';
import { renderWithApp, TEST_USER } from '@/test/render';
import { PRODUCT_FEATURES } from './product-features';
import { UpgradeDialog } from './upgrade-dialog';

afterEach(cleanup);

// The product's features as the product description lists them (docs/product.md "What Rentfolio is"), in English.
const EVERY_FEATURE = [
  'Deal analysis calculator',
  'Portfolio dashboard',
  'Advanced analytics and charts',
  'Investment goal tracking',
  'Achievements',
  'Market trends and heat maps',
  'Property search and comparison',
  'Investment insights',
  'Email notifications and monthly reports',
  'CSV import and export',
  'Two-factor authentication',
  'Account management',
  'Themes and dark mode',
  'Onboarding wizard',
];

describe('the product features', () => {
  it('are one list of every feature the texts describe', () => {
    expect([...PRODUCT_FEATURES].sort()).toEqual(Object.keys(en.features).sort());
    expect(PRODUCT_FEATURES.map((key) => en.features[key].title)).toEqual(EVERY_FEATURE);
  });

  it('are all listed, the same, on the checkout page and in the plan dialog', () => {
    const checkout = renderWithApp(<CheckoutPage />, { user: TEST_USER });
    const onCheckout = screen.getAllByTestId('included-feature-title').map((item) => item.textContent);
    checkout.unmount();

    renderWithApp(<UpgradeDialog open onOpenChange={() => {}} />, { user: TEST_USER });
    const free = within(screen.getByRole('dialog')).getByRole('region', { name: 'Free' });
    const inDialog = within(free)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

    expect(onCheckout).toEqual(EVERY_FEATURE);
    // The dialog's Free column starts with the allowance of deal analyses, then the same features.
    expect(inDialog).toEqual(['Unlimited deal analyses', ...EVERY_FEATURE]);
  });
});
