import { Drawer } from '@cepa/ui';

export type MobileMenuProps = {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: React.ReactNode;
};

/** The header's navigation drawer below 1024 px; its code loads the first time the menu button is used. */
export default function MobileMenu({ title, isOpen, onOpenChange, children }: MobileMenuProps) {
  return (
    <Drawer title={title} closeAbove={1024} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
    </Drawer>
  );
}
