import { Drawer } from '@cepa/ui';

export type MobileMenuProps = {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: React.ReactNode;
};

/**
 * The header's navigation drawer below 1024 px; its code loads the first time the menu button is used.
 * On phones it takes the whole width: a strip of the page beside it showed the funding banner's close
 * button next to the menu's own, two close buttons side by side.
 */
export default function MobileMenu({ title, isOpen, onOpenChange, children }: MobileMenuProps) {
  return (
    <Drawer
      title={title}
      closeAbove={1024}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="w-full sm:w-[min(22rem,calc(100%-3rem))]"
    >
      {children}
    </Drawer>
  );
}
