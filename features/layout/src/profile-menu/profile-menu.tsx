import { useSetAtom } from 'jotai';
import { useNavigate } from '@cepa/core';
import { Menu, MenuItem } from '@cepa/ui';
import { logoutAtom } from '../atoms';
import { useLayoutMessages } from '../messages';

/**
 * The club profile dropdown with logout; only members download it. After logout: /login (SPEC §2).
 * It logs out (`logoutAtom`), so it is a stateful part with a folder of its own, not one of the
 * presentational `components/` (cepa/components-are-presentational), as the shop's basket preview is.
 */
export default function ProfileMenu({ name, loginPath }: { name: string; loginPath: string }) {
  const t = useLayoutMessages();
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  return (
    <Menu
      label={name}
      icon="user"
      layout="compact"
      onAction={async (key) => {
        if (key !== 'logout') return;
        await logout();
        navigate(loginPath);
      }}
    >
      <MenuItem id="logout">{t('layout.header.logout')}</MenuItem>
    </Menu>
  );
}
