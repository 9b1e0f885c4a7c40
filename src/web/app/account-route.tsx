// The '/account' route: account settings with the Team tab of the team feature, the Guest form tab
// of the apply-form feature and the Notifications tab of the notifications feature
// (docs/product.md#account-screen, #team-tab, #guest-form, #sms-notifications). Features never
// import each other; they meet here.
import { IconForms, IconMessage, IconUsersGroup } from '@tabler/icons-react';
import {
  AccountSettingsPage,
  type AccountTab,
} from '../features/account/components/account-settings-page';
import { GuestFormTab } from '../features/apply-form/components/guest-form-tab';
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
    value: 'guest-form',
    label: 'Guest form',
    icon: <IconForms size={16} aria-hidden />,
    render: ({ onSessionEnded }) => <GuestFormTab onSessionEnded={onSessionEnded} />,
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
