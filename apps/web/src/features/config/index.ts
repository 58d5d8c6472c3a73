// The feature's door: what the rest of the app imports from '@/features/config' (ARCHITECTURE.md "Feature doors").

export { usePublicConfig } from './use-public-config';
