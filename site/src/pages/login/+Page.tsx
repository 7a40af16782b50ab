import { useData } from 'vike-react/useData';
import { LoginRoute } from '../../app';
import type { LoginData } from '../../site-data';

export default function Page() {
  const { frame, next, title, attempt } = useData<LoginData>();
  return <LoginRoute frame={frame} next={next} title={title} attempt={attempt} />;
}
