// The '/account' route: account settings with the Team tab of the team feature
// (docs/product.md#account-screen, #team-tab). Features never import each other; they meet here.
import { IconMessage, IconUsersGroup } from '@tabler/icons-react';
import {
  AccountSettingsPage,
  type AccountTab,
} from '../features/account/components/account-settings-page';
import { NotificationsTab } from '../features/notifications/components/notifications-tab';
import { TeamTab } from '../features/team/components/team-tab';

const TABS: readonly AccountTab[] = [
  {
    value: 'team',
    label: 'Team',
    icon: <IconUsersGroup size={16} aria-hidden />,
    render: ({ user, onSessionEnded }) => (
      <TeamTab currentUserId={user.id} onSessionEnded={onSessionEnded} />
    ),
  },
  {
    value: 'notifications',
    label: 'Notifications',
    icon: <IconMessage size={16} aria-hidden />,
    render: () => <NotificationsTab />,
  },
];

export function AccountRoute() {
  return <AccountSettingsPage extraTabs={TABS} />;
}
