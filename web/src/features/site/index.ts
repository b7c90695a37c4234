export { useSite } from './use-site';
