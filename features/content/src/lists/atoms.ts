import { remoteAtom } from '@cepa/core/remote';
import { fetchList, type ListParams } from './load';

/**
 * The page of results a list screen shows, for the address's request (the server's answer is its
 * seed; a filter or page asked in the browser keeps the last results on screen until the next come).
 * A failure is reported where the call is made (`fetchList`, which names the list).
 */
export const listAtom = remoteAtom((params: ListParams) => fetchList(params));
listAtom.debugLabel = 'content.lists.list';
