import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../lib/cn';
import { useCommonStrings } from '../i18n/strings';
import { buttonVariants } from '../button';
import { Icon } from '../icon';

/** The "Close" icon button of a react-aria dialog (pop-ins, the drawer): closes the dialog it sits in. */
export function DialogCloseButton({
  className,
  slotName,
  onPress,
}: {
  className?: string;
  slotName: string;
  /** Closes a dialog no react-aria trigger holds (a pop-over opened by a button of its own). */
  onPress?: () => void;
}) {
  const t = useCommonStrings();
  return (
    <AriaButton
      slot={onPress ? undefined : 'close'}
      onPress={onPress}
      data-slot={slotName}
      aria-label={t('close')}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
    >
      <Icon name="close" />
    </AriaButton>
  );
}
