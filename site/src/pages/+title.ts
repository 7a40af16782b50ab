import { titleOf } from '../site-context';

export default titleOf;
