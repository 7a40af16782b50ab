export { useHydrated } from '@cepa/ui/lib';
