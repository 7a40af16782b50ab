/**
 * The shop's contracts other slices use (the club's amounts), kept out of the slice's barrel: the shop
 * loads its calls with the first one, and a module the barrel re-exports lands in the first page.
 */
export { moneySchema } from './api';
