import type { IconName } from '../../../ui/icon';

export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  icon: IconName;
  /** Small label after the text, e.g. 'AI' or the plan name. */
  badge?: string;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: IconName;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;
