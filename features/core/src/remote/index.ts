export { loading, hasData, dataOf, loadableOf, type Loadable } from './loadable';
export {
  remoteAtom,
  type RemoteAtom,
  type RemoteAction,
  type RemoteArgs,
  type RemoteOptions,
  type RemoteStatus,
  type Settled,
} from './remote';
export { useRemote } from './use-remote';
