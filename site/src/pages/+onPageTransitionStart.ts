import { setNavigating } from '../navigation-progress';

export default () => setNavigating(true);
