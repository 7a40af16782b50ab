import { usePageContext } from 'vike-react/usePageContext';
import { ErrorRoute } from '../../app';
import type { ErrorReason } from '../../site-data';

/**
 * The error page of SPEC §2: an address the content system refused (its status), an unknown address
 * (404), or a failure while rendering (500), in the frame the server gave it.
 */
export default function Page() {
  const { abortStatusCode, abortReason, is404 } = usePageContext();
  const status = typeof abortStatusCode === 'number' ? abortStatusCode : is404 ? 404 : 500;
  const reason = abortReason as ErrorReason | undefined;
  return <ErrorRoute frame={reason?.frame ?? null} status={status} reference={reason?.reference} />;
}
