import { RentRollScreen } from '@/features/rent-roll';

/** /rent-roll (docs/product.md "Rent roll"). */
export function RentRollPage() {
  return <RentRollScreen />;
}
