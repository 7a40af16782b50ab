export { loading, hasData, dataOf, loadableOf, type Loadable } from './loadable';
export { remoteAtom, type RemoteAtom, type RemoteAction, type RemoteOptions } from './remote';
export { useRemote } from './use-remote';
