// The feature's door: what the rest of the app imports from '@/features/rent-check' (ARCHITECTURE.md "Feature doors").

export { LiveRentCheck, RentCheckText } from './rent-check-text';
