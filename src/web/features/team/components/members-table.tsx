// The team's members (docs/product.md#team-tab): username and podcast, role, the day they joined;
// the owner's menu per member: "Make owner" and "Remove", each confirmed first.
import {
  ActionIcon,
  Badge,
  Menu,
  Table,
  Text,
  VisuallyHidden,
  type BadgeProps,
} from '@mantine/core';
import { IconCrown, IconDots, IconUserMinus } from '@tabler/icons-react';
import type { TeamRole } from '#shared/enums.js';
import type { Team } from '#shared/schemas/team.js';
import type { TeamMember } from '../api/team-types';
import { formatDate } from '../team-text';

interface MembersTableProps {
  team: Team;
  currentUserId: number;
  onRemove: (member: TeamMember) => void;
  onMakeOwner: (member: TeamMember) => void;
}

export function MembersTable({ team, currentUserId, onRemove, onMakeOwner }: MembersTableProps) {
  const owner = team.role === 'owner';
  return (
    <Table verticalSpacing="sm" aria-label="Team members">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Member</Table.Th>
          <Table.Th visibleFrom="xs">Role</Table.Th>
          <Table.Th>Joined</Table.Th>
          {owner && (
            <Table.Th w={44}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {team.members.map((member) => (
          // A member removed from their row's menu hands the focus to the next row's menu, else
          // the one before's (src/web/lib/focus.ts); one's own row has none and is passed over.
          <Table.Tr key={member.id} data-focus-item>
            <Table.Td>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.username}
                {member.id === currentUserId && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    (you)
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {member.podcast}
              </Text>
              {/* On a phone the role sits under the name: a column of its own would squeeze it. */}
              <RoleBadge role={member.role} hiddenFrom="xs" mt={4} />
            </Table.Td>
            <Table.Td visibleFrom="xs">
              <RoleBadge role={member.role} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(member.joinedAt)}</Text>
            </Table.Td>
            {owner && (
              <Table.Td>
                {member.id !== currentUserId && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Actions for ${member.username}`}
                      >
                        <IconDots size={16} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconCrown size={14} aria-hidden />}
                        onClick={() => onMakeOwner(member)}
                      >
                        Make owner
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconUserMinus size={14} aria-hidden />}
                        onClick={() => onRemove(member)}
                      >
                        Remove
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RoleBadge({ role, ...props }: { role: TeamRole } & BadgeProps) {
  return (
    <Badge
      variant="light"
      tt="none"
      color={role === 'owner' ? 'blue' : 'gray'}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {role === 'owner' ? 'Owner' : 'Member'}
    </Badge>
  );
}
